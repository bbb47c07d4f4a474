import type { ClientUser, PortalUser } from '@trucking-finance/contracts';

/*
 * The client's session as docs/product.md#client-dashboard keeps it: a token and the user, in
 * localStorage (docs/architecture.md#where-state-lives), and since the portal's own sign-in the
 * token's expiry. The client login stores them (so does the older external login tool, without an
 * expiry); the portal, the API slice and the video tutorials read them.
 */
const TOKEN_KEY = 'clientToken';
const USER_KEY = 'clientUser';
const EXPIRES_AT_KEY = 'clientTokenExpiresAt';

/** The portal's sign-in stores a PortalUser; the external login tool a plain ClientUser. */
export type StoredClientUser = ClientUser & Partial<Pick<PortalUser, 'id' | 'role' | 'locale'>>;

/** Why a session ended: the client logged out, the token ran out, or the server refused it. */
export type ClientSessionEnd = 'logout' | 'expired' | 'rejected';

export type ClientSessionState =
  | { status: 'signed-in'; token: string; user: StoredClientUser }
  /** `ended`: the session ended on its own (ran out, refused), not by Log Out: the page says so. */
  | { status: 'signed-out'; ended?: Exclude<ClientSessionEnd, 'logout'> };

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Why the last session of this page ended, until the next sign-in. */
let endedHere: Exclude<ClientSessionEnd, 'logout'> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readClientUser(): StoredClientUser | null {
  const stored = storage()?.getItem(USER_KEY);
  if (!stored) return null;
  try {
    const user: unknown = JSON.parse(stored);
    return user && typeof user === 'object' ? (user as StoredClientUser) : null;
  } catch {
    return null;
  }
}

/** Epoch milliseconds at which the stored token stops working, or null when none was given. */
function readExpiresAt(): number | null {
  const stored = Number(storage()?.getItem(EXPIRES_AT_KEY) ?? Number.NaN);
  return Number.isFinite(stored) ? stored : null;
}

const hasExpired = (now: number): boolean => {
  const expiresAt = readExpiresAt();
  return expiresAt !== null && now >= expiresAt;
};

/** The client's bearer token while it lasts, else null. */
export function readClientToken(now: number = Date.now()): string | null {
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  return token && !hasExpired(now) ? token : null;
}

export function hasClientSession(): boolean {
  return readClientToken() !== null;
}

/**
 * Keeps a signed-in client: the token, the user and, from the portal's sign-in, when the token
 * expires (ISO 8601; the browser treats the session as over then, before the server refuses it).
 */
export function storeClientSession(token: string, user: StoredClientUser | null, expiresAt?: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  if (user) storage()?.setItem(USER_KEY, JSON.stringify(user));
  const expiry = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  if (Number.isNaN(expiry)) storage()?.removeItem(EXPIRES_AT_KEY);
  else storage()?.setItem(EXPIRES_AT_KEY, String(expiry));
  endedHere = undefined;
  notify();
}

/**
 * Forgets the session (the token, the user and the expiry) and remembers why, so the portal can
 * say that the session ended; not after Log Out.
 */
export function endClientSession(reason: ClientSessionEnd): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
  storage()?.removeItem(EXPIRES_AT_KEY);
  endedHere = reason === 'logout' ? undefined : reason;
  notify();
}

/** Forgets the session as Log Out does. */
export const clearClientSession = (): void => endClientSession('logout');

let cached: { key: string; state: ClientSessionState } | undefined;

/**
 * The session as the portal shows it: signed in with a token (while it lasts) and a user, or
 * signed out, saying whether a session just ended. The same object while nothing changes
 * (`useSyncExternalStore` compares snapshots by identity).
 */
export function readClientSessionState(now: number = Date.now()): ClientSessionState {
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  const user = readClientUser();
  const expired = token !== null && hasExpired(now);
  const key = JSON.stringify([token, user, expired, endedHere]);
  if (cached?.key === key) return cached.state;
  let state: ClientSessionState;
  if (token && user && !expired) state = { status: 'signed-in', token, user };
  else if (expired) state = { status: 'signed-out', ended: 'expired' };
  else state = endedHere ? { status: 'signed-out', ended: endedHere } : { status: 'signed-out' };
  cached = { key, state };
  return state;
}

/** Calls `listener` when the session starts or ends, in this tab or another one (the storage event). */
export function subscribeClientSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || [TOKEN_KEY, USER_KEY, EXPIRES_AT_KEY].includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
