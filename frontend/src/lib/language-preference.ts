import type { Locale } from '@trucking-finance/contracts';

const KEY = 'preferred-language';
const DISMISSED_KEY = 'language-notice-dismissed';

/** The language the visitor last chose with the switch, if any (kept across visits). */
export function readPreferredLanguage(): Locale | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'en' || value === 'es' ? value : undefined;
  } catch {
    return undefined; // storage blocked: nothing remembered
  }
}

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
    sessionStorage.removeItem(DISMISSED_KEY);
  } catch {
    // storage blocked: the switch still works, it is just not remembered
  }
}

/** The notice offering the chosen language was closed: not again during this visit. */
export function isLanguageNoticeDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissLanguageNotice(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // nothing to keep it in: it shows again on the next page
  }
}
