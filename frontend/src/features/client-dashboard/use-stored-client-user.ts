import type { ClientUser } from '@trucking-finance/contracts';
import { useSyncExternalStore } from 'react';
import { readClientUser } from '@/lib/client-session';

/** Before the browser has read its storage: the prerender, and the first render that hydrates it. */
export const NOT_READ_YET = 'not-read-yet';

let cached: { key: string; user: ClientUser | null } | undefined;

/** The stored user, the same object for as long as the stored value does not change. */
function storedUser(): ClientUser | null {
  const user = readClientUser();
  const key = JSON.stringify(user);
  if (cached?.key !== key) cached = { key, user };
  return cached.user;
}

/** Another tab signing in or out changes the session here too. */
function subscribe(notify: () => void): () => void {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
}

/**
 * The client user kept in localStorage (docs/product.md#client-dashboard). The prerendered HTML cannot know it, so the
 * server snapshot and the hydrating render give NOT_READ_YET and the browser reads storage after.
 */
export function useStoredClientUser(): ClientUser | null | typeof NOT_READ_YET {
  return useSyncExternalStore<ClientUser | null | typeof NOT_READ_YET>(
    subscribe,
    storedUser,
    () => NOT_READ_YET,
  );
}
