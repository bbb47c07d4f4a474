import { useRuntimeConfig } from '@/lib/runtime-config';

/**
 * Where the login form sends the email until the server's CLIENT_PORTAL_URL arrives (and in the
 * prerendered HTML). Keep it equal to that setting's default in the server's environment schema.
 */
export const DEFAULT_CLIENT_PORTAL_URL = 'https://portal.summitfreightcapital.com/login';

/** The secure client portal's sign-in address, from the runtime settings. */
export function useClientPortalUrl(): string {
  return useRuntimeConfig()?.clientPortalUrl ?? DEFAULT_CLIENT_PORTAL_URL;
}
