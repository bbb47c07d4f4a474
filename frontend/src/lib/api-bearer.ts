import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * Whose token signs a request (docs/architecture.md#where-state-lives): the client's only on the
 * portal's routes (`/api/client/*`) and on its logout, the admin's on everything else, and no
 * token on the client sign-in itself. So a client token never reaches a staff route and the
 * admin's never reaches a client route, whatever else the browser has stored.
 */
export type ApiSigner = 'client' | 'admin' | 'none';

/** Any base: only the resolved path is read. */
const BASE = 'http://api.invalid/api/';

/** The path under /api a call goes to, as the browser will resolve it (`..` and all). */
export function apiPathOf(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return new URL(url.replace(/^\/+/, ''), BASE).pathname;
}

export function signerOf(path: string): ApiSigner {
  if (path.startsWith('/api/client/') || path === '/api/client-auth/logout') return 'client';
  if (path.startsWith('/api/client-auth/')) return 'none';
  return 'admin';
}

/** A portal data call: a 401 there means the client's session is over. */
export const isClientDataPath = (path: string): boolean => path.startsWith('/api/client/');
