import { useSyncExternalStore } from 'react';
import {
  readClientSessionState,
  subscribeClientSession,
  type ClientSessionState,
} from '@/lib/client-session';

/** Before the browser has read its storage: the prerender, and the first render that hydrates it. */
export const NOT_READ_YET = 'not-read-yet';

const readState = () => readClientSessionState();

/**
 * The client session kept in localStorage (docs/product.md#client-dashboard). The prerendered HTML
 * cannot know it, so the server snapshot and the hydrating render give NOT_READ_YET and the browser
 * reads storage after. A sign-in, Log Out or a refused token, here or in another tab, re-renders.
 */
export function useClientSession(): ClientSessionState | typeof NOT_READ_YET {
  return useSyncExternalStore<ClientSessionState | typeof NOT_READ_YET>(
    subscribeClientSession,
    readState,
    () => NOT_READ_YET,
  );
}
