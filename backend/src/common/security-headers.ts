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
export function securityHeaders(config: AppConfig): RequestHandler {
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
