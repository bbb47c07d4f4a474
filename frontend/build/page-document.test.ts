/**
 * @jest-environment node
 */
import { headTags, pageDocument, pageFile } from './page-document.ts';

const template = '<html><head>\n    <!--app-head-->\n  </head><body><div id="root"></div></body></html>';

describe('headTags', () => {
  it('gives an indexable page its title, description, canonical and Open Graph tags', () => {
    const head = headTags(
      { title: 'About | SFC', description: 'Who we are', indexable: true },
      'https://www.example.com/about',
    );

    expect(head).toContain('<title>About | SFC</title>');
    expect(head).toContain('<meta name="description" content="Who we are" />');
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/about" />');
    expect(head).toContain('<meta property="og:title" content="About | SFC" />');
    expect(head).toContain('<meta property="og:description" content="Who we are" />');
    expect(head).toContain('<meta property="og:url" content="https://www.example.com/about" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).not.toContain('robots');
  });

  it('links a page to its versions in each language and to the default one', () => {
    const head = headTags(
      { title: 'Sobre nosotros | SFC', description: 'Quiénes somos', indexable: true },
      'https://www.example.com/es/about',
      [],
      [
        { hreflang: 'en', href: 'https://www.example.com/about' },
        { hreflang: 'es', href: 'https://www.example.com/es/about' },
        { hreflang: 'x-default', href: 'https://www.example.com/about' },
      ],
    );

    expect(head).toContain('<link rel="canonical" href="https://www.example.com/es/about" />');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://www.example.com/about" />');
    expect(head).toContain('<link rel="alternate" hreflang="es" href="https://www.example.com/es/about" />');
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.example.com/about" />',
    );
  });

  it('marks a private page noindex', () => {
    const head = headTags(
      { title: 'Admin', description: 'Admin', indexable: false },
      'https://www.example.com/admin/team',
    );

    expect(head).toContain('<meta name="robots" content="noindex" />');
  });

  it('leaves canonical and og:url out when the page has no address of its own', () => {
    const head = headTags({ title: 'Page Not Found', description: 'Missing', indexable: false });

    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
    expect(head).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes text so copy cannot break out of the attribute', () => {
    const head = headTags({ title: 'Fees & "rates" <today>', description: 'a"b', indexable: true });

    expect(head).toContain('<title>Fees &amp; &quot;rates&quot; &lt;today&gt;</title>');
    expect(head).toContain('content="a&quot;b"');
  });
});

describe('headTags structured data', () => {
  it('adds each JSON-LD object as a data block that text cannot close', () => {
    const head = headTags({ title: 'T', description: 'D', indexable: true }, 'https://www.example.com/', [
      { '@type': 'Article', headline: 'Rates </script><script>alert(1)</script>' },
    ]);

    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]![1]!)).toEqual({
      '@type': 'Article',
      headline: 'Rates </script><script>alert(1)</script>',
    });
  });
});

describe('pageDocument', () => {
  it('puts the head tags and the markup into the template', () => {
    const html = pageDocument(template, '<title>T</title>', '<p>$& costs $1</p>');

    expect(html).toBe(
      '<html><head>\n    <title>T</title>\n  </head><body><div id="root"><p>$& costs $1</p></div></body></html>',
    );
  });

  it('refuses a template without the markers', () => {
    expect(() => pageDocument('<html></html>', '', '')).toThrow('index.html must contain');
  });
});

describe('pageFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/resources/market-outlook', 'resources/market-outlook/index.html'],
  ])('writes %s to %s', (path, file) => {
    expect(pageFile(path)).toBe(file);
  });
});
