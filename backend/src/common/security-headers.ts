import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/configuration';

const GOOGLE_TAG = ['https://www.googletagmanager.com'];
const GOOGLE_ANALYTICS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * helmet with a Content Security Policy the React app runs under: scripts from this origin only
 * (plus Google's tag when analytics is configured), inline styles for the admin's CSS-in-JS,
 * photos as data: URLs while they upload, and the client login form posting to the portal.
 */
function helmetFor(config: AppConfig): RequestHandler {
  const analytics = config.site.gaMeasurementId !== null;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(analytics ? GOOGLE_TAG : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(analytics ? GOOGLE_ANALYTICS : [])],
        connectSrc: ["'self'", ...(analytics ? GOOGLE_ANALYTICS : [])],
        fontSrc: ["'self'"],
        formAction: ["'self'", new URL(config.site.clientPortalUrl).origin],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrcAttr: ["'none'"],
        ...(config.nodeEnv === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense where TLS terminates in front of us, in production.
    strictTransportSecurity: config.nodeEnv === 'production',
  });
}

/**
 * The headers helmet sets, worked out once: they depend on the configuration only, so responses
 * get them without running helmet's dozen middlewares per request.
 */
export function precomputedSecurityHeaders(config: AppConfig): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  } as unknown as ServerResponse;
  helmetFor(config)({ headers: {} } as IncomingMessage as never, res as never, () => undefined);
  return headers;
}

/** Express middleware setting the precomputed security headers. */
export function securityHeaders(headers: OutgoingHttpHeaders): RequestHandler {
  const entries = Object.entries(headers) as [string, string][];
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
}
