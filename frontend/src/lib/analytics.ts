/*
 * Google Analytics (gtag.js), only when GA_MEASUREMENT_ID is configured and the browser does not
 * send Global Privacy Control. Without both, no tag is loaded and every call here does nothing.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

const TAG_HOST = 'https://www.googletagmanager.com';
let startedWith: string | undefined;

function isAnalyticsAllowed(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl !== true;
}

/** Loads the Google tag once. Page views are sent by `trackPageView`, not by the tag itself. */
export function startAnalytics(measurementId: string | null | undefined): boolean {
  if (startedWith) return true;
  if (!measurementId || !isAnalyticsAllowed()) return false;
  startedWith = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_HOST}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return true;
}

/** A page view, with the page's full path (`/es/get-quote`) and its language. */
export function trackPageView(path: string, language: string): void {
  if (!startedWith) return;
  window.gtag?.('event', 'page_view', {
    page_path: path,
    language,
    page_location: window.location.href,
    page_title: document.title,
  });
}

export interface AnalyticsEvent {
  category: string;
  label?: string;
  value?: number;
}

/** docs/product.md#analytics events: client_login_click, get_quote_click, how_it_works_click, quote_submitted. */
export function trackEvent(name: string, { category, label, value }: AnalyticsEvent): void {
  if (!startedWith) return;
  window.gtag?.('event', name, { event_category: category, event_label: label, value });
}

/** For tests: forget that the tag was started. */
export function resetAnalytics(): void {
  startedWith = undefined;
  delete window.gtag;
  delete window.dataLayer;
}
