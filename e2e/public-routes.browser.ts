import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { root } from '../scripts/spawn-server';
import { collectErrors, launch, newContext, seriousAccessibilityViolations } from './support/browser';

/** The indexable pages, read from the built sitemap (generated from the one route list), plus the client pages. */
const sitemapPaths = [
  ...readFileSync(join(root, 'frontend/dist/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => new URL(match[1]!).pathname);
const publicPaths = [...sitemapPaths, '/client-login', '/client-dashboard', '/external-login'];

describe('Every public route in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('covers the 20 indexable pages of the spec in the sitemap', () => {
    expect(sitemapPaths).toHaveLength(20);
    expect(sitemapPaths).toEqual(
      expect.arrayContaining(['/', '/resources/market-outlook', '/accessibility']),
    );
    expect(sitemapPaths.some((path) => path.startsWith('/admin'))).toBe(false);
  });

  it.each(publicPaths)(
    '%s is prerendered, hydrates with header and footer, and has no serious accessibility violation',
    async (path) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = collectErrors(page);

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');

      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').count()).toBe(1);
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('main').isVisible()).resolves.toBe(true);
      expect(await page.title()).toMatch(/Summit Freight Capital/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
