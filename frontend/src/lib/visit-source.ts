import type { LeadIntakeFields, LeadSource, Locale } from '@trucking-finance/contracts';
import { siteLocale } from '@/config/site-locale-copy';

/**
 * Where this visit came from (docs/product.md#lead-forms): the first page's path, the
 * UTM parameters of its address and the referring site, kept in this tab's session storage for
 * the visit only and sent with a lead form as `source`. A visitor whose browser sends Global
 * Privacy Control has nothing kept and nothing sent.
 */

export const VISIT_SOURCE_KEY = 'sfc.visit-source';
/** The API's limit on each source field. */
const MAX_LENGTH = 200;

const utmParameters = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

const privacyControlOn = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

const clip = (value: string | null): string | undefined => value?.trim().slice(0, MAX_LENGTH) || undefined;

/** The referring page when it is another site; the site's own pages are not a source. */
function externalReferrer(): string | undefined {
  try {
    const referrer = document.referrer;
    return referrer && new URL(referrer).origin !== window.location.origin ? clip(referrer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the source of the visit the first time it runs in a tab (the page the visit starts on):
 * later pages never overwrite it. `pathname` and `search` are the router's, the page being shown.
 */
export function captureVisitSource(pathname: string, search: string): void {
  try {
    if (privacyControlOn()) {
      window.sessionStorage.removeItem(VISIT_SOURCE_KEY);
      return;
    }
    if (window.sessionStorage.getItem(VISIT_SOURCE_KEY) !== null) return;
    const query = new URLSearchParams(search);
    const source: LeadSource = { landingPath: clip(pathname), referrer: externalReferrer() };
    for (const [parameter, field] of Object.entries(utmParameters))
      source[field] = clip(query.get(parameter));
    window.sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(source));
  } catch {
    // Storage off (private mode, quota): the lead goes without its source.
  }
}

/** The source kept for this visit, if any (never under Global Privacy Control). */
export function readVisitSource(): LeadSource | undefined {
  try {
    if (privacyControlOn()) return undefined;
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return undefined;
    const source = Object.fromEntries(
      Object.entries(stored).flatMap(([field, value]) =>
        typeof value === 'string' && value ? [[field, value.slice(0, MAX_LENGTH)]] : [],
      ),
    ) as LeadSource;
    return Object.keys(source).length ? source : undefined;
  } catch {
    return undefined;
  }
}

/** The page's language, as the API names it: this build's (`<html lang>` says the same). */
export function pageLocale(): Locale {
  return siteLocale.code;
}

/** What a lead form sends besides its own fields: the page's language and the visit's source. */
export function leadIntakeFields(): Pick<LeadIntakeFields, 'locale' | 'source'> {
  const source = readVisitSource();
  return source ? { locale: pageLocale(), source } : { locale: pageLocale() };
}
