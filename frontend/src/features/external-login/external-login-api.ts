import type { ExternalLoginPayload, ExternalLoginResponse } from '@trucking-finance/contracts';
import { api } from '@/lib/api';

/**
 * POST /api/auth/external-redirect (docs/api.md#external-login): the server relays the credentials
 * to an allow-listed system. The form loads this module when it first needs it (lib/api-on-demand.ts).
 */
export const externalLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    externalLogin: build.mutation<ExternalLoginResponse, ExternalLoginPayload>({
      query: (payload) => ({ url: 'auth/external-redirect', method: 'POST', body: payload }),
    }),
  }),
});
