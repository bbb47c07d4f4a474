import { useSyncExternalStore } from 'react';
import { readAdminToken, subscribeAdminSession } from '@/lib/admin-token';

/**
 * The admin's token while the session lasts, null without one, and undefined while it is not
 * known yet: during the prerender and the hydration that follows it, which must render what the
 * server rendered. The browser then re-renders with the stored session.
 */
export function useAdminToken(): string | null | undefined {
  return useSyncExternalStore(
    subscribeAdminSession,
    () => readAdminToken(),
    () => undefined,
  );
}
