import type { Page } from '@playwright/test';
import { isSpanishPath, portalPaths, sitemapPaths, spanishTwinOf } from '../scripts/site-routes';
import { expect, test } from './support/fixtures';

/*
 * The Spanish site (/es): the language switch both ways, its 404, and a check that no English
 * sentence of a page is left in its Spanish twin.
 */

const englishPaths = [...sitemapPaths(), ...portalPaths()].filter((path) => !isSpanishPath(path));

/**
 * Text a person reads on a page: every element's own text (its text nodes, not its children's),
 * with the accessible names and alternatives a screen reader reads, minus what is marked as another
 * language (the switch says "English" on a Spanish page, on purpose).
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const pageLanguage = document.documentElement.lang;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('script, style, noscript, svg')) continue;
      const language = element.closest('[lang]')?.getAttribute('lang');
      if (language && language !== pageLanguage) continue;
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' ');
      for (const text of [
        own,
        element.getAttribute('aria-label'),
        element.getAttribute('alt'),
        element.getAttribute('placeholder'),
        element.getAttribute('title'),
      ]) {
        const normalized = text?.replace(/\s+/g, ' ').trim();
        if (normalized) texts.push(normalized);
      }
    }
    return texts;
  });
}

/** Words of English sentences that Spanish never uses: names, addresses and emails have none. */
const ENGLISH_FUNCTION_WORDS = new Set(
  [
    'the and with your you our we will that this for from are is of to or on in by at an if be have',
    'not when what how they last updated page read more back get free quote learn about see view',
    'open close next previous submit send search find my here now today please select optional',
    'required rights reserved',
  ]
    .join(' ')
    .split(' '),
);

/**
 * English prose rather than what reads the same in both languages (names, addresses, emails,
 * figures): two words or more, one of them a word only English sentences use.
 */
const isSentence = (text: string): boolean => {
  const words = text
    .replace(/\S+@\S+|\S+\.(com|gov|org)\S*/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return words.length >= 2 && words.some((word) => ENGLISH_FUNCTION_WORDS.has(word));
};

/** Sentences allowed to read the same in both languages; empty: add one only with a reason. */
const sameInBothLanguages: RegExp[] = [];

test.describe('The Spanish site in Chromium', () => {
  test('the switch leads to the twin and back, and is remembered', async ({
    page,
    consoleErrors,
    waitForHydration,
  }) => {
    await page.goto('/get-quote');
    await waitForHydration();
    await page.getByRole('banner').getByRole('link', { name: 'Ver esta página en español' }).click();

    await expect(page).toHaveURL('/es/get-quote');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForHydration();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Get a Free Quote/i);
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('es');
    // The Spanish site's own links stay in Spanish.
    await page.getByRole('banner').getByRole('link', { name: 'Summit Freight Capital' }).click();
    await expect(page).toHaveURL('/es');

    await page.getByRole('banner').getByRole('link', { name: 'View this page in English' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor who chose Spanish is offered it on an English page, never sent there', async ({
    page,
    waitForHydration,
    seriousAccessibilityViolations,
  }) => {
    await page.goto('/es/about');
    await page.evaluate(() => localStorage.setItem('preferred-language', 'es'));
    await page.goto('/industries');
    await waitForHydration();

    const notice = page.getByRole('complementary', { name: 'Español' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL('/industries');
    expect(await seriousAccessibilityViolations()).toEqual([]);
    await notice.getByRole('link', { name: 'Ver esta página en español' }).click();
    await expect(page).toHaveURL('/es/industries');
  });

  test('answers an unknown /es page with the Spanish 404 page', async ({ page }) => {
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Page Not Found');
  });

  for (const path of englishPaths) {
    const twin = spanishTwinOf(path);
    test(`${twin} keeps no English sentence of ${path}`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'load' });
      const english = new Set((await visibleTexts(page)).filter(isSentence));
      await page.goto(twin, { waitUntil: 'load' });
      const leftovers = (await visibleTexts(page)).filter(
        (text) =>
          english.has(text) && isSentence(text) && !sameInBothLanguages.some((pattern) => pattern.test(text)),
      );
      expect(leftovers).toEqual([]);
    });
  }
});
