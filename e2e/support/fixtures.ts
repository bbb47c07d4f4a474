import AxeBuilder from '@axe-core/playwright';
import { test as base, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { BROWSER_ADMIN } from './admin';
import { hydrated } from './hydration';

export { expect } from '@playwright/test';

interface BrowserFixtures {
  /**
   * Console errors and uncaught exceptions of `page` since it opened (hydration mismatches, CSP
   * refusals, crashes, a missing script or image), minus `expectedConsoleErrors`.
   */
  consoleErrors: string[];
  /** Console errors a page is expected to log, e.g. the 404 page's document status. */
  expectedConsoleErrors: RegExp[];
  /**
   * Waits until React has hydrated the prerendered header and footer (their elements carry React's
   * fiber), so a page whose scripts never ran or never hydrated fails instead of passing on its HTML.
   */
  waitForHydration: () => Promise<void>;
  /** axe violations of `page` rated serious or critical, against WCAG 2.1 A and AA. */
  seriousAccessibilityViolations: () => Promise<string[]>;
  /** The admin API signed in as BROWSER_ADMIN: reads what a page stored, sets up data for a page. */
  adminApi: AdminApi;
}

interface AdminApi {
  /** The JSON answer to a GET. */
  get(path: string): Promise<Record<string, unknown>>;
  post(path: string, data: object): Promise<APIResponse>;
  patch(path: string, data: object): Promise<APIResponse>;
  delete(path: string): Promise<APIResponse>;
  /** A new agent account (the name made unique with a stamp), created by the owner; its credentials. */
  newAgent(displayName: string): Promise<StaffLogin>;
}

interface StaffLogin {
  username: string;
  displayName: string;
  password: string;
}

function collectErrors(page: Page, expected: RegExp[]): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expected.some((pattern) => pattern.test(message.text()))) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}

/** Signs in through the API on first use, like any API client. */
function adminApi(request: APIRequestContext): AdminApi {
  let token: Promise<string> | undefined;
  const headers = async () => {
    token ??= request
      .post('/api/auth/login', { data: BROWSER_ADMIN })
      .then(async (login) => ((await login.json()) as { token: string }).token);
    return { Authorization: `Bearer ${await token}` };
  };
  const post = async (path: string, data: object) => request.post(path, { headers: await headers(), data });
  return {
    get: async (path) =>
      (await (await request.get(path, { headers: await headers() })).json()) as Record<string, unknown>,
    post,
    patch: async (path, data) => request.patch(path, { headers: await headers(), data }),
    delete: async (path) => request.delete(path, { headers: await headers() }),
    newAgent: async (displayName) => {
      const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
      const agent = {
        username: `agent-${stamp}`,
        displayName: `${displayName} ${stamp}`,
        password: 'agent browser passphrase',
      };
      const created = await post('/api/staff', { ...agent, role: 'agent' });
      if (created.status() !== 201) throw new Error(`Creating an agent answered ${created.status()}`);
      return agent;
    },
  };
}

/** Playwright's `test` with the checks every browser test of this site uses. */
export const test = base.extend<BrowserFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, expectedConsoleErrors }, use) => {
    await use(collectErrors(page, expectedConsoleErrors));
  },
  waitForHydration: async ({ page }, use) => {
    await use(() => hydrated(page, ['header', 'footer']));
  },
  seriousAccessibilityViolations: async ({ page }, use) => {
    await use(() => seriousViolations(page));
  },
  adminApi: async ({ request }, use) => {
    await use(adminApi(request));
  },
});
