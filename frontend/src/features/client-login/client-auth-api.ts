import type {
  ClientSignInLinkPayload,
  ClientSignInLinkResponse,
  ClientVerifyPayload,
  ClientVerifyResponse,
} from '@trucking-finance/contracts';
import { api } from '@/lib/api';

/**
 * The client sign-in (contract Part 3, "Signing in"): ask for a link by email, then trade the
 * link's token for a session. Neither carries a bearer token (lib/api-bearer.ts). The login page
 * loads this module when it first needs it (lib/api-on-demand.ts).
 */
export const clientAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestClientSignInLink: build.mutation<ClientSignInLinkResponse, ClientSignInLinkPayload>({
      query: (payload) => ({ url: 'client-auth/link', method: 'POST', body: payload }),
    }),
    verifyClientSignIn: build.mutation<ClientVerifyResponse, ClientVerifyPayload>({
      query: (payload) => ({ url: 'client-auth/verify', method: 'POST', body: payload }),
    }),
  }),
});
