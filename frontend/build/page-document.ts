import type { PageMeta } from '../src/content/page-meta';

const HEAD_MARKER = '<!--app-head-->';
const EMPTY_ROOT = '<div id="root"></div>';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script> data block: `<` escaped so no text can close the element. */
const scriptSafeJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** A `<link rel="alternate" hreflang>`: the same page in another language. */
export interface Alternate {
  hreflang: 'en' | 'es' | 'x-default';
  href: string;
}

/**
 * Title, description, robots, canonical and Open Graph tags of one page, and its JSON-LD. `url`
 * is left out for the 404 page, which is served at every unknown address and so has no canonical one.
 */
export function headTags(
  meta: PageMeta,
  url?: string,
  structuredData: readonly unknown[] = [],
  alternates: readonly Alternate[] = [],
): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(meta.indexable ? [] : ['<meta name="robots" content="noindex" />']),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    ...alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(url ? [`<meta property="og:url" content="${escapeHtml(url)}" />`] : []),
    ...structuredData.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/** Fills the built index.html with a page's head tags and its prerendered markup. */
export function pageDocument(template: string, head: string, appHtml: string): string {
  if (!template.includes(HEAD_MARKER) || !template.includes(EMPTY_ROOT)) {
    throw new Error(`index.html must contain ${HEAD_MARKER} and ${EMPTY_ROOT}`);
  }
  // Replacer functions, so `$&` and friends in the markup are not read as patterns.
  return template
    .replace(HEAD_MARKER, () => head)
    .replace(EMPTY_ROOT, () => `<div id="root">${appHtml}</div>`);
}

/** Where a route's page goes in dist/, matching how the server looks pages up (/about → about/index.html). */
export function pageFile(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return [...segments, 'index.html'].join('/');
}
