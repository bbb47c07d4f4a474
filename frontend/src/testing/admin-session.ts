import { screen } from '@testing-library/react';
import { SESSION_DURATION_MS } from '@trucking-finance/contracts';
import { storeAdminSession } from '@/lib/admin-token';

export const TEST_ADMIN_TOKEN = 'test-admin-token';

/** Signs the admin in as the login page would, `ageMs` ago (a session past 24 hours has ended). */
export function startAdminSession(ageMs = 0): void {
  const loginAt = Date.now() - ageMs;
  storeAdminSession(TEST_ADMIN_TOKEN, new Date(loginAt + SESSION_DURATION_MS).toISOString(), loginAt);
}

/** Every test of the calling file starts signed in, with nothing else stored. */
export function signInBeforeEach(): void {
  beforeEach(() => {
    localStorage.clear();
    startAdminSession();
  });
}

/** Waits for a toast whose title or description is `text`. */
export const expectToast = async (text: string): Promise<void> =>
  void expect(await screen.findByText(text, { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
