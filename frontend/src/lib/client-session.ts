import type { ClientUser } from '@trucking-finance/contracts';

/*
 * The client's session as docs/product.md#client-dashboard keeps it: a token and the user, in
 * localStorage (docs/architecture.md#where-state-lives). The external login tool stores them; the dashboard and the video tutorials read them.
 */
const TOKEN_KEY = 'clientToken';
const USER_KEY = 'clientUser';

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

export function readClientUser(): ClientUser | null {
  const stored = storage()?.getItem(USER_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as ClientUser;
  } catch {
    return null;
  }
}

export function readClientToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function hasClientSession(): boolean {
  return readClientToken() !== null;
}

export function storeClientSession(token: string, user: ClientUser | null): void {
  storage()?.setItem(TOKEN_KEY, token);
  if (user) storage()?.setItem(USER_KEY, JSON.stringify(user));
}

export function clearClientSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
}
