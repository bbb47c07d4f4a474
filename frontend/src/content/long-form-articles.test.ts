import type { ArticleBlock, ArticleBody } from '@/components/article/article';
import { body as cashFlowManagement } from './articles/cash-flow-management';
import { body as factoringVsLoans } from './articles/factoring-vs-loans';
import { body as marketOutlook } from './articles/market-outlook';

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

function blockWords(block: ArticleBlock): number {
  switch (block.kind) {
    case 'paragraph':
      return words(block.text);
    case 'list':
      return block.items.reduce((count, item) => count + words(item), 0);
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()].reduce(
        (count, text) => count + words(text),
        0,
      );
    case 'callout':
      return words(block.title) + words(block.text);
  }
}

/** Intro, every block and the closing text: what the brief's word ranges count. */
function bodyWords(body: ArticleBody): number {
  const intro = body.intro.reduce((count, paragraph) => count + words(paragraph), 0);
  const blocks = body.sections
    .flatMap((section) => section.blocks)
    .reduce((count, block) => count + blockWords(block), 0);
  return intro + blocks + words(body.closing.text);
}

const allText = (body: ArticleBody): string => JSON.stringify(body);

const tablesOf = (body: ArticleBody) =>
  body.sections.flatMap((section) => section.blocks).filter((block) => block.kind === 'table');

describe.each([
  { name: 'cash flow management', body: cashFlowManagement, min: 1100, max: 1350 },
  { name: 'factoring vs bank loans', body: factoringVsLoans, min: 1250, max: 1500 },
  { name: 'freight market outlook', body: marketOutlook, min: 1300, max: 1500 },
])('$name', ({ body, min, max }) => {
  it(`runs ${min} to ${max} words, within the 700 to 1,500 of a full article`, () => {
    const count = bodyWords(body);
    expect(count).toBeGreaterThanOrEqual(Math.max(min, 700));
    expect(count).toBeLessThanOrEqual(Math.min(max, 1500));
  });

  it('has an intro, at least four sections and a closing call to action', () => {
    expect(body.intro.length).toBeGreaterThan(0);
    expect(body.sections.length).toBeGreaterThanOrEqual(4);
    expect(body.closing.heading).not.toBe('');
    expect(words(body.closing.text)).toBeGreaterThan(10);
  });

  it('captions every table and fills every row', () => {
    for (const table of tablesOf(body)) {
      expect(table.caption).not.toBe('');
      for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
    }
  });
});

describe('cash flow management article', () => {
  it('has exactly the seven sections of the spec, in order', () => {
    expect(cashFlowManagement.sections.map((section) => section.heading)).toEqual([
      'Understand the Cash Flow Gap',
      'Use Factoring Strategically',
      'Separate Business and Personal Finances',
      'Forecast Your Cash Weekly',
      'Put Fuel on a Fuel Card',
      'Build a Cash Reserve of 1–2 Weeks of Operating Costs',
      'Invoice Fast, Every Time',
    ]);
  });

  it('works the payment gap through for a three-truck fleet at 30 to 90 day terms', () => {
    const [gapTable] = tablesOf(cashFlowManagement);
    expect(gapTable.caption).toMatch(/three-truck fleet/);
    expect(gapTable.rows.map((row) => row[0])).toEqual(['30 days', '45 days', '90 days']);
  });

  it('states the advance, funding time and fuel card savings the program offers', () => {
    const text = allText(cashFlowManagement);
    expect(text).toContain('90 to 95%');
    expect(text).toContain('within 24 hours');
    expect(text).toContain(
      'up to 15 cents per gallon at network locations and up to 3 cents per gallon everywhere else',
    );
    expect(text).toContain('no monthly fees');
    expect(cashFlowManagement.closing.secondaryLink).toBe('how-factoring-works');
  });
});

describe('factoring vs bank loans article', () => {
  it('compares the two in one table with the six rows of the spec', () => {
    const tables = tablesOf(factoringVsLoans);
    expect(tables).toHaveLength(1);
    const [comparison] = tables;

    expect(comparison.columns).toEqual(['Factor', 'Invoice factoring', 'Bank loan']);
    expect(comparison.rows.map((row) => row[0])).toEqual([
      'Speed',
      'Approval basis',
      'Repayment',
      'Flexibility',
      'Credit impact',
      'Best use',
    ]);
    const speed = comparison.rows[0];
    expect(speed[1]).toContain('24-48 hours');
    expect(speed[2]).toContain('Weeks or months');
  });

  it('defines both, explains how each works, when to choose each and how to use both', () => {
    const headings = factoringVsLoans.sections.map((section) => section.heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'What Is Invoice Factoring?',
        'What Is a Bank Loan?',
        'How Factoring Works',
        'How a Bank Loan Works',
        'When to Choose Factoring',
        'When to Choose a Bank Loan',
        'Using Both Together',
      ]),
    );
    expect(factoringVsLoans.closing.secondaryLink).toBe('how-factoring-works');
  });
});

describe('freight market outlook article', () => {
  it('covers demand, headwinds, capacity and rates, the forecast and technology', () => {
    expect(marketOutlook.sections.map((section) => section.heading)).toEqual([
      'Freight Demand in 2025',
      'Economic Headwinds',
      'Capacity and Rates',
      'Our Forecast for 2025',
      'Long-Term Technology Trends',
      'Strategies for Every Scenario',
    ]);
  });

  it('ends with a strategy table per scenario and links to About', () => {
    const [strategy] = tablesOf(marketOutlook);
    expect(strategy.columns).toEqual(['Scenario', 'What it means', 'What to do']);
    expect(strategy.rows.length).toBeGreaterThanOrEqual(3);
    expect(marketOutlook.closing.secondaryLink).toBe('about');
  });
});
