import type { ArticleBody, ArticlePath } from '@/components/article/article';
import { paths } from '@/config/paths';
import { articleCatalog } from './catalog';
import { body as cashFlowManagement } from './cash-flow-management';
import { body as dotCompliance } from './dot-compliance';
import { body as equipmentFinancing } from './equipment-financing';
import { body as factoringVsLoans } from './factoring-vs-loans';
import { body as fuelManagement } from './fuel-management';
import { body as loadBoardStrategies } from './load-board-strategies';
import { body as marketOutlook } from './market-outlook';

// Keyed by path, so the compiler refuses an article route without a body here.
const bodies = {
  [paths.articles.fuelManagement]: fuelManagement,
  [paths.articles.dotCompliance]: dotCompliance,
  [paths.articles.equipmentFinancing]: equipmentFinancing,
  [paths.articles.loadBoardStrategies]: loadBoardStrategies,
  [paths.articles.cashFlowManagement]: cashFlowManagement,
  [paths.articles.factoringVsLoans]: factoringVsLoans,
  [paths.articles.marketOutlook]: marketOutlook,
} satisfies Record<ArticlePath, ArticleBody>;

/** Every piece of text a reader sees: intro, headings, blocks (lists, tables, callouts) and the closing. */
function readableText(body: ArticleBody): string[] {
  const blockText = body.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => {
      switch (block.kind) {
        case 'paragraph':
          return [block.text];
        case 'list':
          return [...block.items];
        case 'table':
          return [block.caption, ...block.columns, ...block.rows.flat()];
        case 'callout':
          return [block.title, block.text];
      }
    }),
  ]);
  return [...body.intro, ...blockText, body.closing.heading, body.closing.text];
}

const wordCount = (body: ArticleBody): number =>
  readableText(body).reduce((count, text) => count + text.split(/\s+/).filter(Boolean).length, 0);

const articles = articleCatalog.map((summary) => ({
  name: summary.path.split('/').pop(),
  body: bodies[summary.path],
}));

describe.each(articles)('article $name', ({ body }) => {
  it('is a full-length article: 700 to 1,500 words', () => {
    const words = wordCount(body);
    expect(words).toBeGreaterThanOrEqual(700);
    expect(words).toBeLessThanOrEqual(1500);
  });

  it('has an intro and at least four sections, each with a heading and text', () => {
    expect(body.intro.length).toBeGreaterThan(0);
    expect(body.sections.length).toBeGreaterThanOrEqual(4);
    for (const section of body.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('has no placeholder text', () => {
    const text = readableText(body).join('\n');
    expect(text).not.toMatch(/\bDraft\./);
    expect(text).not.toMatch(/lorem/i);
    expect(text).not.toMatch(/\bTODO\b/i);
  });

  it('has unique section headings, so each section is told apart', () => {
    const headings = body.sections.map((section) => section.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });
});

describe('article-specific content', () => {
  const blocksOf = (body: ArticleBody) => body.sections.flatMap((section) => section.blocks);

  it('equipment financing compares loan, lease and lease-purchase in a captioned table', () => {
    const tables = blocksOf(equipmentFinancing).filter((block) => block.kind === 'table');
    expect(tables).toHaveLength(1);
    const [table] = tables;
    expect(table.caption).not.toBe('');
    expect(table.columns.join(' ')).toMatch(/loan/i);
    expect(table.columns.join(' ')).toMatch(/lease-purchase/i);
    expect(table.columns.join(' ')).toMatch(/\blease\b/i);
    for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
  });

  it('DOT compliance ends its guidance with a checklist', () => {
    const checklist = dotCompliance.sections.find((section) => /checklist/i.test(section.heading));
    expect(checklist?.blocks.some((block) => block.kind === 'list' && block.items.length >= 8)).toBe(true);
  });

  it.each([
    ['fuel management', fuelManagement],
    ['load board strategies', loadBoardStrategies],
    ['DOT compliance', dotCompliance],
    ['equipment financing', equipmentFinancing],
  ])('%s has at least one list', (_, body) => {
    expect(blocksOf(body).some((block) => block.kind === 'list')).toBe(true);
  });

  it('states the fuel card savings as the program offers them', () => {
    const text = readableText(fuelManagement).join(' ');
    expect(text).toContain('15 cents');
    expect(text).toContain('3 cents');
    expect(text).toMatch(/no monthly fees/i);
  });
});
