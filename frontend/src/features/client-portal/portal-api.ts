import type { BrokerCheckResponse, ClientAccountResponse } from '@trucking-finance/contracts';
import { api } from '@/lib/api';

/** Log Out waits this long for the server at most: the session ends here either way. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * The signed-in client's calls (contract Part 3): their company, terms and balances, the broker
 * check, and Log Out. They carry the client's token and no other (lib/api-bearer.ts); a 401 on
 * them ends the session (lib/api.tsx). No retries or polling: the slice's defaults.
 */
export const portalApi = api.enhanceEndpoints({ addTagTypes: ['ClientAccount', 'Broker'] }).injectEndpoints({
  endpoints: (build) => ({
    getClientAccount: build.query<ClientAccountResponse, void>({
      query: () => 'client/account',
      providesTags: ['ClientAccount'],
    }),
    checkBroker: build.query<BrokerCheckResponse, string>({
      query: (mcNumber) => `client/brokers/${encodeURIComponent(mcNumber)}`,
      providesTags: (_result, _error, mcNumber) => [{ type: 'Broker', id: mcNumber }],
    }),
    logOutClient: build.mutation<null, void>({
      query: () => ({ url: 'client-auth/logout', method: 'POST', timeout: LOGOUT_TIMEOUT_MS }),
    }),
  }),
});

export const { useGetClientAccountQuery, useLazyCheckBrokerQuery, useLogOutClientMutation } = portalApi;
