import type { AppPath } from '@/config/paths';

/** A page's title and description: the page head, the prerendered HTML and the sitemap read them. */
export interface PageMeta {
  title: string;
  description: string;
  /** False keeps the page out of search engines (robots noindex) and out of the sitemap. */
  indexable: boolean;
}

export interface RouteMeta extends PageMeta {
  path: AppPath;
}

/**
 * How both languages' page-meta modules (content/page-meta.ts and its Spanish twin) write their
 * entries: "<page> | <brand>" titles, public pages indexed, private ones not.
 */
export function pageMetaWriters(brandName: string) {
  const page =
    (indexable: boolean) =>
    (pageName: string, description: string): PageMeta => ({
      title: `${pageName} | ${brandName}`,
      description,
      indexable,
    });
  return { publicPage: page(true), privatePage: page(false) };
}

/** The route list of a path → meta table (keyed by path so a route without meta fails to compile). */
export const routeMetaOf = (metaByPath: Record<AppPath, PageMeta>): RouteMeta[] =>
  Object.entries(metaByPath).map(([path, meta]) => ({ path: path as AppPath, ...meta }));
