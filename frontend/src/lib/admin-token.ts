import { SESSION_DURATION_MS } from '@trucking-finance/contracts';

/*
 * The admin's session in localStorage: the token the server issued at login and the session's
 * times. The browser ends the session 24 hours after login (docs/product.md#admin-session) or when the token expires,
 * whichever comes first, even before the server refuses the token. The API slice reads the token
 * from here to sign admin requests; the admin area subscribes to know when the session ends.
 */
const TOKEN_KEY = 'adminToken';
const SESSION_KEY = 'adminSession';

export interface AdminSession {
  /** Epoch milliseconds of the login. */
  loginAt: number;
  /** Epoch milliseconds at which the session is over. */
  expiresAt: number;
}

/** Why a session ended: the admin logged out, it ran out, or the server refused its token. */
export type AdminSessionEnd = 'logout' | 'expired' | 'rejected';

type Listener = (ended?: AdminSessionEnd) => void;
const listeners = new Set<Listener>();

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

function readStoredSession(): AdminSession | null {
  const stored = storage()?.getItem(SESSION_KEY);
  if (!stored) return null;
  try {
    const { loginAt, expiresAt } = JSON.parse(stored) as Partial<AdminSession>;
    return typeof loginAt === 'number' && typeof expiresAt === 'number' ? { loginAt, expiresAt } : null;
  } catch {
    return null;
  }
}

/** When the stored session is over: 24 hours after login, or the token's expiry if sooner. */
export const sessionEndsAt = ({ loginAt, expiresAt }: AdminSession): number =>
  Math.min(loginAt + SESSION_DURATION_MS, expiresAt);

/** The stored session while it lasts, else null. Reads only: an ended session is cleared by `endAdminSession`. */
export function readAdminSession(now: number = Date.now()): AdminSession | null {
  const session = readStoredSession();
  if (!session || !storage()?.getItem(TOKEN_KEY)) return null;
  return now < sessionEndsAt(session) ? session : null;
}

/** The admin's bearer token while the session lasts, else null. */
export function readAdminToken(now: number = Date.now()): string | null {
  return readAdminSession(now) ? (storage()?.getItem(TOKEN_KEY) ?? null) : null;
}

/** True when a token or session is stored, whether or not it still holds (an ended one left behind). */
export function hasStoredAdminSession(): boolean {
  return Boolean(storage()?.getItem(TOKEN_KEY) || storage()?.getItem(SESSION_KEY));
}

export function storeAdminSession(token: string, tokenExpiresAt: string, now: number = Date.now()): void {
  const parsed = Date.parse(tokenExpiresAt);
  const session: AdminSession = {
    loginAt: now,
    expiresAt: Number.isNaN(parsed) ? now + SESSION_DURATION_MS : parsed,
  };
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
  listeners.forEach((listener) => listener());
}

/**
 * Removes the token and the session flags and tells the subscribers why. A session that is
 * already gone (several requests refused at once) is not reported again.
 */
export function endAdminSession(reason: AdminSessionEnd): void {
  const stored = hasStoredAdminSession();
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(SESSION_KEY);
  if (stored || reason === 'logout') listeners.forEach((listener) => listener(reason));
}

/**
 * The Log Out button: asks the server to end the token at once (it stops working everywhere, not
 * only in this browser), then forgets the session here straight away. The request goes with the
 * token read beforehand and is not waited for: offline or refused, the admin is logged out here.
 */
export function logOutAdmin(): void {
  const token = readAdminToken();
  if (token) {
    fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      // Survives the navigation to the login page that follows.
      keepalive: true,
    }).catch(() => undefined);
  }
  endAdminSession('logout');
}

/**
 * Calls `listener` whenever the session starts or ends, in this tab or another one (the storage
 * event), with the reason when it ended here.
 */
export function subscribeAdminSession(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === SESSION_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
