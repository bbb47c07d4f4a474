export const DEFAULT_SITE_ORIGIN = 'https://www.summitfreightcapital.com';

/** The origin of canonical and Open Graph URLs and of the sitemap, from SITE_ORIGIN at build time. */
export function siteOriginFrom(value: string | undefined): string {
  if (!value) return DEFAULT_SITE_ORIGIN;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(
      `SITE_ORIGIN must be an absolute http(s) URL such as ${DEFAULT_SITE_ORIGIN}, got "${value}"`,
    );
  }
  return url.origin;
}

export function pageUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
