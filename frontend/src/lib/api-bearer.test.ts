import { startAdminSession, TEST_ADMIN_TOKEN } from '@/testing/admin-session';
import { bearerOf, startClientSession, TEST_CLIENT_TOKEN } from '@/testing/client-portal';
import { mockApi } from '@/testing/mock-api';
import { readAdminToken } from './admin-token';
import { api, createApiStore } from './api';
import { apiPathOf, signerOf } from './api-bearer';
import { clearClientSession, readClientSessionState, readClientToken } from './client-session';

/** Any call, as a feature's endpoint would make it. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, { url: string; method?: string }>({
      query: ({ url, method = 'GET' }) => ({ url, method }),
    }),
  }),
});

/** Sends one call through the real slice and answers what the server saw. */
async function send(url: string, method = 'GET', status = 200) {
  const server = mockApi({
    [`${method} ${apiPathOf(url)}`]: () => Response.json({ success: status < 400 }, { status }),
  });
  await createApiStore().dispatch(probeApi.endpoints.probe.initiate({ url, method }));
  const [request] = server.all.filter((sent) => sent.url.includes(apiPathOf(url)));
  server.spy.mockRestore();
  return { token: bearerOf(request!) };
}

describe('which token signs a call (lib/api-bearer.ts)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearClientSession();
  });

  it('names the signer by the resolved path: the client only on its own routes and its logout', () => {
    expect(signerOf(apiPathOf('client/account'))).toBe('client');
    expect(signerOf(apiPathOf('/client/brokers/123456'))).toBe('client');
    expect(signerOf(apiPathOf('client-auth/logout'))).toBe('client');
    expect(signerOf(apiPathOf('client-auth/link'))).toBe('none');
    expect(signerOf(apiPathOf('client-auth/verify'))).toBe('none');
    // The staff's client list is a staff route, whatever its name starts with.
    expect(signerOf(apiPathOf('clients?q=delgado'))).toBe('admin');
    expect(signerOf(apiPathOf('client'))).toBe('admin');
    expect(signerOf(apiPathOf('auth/me'))).toBe('admin');
    // A path that climbs out of the client routes is not one of them.
    expect(signerOf(apiPathOf('client/../auth/me'))).toBe('admin');
    expect(signerOf(apiPathOf('client/%2e%2e/auth/me'))).toBe('admin');
  });

  it('sends the client token to the client routes and the admin token to the rest, never the other way round', async () => {
    startAdminSession();
    startClientSession();

    expect(await send('client/account')).toEqual({ token: TEST_CLIENT_TOKEN });
    expect(await send('client/brokers/123456')).toEqual({ token: TEST_CLIENT_TOKEN });
    expect(await send('client-auth/logout', 'POST')).toEqual({ token: TEST_CLIENT_TOKEN });
    expect(await send('client-auth/link', 'POST')).toEqual({ token: null });
    expect(await send('client-auth/verify', 'POST')).toEqual({ token: null });
    expect(await send('auth/me')).toEqual({ token: TEST_ADMIN_TOKEN });
    expect(await send('clients?q=delgado')).toEqual({ token: TEST_ADMIN_TOKEN });
    expect(await send('quotes?page=1')).toEqual({ token: TEST_ADMIN_TOKEN });
  });

  it('sends no token at all where only the other session is stored', async () => {
    startClientSession();
    expect(await send('auth/me')).toEqual({ token: null });
    expect(await send('clients')).toEqual({ token: null });

    localStorage.clear();
    clearClientSession();
    startAdminSession();
    expect(await send('client/account')).toEqual({ token: null });
    expect(await send('client-auth/logout', 'POST')).toEqual({ token: null });
  });

  it('ends only the session whose token the server refused', async () => {
    startAdminSession();
    startClientSession();

    await send('client/account', 'GET', 401);
    expect(readClientToken()).toBeNull();
    expect(readClientSessionState()).toEqual({ status: 'signed-out', ended: 'rejected' });
    expect(readAdminToken()).toBe(TEST_ADMIN_TOKEN);

    startClientSession();
    await send('auth/me', 'GET', 401);
    expect(readAdminToken()).toBeNull();
    expect(readClientToken()).toBe(TEST_CLIENT_TOKEN);
  });

  it('ends no session when the sign-in itself is refused (a used link)', async () => {
    startAdminSession();
    startClientSession();

    await send('client-auth/verify', 'POST', 401);

    expect(readAdminToken()).toBe(TEST_ADMIN_TOKEN);
    expect(readClientToken()).toBe(TEST_CLIENT_TOKEN);
  });
});
