import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isValidExternalUrl, type ExternalLoginPayload } from '@trucking-finance/contracts';
import type { FieldRules } from '@/components/form/fields';
import { externalLoginCopy, externalLoginFieldMessage } from '@/content/external-login';

/**
 * The server's checks (docs/product.md#external-login): a URL it will contact (the contracts' rule), a username, and a
 * password taken as typed.
 */
export const externalLoginRules = {
  externalUrl: {
    validate: (value: string) => {
      const url = value.trim();
      if (!url) return externalLoginFieldMessage('externalUrl', 'required');
      return isValidExternalUrl(url) || externalLoginFieldMessage('externalUrl', 'invalid_url');
    },
  },
  username: {
    validate: (value: string) => !!value.trim() || externalLoginFieldMessage('username', 'required'),
  },
  password: { validate: (value: string) => !!value || externalLoginFieldMessage('password', 'required') },
} satisfies Partial<Record<keyof ExternalLoginPayload, FieldRules>>;

const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

/** What the visitor reads when the login fails (docs/product.md#external-login): the server's sentence, else a fallback. */
export function externalLoginErrorMessage(error: unknown): string {
  if (isFetchBaseQueryError(error)) {
    if (error.status === 'FETCH_ERROR') return externalLoginCopy.form.networkError;
    const serverError = (error.data as { error?: unknown } | undefined)?.error;
    if (typeof serverError === 'string' && serverError.trim()) return serverError;
  }
  return externalLoginCopy.form.loginFailed;
}
