import { paths } from '@/config/paths';
import { findRouteMeta, notFoundMeta, routeMeta } from './page-meta';

/** The staff area: the only routes kept out of search engines (config/paths.test.ts pins them). */
const privateRoutes: string[] = Object.values(paths.admin);

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

  it('keeps the admin pages out of search engines and indexes the rest, the client pages too', () => {
    for (const meta of routeMeta) {
      expect({ path: meta.path, indexable: meta.indexable }).toEqual({
        path: meta.path,
        indexable: !privateRoutes.includes(meta.path),
      });
    }
    expect(notFoundMeta.indexable).toBe(false);
  });

  it('is found by path', () => {
    expect(findRouteMeta('/about')?.title).toBe('About Us | Summit Freight Capital');
    expect(findRouteMeta('/no-such-page')).toBeUndefined();
  });
});
