import type { IncomingMessage } from 'node:http';
import type { CookieOptions, Request, Response } from 'express';

/**
 * A copy of the admin's token in an HttpOnly cookie, scoped to the admin pages (Path=/admin): the
 * page request for the dashboard carries it, so the server can render the dashboard with its data
 * (docs/architecture.md#admin-first-paint). The browser never sends it to /api, where the bearer
 * token alone signs requests, so it opens no way to forge an API call from another site; scripts
 * cannot read it; SameSite=Strict keeps it off requests started by other sites.
 */
export const ADMIN_SESSION_COOKIE = 'admin_session';
const PATH = '/admin';

const options = (req: Request): CookieOptions => ({
  path: PATH,
  httpOnly: true,
  sameSite: 'strict',
  // Behind TLS (directly or through a trusted proxy) the cookie is sent over TLS only.
  secure: req.secure,
});

/** Sets the cookie with the token the login just issued, for as long as the token lasts. */
export function setAdminSessionCookie(req: Request, res: Response, token: string, expiresAt: string): void {
  const maxAge = Math.max(0, Date.parse(expiresAt) - Date.now());
  res.cookie(ADMIN_SESSION_COOKIE, token, { ...options(req), maxAge });
}

/** Removes the cookie (logout, or a token the API no longer accepts). */
export function clearAdminSessionCookie(req: Request, res: Response): void {
  res.clearCookie(ADMIN_SESSION_COOKIE, options(req));
}

/** The token in the request's cookie, if any (a JWT holds no characters that need decoding). */
export function adminSessionToken(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === ADMIN_SESSION_COOKIE)
      return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
