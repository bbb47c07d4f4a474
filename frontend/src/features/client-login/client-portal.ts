import { isValidEmail } from '@trucking-finance/contracts';
import type { FieldRules } from '@/components/form/fields';
import { clientLoginCopy } from '@/content/client-login';
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

/** What the portal needs (docs/product.md#client-login): the address on the account, judged trimmed. */
export const portalEmailRules: FieldRules = {
  validate: (value: string) => {
    const email = value.trim();
    if (!email) return clientLoginCopy.form.emailRequired;
    return isValidEmail(email) || clientLoginCopy.form.emailInvalid;
  },
};
