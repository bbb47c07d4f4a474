/**
 * @jest-environment node
 */
import type { RouteMeta } from '../src/content/page-meta';
import { robotsTxt, sitemapXml } from './seo-files.ts';

const origin = 'https://www.example.com';
const pages: RouteMeta[] = [
  { path: '/', title: 'Home', description: 'Home page', indexable: true },
  { path: '/about', title: 'About', description: 'About page', indexable: true },
  { path: '/client-login', title: 'Client Login', description: 'Sign in', indexable: false },
  { path: '/admin/team', title: 'Team', description: 'Team admin', indexable: false },
];

describe('sitemapXml', () => {
  it('lists the indexable pages only, as absolute URLs', () => {
    const xml = sitemapXml(origin, pages);

    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.com/',
      'https://www.example.com/about',
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
});

describe('robotsTxt', () => {
  it('disallows the given paths for every crawler and points to the sitemap', () => {
    const robots = robotsTxt(origin, ['/admin', '/client-dashboard', '/external-login']);

    expect(robots).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /client-dashboard',
        'Disallow: /external-login',
        '',
        'Sitemap: https://www.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
