import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages, type ExternalLoginPayload, type ExternalLoginResponse } from '@trucking-finance/contracts';
import { api } from '@/app/api';
import { externalLoginCopy } from '@/content/external-login';

/** POST /api/auth/external-redirect (spec §7): the server relays the credentials to an allow-listed system. */
export const externalLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    externalLogin: build.mutation<ExternalLoginResponse, ExternalLoginPayload>({
      query: (payload) => ({ url: 'auth/external-redirect', method: 'POST', body: payload }),
    }),
  }),
});

export const { useExternalLoginMutation } = externalLoginApi;

const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

/** What the visitor reads when the login fails (spec §8): the server's sentence, else a fallback. */
export function externalLoginErrorMessage(error: unknown): string {
  if (isFetchBaseQueryError(error)) {
    if (error.status === 'FETCH_ERROR') return externalLoginCopy.form.networkError;
    const serverError = (error.data as { error?: unknown } | undefined)?.error;
    if (typeof serverError === 'string' && serverError.trim()) return serverError;
  }
  return messages.externalLoginFailed;
}
