/**
 * @jest-environment node
 */
import { routeMeta } from './content/page-meta';
import { crawlerDisallowedPaths, notFoundMeta, pages, render } from './entry-server';

describe('server entry', () => {
  it('renders the home page with the header, hero and footer in the markup', async () => {
    const html = await render('/');

    expect(html).toContain('Steady growth and strong cash flow for your trucking business</h1>');
    for (const label of [
      'How It Works',
      'Industries',
      'Why SFC',
      'Resources',
      'About',
      'Client Login',
      'Get Free Quote',
    ]) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toContain('href="/admin/team"');
  });

  it('renders the lazy 404 page for an unknown URL', async () => {
    const html = await render('/no-such-page');

    expect(html).toMatch(/<h1[^>]*>.*404.*Page Not Found<\/h1>/);
    expect(html).toContain('Did you forget to add the page to the router?');
  });

  it('marks the header, the page and the footer as boundaries React hydrates one by one', async () => {
    // <!--$--> … <!--/$--> is a Suspense boundary: React hydrates each in short slices after the
    // first paint instead of the whole site in one long task (docs/architecture.md#first-load).
    const html = await render('/get-quote');

    expect(html).toMatch(/<!--\$--><header[^]*<\/header><!--\/\$-->/);
    expect(html).toMatch(/<main[^>]*><!--\$-->[^]*<!--\/\$--><\/main>/);
    expect(html).toMatch(/<!--\$--><footer[^]*<\/footer><!--\/\$-->/);
  });

  it('adds no hydration script, which a strict content security policy would block', async () => {
    expect(await render('/')).not.toContain('<script');
  });

  it('prerenders every route of the spec and of the client portal, and exposes the crawler rules', () => {
    expect(pages.map((page) => page.path)).toEqual(routeMeta.map((meta) => meta.path));
    // The spec's 30, and the portal's broker check and invoice submission (contract Part 3).
    expect(pages).toHaveLength(32);
    expect(notFoundMeta.indexable).toBe(false);
    expect(crawlerDisallowedPaths).toContain('/admin');
  });
});
