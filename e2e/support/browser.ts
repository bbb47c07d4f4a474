import AxeBuilder from '@axe-core/playwright';
import { launchChromium } from '../../scripts/chromium';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const origin = (): string => {
  const value = process.env.SITE_ORIGIN;
  if (!value) throw new Error('SITE_ORIGIN is set by the browser tests global setup.');
  return value;
};

export const launch = launchChromium;

export const newContext = (browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  browser.newContext({ baseURL: origin(), ...options });

/**
 * Console errors and uncaught exceptions of a page (hydration mismatches, CSP refusals, crashes,
 * a missing script or image). `notFoundPage`: the page is the 404 page, whose document's status the
 * browser logs as an error.
 */
export function collectErrors(page: Page, { notFoundPage = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (notFoundPage && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until React has hydrated the prerendered header and footer (their elements carry React's
 * fiber), so a page whose scripts never ran or never hydrated fails instead of passing on its HTML.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ['header', 'footer'].every((tag) =>
        Object.keys(document.querySelector(tag) ?? {}).some((key) => key.startsWith('__reactFiber$')),
      ),
    undefined,
    { timeout: 10_000 },
  );
}

/** axe violations rated serious or critical, against WCAG 2.1 A and AA. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}
