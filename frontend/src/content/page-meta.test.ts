import { clientPortalPaths, paths } from '@/config/paths';
import { findRouteMeta, notFoundMeta, routeMeta } from './page-meta';

/**
 * The routes kept out of search engines (config/paths.test.ts pins them): the staff area, and the
 * client portal's pages, which show a search engine nothing but 'Please log in'.
 */
const privateRoutes: string[] = [...Object.values(paths.admin), ...clientPortalPaths];

const leafValues = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leafValues);

describe('routeMeta', () => {
  it('describes every route once (config/paths.test.ts holds paths to the spec)', () => {
    expect(routeMeta.map((meta) => meta.path).sort()).toEqual(leafValues(paths).sort());
  });

  it('gives every route a title naming the brand and a description', () => {
    for (const meta of routeMeta) {
      expect(meta.title).toContain('Summit Freight Capital');
      expect(meta.description.length).toBeGreaterThan(10);
    }
    expect(new Set(routeMeta.map((meta) => meta.title)).size).toBe(routeMeta.length);
  });

  it('keeps the admin and client portal pages out of search engines and indexes the rest, the client login too', () => {
    for (const meta of routeMeta) {
      expect({ path: meta.path, indexable: meta.indexable }).toEqual({
        path: meta.path,
        indexable: !privateRoutes.includes(meta.path),
      });
    }
    expect(notFoundMeta.indexable).toBe(false);
    expect(findRouteMeta(paths.client.login)?.indexable).toBe(true);
  });

  it('is found by path', () => {
    expect(findRouteMeta('/about')?.title).toBe('About Us | Summit Freight Capital');
    expect(findRouteMeta('/no-such-page')).toBeUndefined();
  });
});
