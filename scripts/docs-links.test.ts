import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brokenDocLinks, docLinksIn, headingAnchor, headingAnchors, scannedFiles } from './docs-links';

const root = resolve(__dirname, '..');
// Written in pieces, so the scan of this file finds no link to a heading that does not exist.
const cite = (file: string, anchor?: string): string =>
  ['docs', file].join('/') + (anchor ? `#${anchor}` : '');

describe('Links into docs/', () => {
  it('every docs/*.md#anchor cited in the repository names a heading that exists', () => {
    expect(brokenDocLinks(root)).toEqual([]);
  });

  it('scans the code, the tests, the README and the docs themselves', () => {
    const files = scannedFiles(root);
    for (const file of [
      'README.md',
      'docs/product.md',
      'contracts/src/factoring.ts',
      'backend/src/quotes/dto/create-quote.dto.ts',
      'frontend/src/features/quote-form/quote-form.tsx',
      'eslint.config.mjs',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.includes('node_modules/') || file.includes('/dist/'))).toBe(false);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(headingAnchor('Quote form')).toBe('quote-form');
    expect(headingAnchor('Legal and info pages')).toBe('legal-and-info-pages');
    expect(headingAnchor('`GET /api/health`: the ping')).toBe('get-apihealth-the-ping');
    expect(headingAnchor('Why us?')).toBe('why-us');
    expect(headingAnchor('[Errors](api.md#errors)')).toBe('errors');

    const anchors = headingAnchors(
      ['# Product', '## Toasts', 'text', '```sh', '# not a heading', '```', '### Toasts', '## Toasts #'].join(
        '\n',
      ),
    );
    expect([...anchors]).toEqual(['product', 'toasts', 'toasts-1', 'toasts-2']);
  });

  it('reports a cited file or heading that does not exist, with where it is cited', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'docs-links-'));
    try {
      mkdirSync(join(scratch, 'docs'));
      mkdirSync(join(scratch, 'src'));
      writeFileSync(
        join(scratch, 'docs', 'product.md'),
        '# Product\n\n## Quote form\n\nSee [forms](#lead-forms).\n',
      );
      writeFileSync(
        join(scratch, 'src', 'form.ts'),
        [
          `/** The quote form (${cite('product.md', 'quote-form')}). */`,
          `/** Its states (${cite('product.md', 'quote-states')}). */`,
          `// ${cite('testing.md')}`,
        ].join('\n'),
      );

      expect(brokenDocLinks(scratch)).toEqual([
        `docs/product.md:5 → ${cite('product.md', 'lead-forms')} (no such heading)`,
        `src/form.ts:2 → ${cite('product.md', 'quote-states')} (no such heading)`,
        `src/form.ts:3 → ${cite('testing.md')} (no such file)`,
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('reads relative links only inside docs/, and leaves web links alone', () => {
    const markdown = `[API](api.md#errors), [here](#routes), [site](https://example.com/a.md#b)`;
    expect(docLinksIn('docs/product.md', markdown).map(({ file, anchor }) => `${file}#${anchor}`)).toEqual([
      'api.md#errors',
      'product.md#routes',
    ]);
    expect(docLinksIn('README.md', markdown)).toEqual([]);
  });
});
