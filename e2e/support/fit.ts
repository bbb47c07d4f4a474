import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/*
 * Whether a public page fits the screen it is shown on (docs/product.md#phones-and-small-screens).
 * A page fails when it lays out wider than the screen, when something visible reaches past the
 * right edge outside a box that scrolls on its own, or when a form field is too narrow to read what
 * is typed. `fit.browser.ts` checks every public route on a phone; `public-routes.browser.ts` on a
 * laptop, in the same visit as its other checks.
 */
export const MIN_FIELD_WIDTH = 160;

export const PHONE = {
  name: 'a phone',
  width: 390,
  use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} as const;

export const LAPTOP = {
  name: 'a laptop',
  width: 1366,
  use: { viewport: { width: 1366, height: 768 } },
} as const;

interface FitReport {
  /** The layout viewport's width: a phone widens it (and zooms out) for a page wider than the screen. */
  viewportWidth: number;
  /** How far the page reaches past the viewport (a horizontal scroll bar). */
  overflow: number;
  cutOff: string[];
  narrowFields: string[];
}

/** Measures the laid-out page in the browser: its width, what reaches past the edge, narrow fields. */
async function measure(page: Page, minFieldWidth: number): Promise<FitReport> {
  return page.evaluate((minWidth) => {
    const screenWidth = window.screen.width;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('name') ?? element.id;
      return `<${element.tagName.toLowerCase()}${name ? ` ${name}` : ''}> "${text}"`;
    };
    /** The right edge of what the reader can see of an element, or undefined when a scroll box holds it. */
    const visibleRight = (element: Element): number | undefined => {
      let right = element.getBoundingClientRect().right;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflowX = getComputedStyle(box).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return undefined;
        if (overflowX === 'hidden' || overflowX === 'clip')
          right = Math.min(right, box.getBoundingClientRect().right);
      }
      return right;
    };

    const cutOff: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden text (the 1 px screen-reader-only pattern) is not content a reader sees.
      if (rect.width <= 1 || rect.height <= 1) continue;
      const right = visibleRight(element);
      if (right !== undefined && right > screenWidth + 1) cutOff.push(describe(element));
    }

    const narrowFields: string[] = [];
    const fields = document.querySelectorAll(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=range]), select, textarea',
    );
    for (const field of fields) {
      if (!field.checkVisibility({ checkVisibilityCSS: true })) continue;
      const width = field.getBoundingClientRect().width;
      if (width < minWidth) narrowFields.push(`${describe(field)} is ${Math.round(width)} px`);
    }

    return {
      viewportWidth: window.innerWidth,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cutOff: cutOff.slice(0, 10),
      narrowFields,
    };
  }, minFieldWidth);
}

/** Asserts that the hydrated page in `page` fits a screen `screenWidth` px wide. */
export async function expectToFit(page: Page, screenWidth: number): Promise<void> {
  const report = await measure(page, MIN_FIELD_WIDTH);
  expect(report.viewportWidth, 'the page lays out wider than the screen').toBe(screenWidth);
  expect(report.overflow, 'the page scrolls sideways').toBe(0);
  expect(report.cutOff, 'visible content reaches past the right edge').toEqual([]);
  expect(report.narrowFields, `form fields narrower than ${MIN_FIELD_WIDTH} px`).toEqual([]);
}
