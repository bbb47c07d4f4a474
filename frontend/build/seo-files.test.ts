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
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it('lists each language version of a page, every entry naming all of them and the default', () => {
    const alternates = (path: string) => {
      const es = path === '/' ? '/es' : `/es${path}`;
      return [
        { hreflang: 'en' as const, href: `${origin}${path}` },
        { hreflang: 'es' as const, href: `${origin}${es}` },
        { hreflang: 'x-default' as const, href: `${origin}${path}` },
      ];
    };
    const xml = sitemapXml(origin, pages, alternates);

    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.com/',
      'https://www.example.com/es',
      'https://www.example.com/about',
      'https://www.example.com/es/about',
    ]);
    const aboutEntries = xml.split('<url>').filter((entry) => entry.includes('/about<'));
    expect(aboutEntries).toHaveLength(2);
    for (const entry of aboutEntries) {
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/about" />',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es/about" />',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/about" />',
      );
    }
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
