/**
 * A whole number with a comma every three digits, as both en-US and es-US write it:
 * 100000 → "100,000". Plain string work rather than `toLocaleString`: a page's first Intl
 * formatter costs ~50 ms of main thread (ICU's data), and the forms' field copy that shows these
 * numbers is built while the page loads (docs/architecture.md#first-load).
 */
export const wholeNumber = (value: number): string =>
  // No comma right after a minus sign: `\B` finds no position between "-" and a digit.
  String(Math.trunc(value)).replace(/\B(?=(\d{3})+$)/g, ',');
