import { portalUser } from '@/testing/client-portal';
import {
  clearClientSession,
  endClientSession,
  hasClientSession,
  readClientSessionState,
  readClientToken,
  readClientUser,
  storeClientSession,
  subscribeClientSession,
} from './client-session';

const NOW = Date.parse('2026-03-02T15:00:00Z');
const IN_30_DAYS = '2026-04-01T15:00:00.000Z';

describe('the stored client session', () => {
  beforeEach(() => {
    localStorage.clear();
    clearClientSession();
  });

  it("keeps the spec's token and user under their keys, with the portal user's details and the token's expiry", () => {
    storeClientSession('client-token', portalUser, IN_30_DAYS);

    expect(localStorage.getItem('clientToken')).toBe('client-token');
    expect(JSON.parse(localStorage.getItem('clientUser')!)).toEqual(portalUser);
    expect(localStorage.getItem('clientTokenExpiresAt')).toBe(String(Date.parse(IN_30_DAYS)));
    expect(readClientUser()).toEqual(portalUser);
    expect(readClientToken(NOW)).toBe('client-token');
    expect(readClientSessionState(NOW)).toEqual({
      status: 'signed-in',
      token: 'client-token',
      user: portalUser,
    });
  });

  it('treats the session as over once the token has expired, and says it ended', () => {
    storeClientSession('client-token', portalUser, IN_30_DAYS);
    const expired = Date.parse(IN_30_DAYS);

    expect(readClientToken(expired - 1)).toBe('client-token');
    expect(readClientToken(expired)).toBeNull();
    expect(readClientSessionState(expired)).toEqual({ status: 'signed-out', ended: 'expired' });
  });

  it('keeps a session without an expiry (the external login tool) until it is ended', () => {
    storeClientSession('external-token', {
      ...portalUser,
      id: undefined,
      role: undefined,
      locale: undefined,
    });

    expect(localStorage.getItem('clientTokenExpiresAt')).toBeNull();
    expect(readClientToken(NOW + 10 * 365 * 24 * 3_600_000)).toBe('external-token');
    expect(hasClientSession()).toBe(true);
  });

  it('is signed out without a user or without a token', () => {
    storeClientSession('client-token', null, IN_30_DAYS);
    expect(readClientSessionState(NOW)).toEqual({ status: 'signed-out' });

    localStorage.clear();
    localStorage.setItem('clientUser', JSON.stringify(portalUser));
    expect(readClientSessionState(NOW)).toEqual({ status: 'signed-out' });
  });

  it('forgets everything when it ends, and remembers why unless the client logged out', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeClientSession(listener);
    storeClientSession('client-token', portalUser, IN_30_DAYS);

    endClientSession('rejected');
    expect(
      ['clientToken', 'clientUser', 'clientTokenExpiresAt'].map((key) => localStorage.getItem(key)),
    ).toEqual([null, null, null]);
    expect(readClientSessionState(NOW)).toEqual({ status: 'signed-out', ended: 'rejected' });

    storeClientSession('client-token', portalUser, IN_30_DAYS);
    endClientSession('logout');
    expect(readClientSessionState(NOW)).toEqual({ status: 'signed-out' });
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it('gives the same state object while nothing changes', () => {
    storeClientSession('client-token', portalUser, IN_30_DAYS);
    expect(readClientSessionState(NOW)).toBe(readClientSessionState(NOW + 1_000));
  });

  it('hears a sign-out in another tab', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeClientSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'clientToken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'preferred-language' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
