import { useSyncExternalStore } from 'react';
import { useServerRendered } from '@/lib/api';
import { readAdminToken, subscribeAdminSession } from '@/lib/admin-token';

/** Stands for the token while rendering a page the server rendered for a signed-in admin. */
export const SIGNED_IN_ON_SERVER = 'signed-in-on-server';

/**
 * The admin's token while the session lasts, null without one, and undefined while it is not
 * known yet: during the prerender and the hydration that follows it, which must render what the
 * server rendered. The browser then re-renders with the stored session. A page the server rendered
 * with the admin's data (docs/architecture.md#admin-first-paint) renders signed in there, and so
 * does its hydration.
 */
export function useAdminToken(): string | null | undefined {
  const serverRendered = useServerRendered();
  return useSyncExternalStore(
    subscribeAdminSession,
    () => readAdminToken(),
    () => (serverRendered ? SIGNED_IN_ON_SERVER : undefined),
  );
}
