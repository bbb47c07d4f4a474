import {
  CLIENT_SESSION_DAYS,
  type BrokerCheckResponse,
  type ClientAccountResponse,
  type ClientVerifyResponse,
  type PortalUser,
} from '@trucking-finance/contracts';
import { act } from '@testing-library/react';
import { storeClientSession } from '@/lib/client-session';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { renderApp } from './render-app';

/** Test data of the client portal (contract Part 3), in the API's shapes. */

export const TEST_CLIENT_TOKEN = 'test-client-token';

export const portalUser: PortalUser = {
  id: '3b6f2c1e-5d4a-4f7e-9a21-8c0d1e2f3a4b',
  firstName: 'Maria',
  lastName: 'Delgado',
  username: 'maria@delgado-trucking.com',
  email: 'maria@delgado-trucking.com',
  companyName: 'Delgado Trucking LLC',
  role: 'owner',
  locale: 'en',
};

const DAY_MS = 24 * 60 * 60 * 1_000;

/** Signs the client in as the login page does after a link: token, user and the token's expiry. */
export function startClientSession(
  expiresInMs = CLIENT_SESSION_DAYS * DAY_MS,
  user: PortalUser = portalUser,
): void {
  storeClientSession(TEST_CLIENT_TOKEN, user, new Date(Date.now() + expiresInMs).toISOString());
}

export const verifiedSession = (token = TEST_CLIENT_TOKEN): ClientVerifyResponse => ({
  success: true,
  token,
  expiresAt: new Date(Date.now() + CLIENT_SESSION_DAYS * DAY_MS).toISOString(),
  user: portalUser,
});

/** The account of a client on the default terms, before anything was funded unless told. */
export const clientAccount = (
  balances: Partial<ClientAccountResponse['balances']> = {},
): ClientAccountResponse => ({
  client: {
    companyName: 'Delgado Trucking LLC',
    dotNumber: '3141592',
    mcNumber: '765432',
    status: 'active',
    terms: { advanceRatePercent: 90, feePercentPer30Days: 2, recourseDays: 90 },
  },
  balances: {
    advancedOutstandingCents: 0,
    reserveHeldCents: 0,
    owedCents: 0,
    fundedThisMonthCents: 0,
    feesThisMonthCents: 0,
    ...balances,
  },
});

export const checkedBroker = (answer: Partial<BrokerCheckResponse> = {}): BrokerCheckResponse => ({
  mcNumber: '123456',
  name: 'Front Range Logistics LLC',
  decision: 'approved',
  allowedToOperate: true,
  averageDaysToPay: 34,
  ...answer,
});

/** The bearer token a recorded request carried, or null. */
export const bearerOf = (request: Request): string | null =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;

/** Renders the site at a client page and lets the runtime settings arrive, so no update lands after a test. */
export async function renderClientPage(url: string) {
  const view = await renderApp(url);
  await act(() => loadRuntimeConfig());
  return view;
}
