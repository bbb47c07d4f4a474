/**
 * @jest-environment node
 */
import { DEFAULT_SITE_ORIGIN, pageUrl, siteOriginFrom } from './site-origin.ts';

describe('siteOriginFrom', () => {
  it('defaults to the production origin', () => {
    expect(siteOriginFrom(undefined)).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOriginFrom('')).toBe(DEFAULT_SITE_ORIGIN);
  });

  it('keeps only the origin of the given URL', () => {
    expect(siteOriginFrom('https://staging.example.com/some/path/')).toBe('https://staging.example.com');
    expect(siteOriginFrom('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('refuses what is not an http(s) URL', () => {
    expect(() => siteOriginFrom('www.example.com')).toThrow('SITE_ORIGIN');
    expect(() => siteOriginFrom('ftp://example.com')).toThrow('SITE_ORIGIN');
  });
});

describe('pageUrl', () => {
  it('joins the origin and a route path', () => {
    expect(pageUrl('https://www.example.com', '/')).toBe('https://www.example.com/');
    expect(pageUrl('https://www.example.com', '/resources/market-outlook')).toBe(
      'https://www.example.com/resources/market-outlook',
    );
  });
});
