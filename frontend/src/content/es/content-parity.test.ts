import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '@/content/brand';
import * as englishCatalog from '@/content/articles/catalog';
import { body as englishCashFlowManagement } from '@/content/articles/cash-flow-management';
import { body as englishDotCompliance } from '@/content/articles/dot-compliance';
import { body as englishEquipmentFinancing } from '@/content/articles/equipment-financing';
import { body as englishFactoringVsLoans } from '@/content/articles/factoring-vs-loans';
import { body as englishFuelManagement } from '@/content/articles/fuel-management';
import { body as englishLoadBoardStrategies } from '@/content/articles/load-board-strategies';
import { body as englishMarketOutlook } from '@/content/articles/market-outlook';
import { accessibilityStatement as englishAccessibility } from '@/content/legal/accessibility';
import { legalLastUpdated as englishLastUpdated } from '@/content/legal/legal-document';
import { privacyPolicy as englishPrivacyPolicy } from '@/content/legal/privacy-policy';
import { securityPage as englishSecurity } from '@/content/legal/security';
import { termsOfUse as englishTermsOfUse } from '@/content/legal/terms-of-use';
import * as spanishCatalog from './articles/catalog';
import { body as spanishCashFlowManagement } from './articles/cash-flow-management';
import { body as spanishDotCompliance } from './articles/dot-compliance';
import { body as spanishEquipmentFinancing } from './articles/equipment-financing';
import { body as spanishFactoringVsLoans } from './articles/factoring-vs-loans';
import { body as spanishFuelManagement } from './articles/fuel-management';
import { body as spanishLoadBoardStrategies } from './articles/load-board-strategies';
import { body as spanishMarketOutlook } from './articles/market-outlook';
import { accessibilityStatement as spanishAccessibility } from './legal/accessibility';
import { englishVersionControls, legalLastUpdated as spanishLastUpdated } from './legal/legal-document';
import { privacyPolicy as spanishPrivacyPolicy } from './legal/privacy-policy';
import { securityPage as spanishSecurity } from './legal/security';
import { termsOfUse as spanishTermsOfUse } from './legal/terms-of-use';

/** Each translated module, named by its path under `content/` (the Spanish one adds `es/`). */
const twins = [
  { module: 'articles/cash-flow-management', en: englishCashFlowManagement, es: spanishCashFlowManagement },
  { module: 'articles/dot-compliance', en: englishDotCompliance, es: spanishDotCompliance },
  { module: 'articles/equipment-financing', en: englishEquipmentFinancing, es: spanishEquipmentFinancing },
  { module: 'articles/factoring-vs-loans', en: englishFactoringVsLoans, es: spanishFactoringVsLoans },
  { module: 'articles/fuel-management', en: englishFuelManagement, es: spanishFuelManagement },
  {
    module: 'articles/load-board-strategies',
    en: englishLoadBoardStrategies,
    es: spanishLoadBoardStrategies,
  },
  { module: 'articles/market-outlook', en: englishMarketOutlook, es: spanishMarketOutlook },
  { module: 'articles/catalog', en: englishCatalog.articleCatalog, es: spanishCatalog.articleCatalog },
  { module: 'legal/accessibility', en: englishAccessibility, es: spanishAccessibility },
  { module: 'legal/privacy-policy', en: englishPrivacyPolicy, es: spanishPrivacyPolicy },
  { module: 'legal/security', en: englishSecurity, es: spanishSecurity },
  { module: 'legal/terms-of-use', en: englishTermsOfUse, es: spanishTermsOfUse },
];

/**
 * Fields that are not copy: links, anchors, keys, contact data, names and dates for machines. They
 * must be the same in both languages, or deep links and filters would break in one of them.
 */
const sameInBothLanguages = new Set([
  'kind',
  'id',
  'to',
  'path',
  'address',
  // The office's postal address: the brand name, street and city are the same in any language.
  'lines',
  'number',
  'iso',
  'category',
  'secondaryLink',
  'name',
  'ordered',
  'readMinutes',
  'publishedOn',
  'featured',
  'showTableOfContents',
]);

/**
 * Copy that may read the same in both languages as a whole string: proper nouns, codes or figures
 * standing alone. Empty today; add an entry only with a reason, since it switches off the check
 * that catches untranslated text.
 */
const identicalAllowed: ReadonlySet<string> = new Set<string>();

/**
 * English names kept in the Spanish text on purpose (docs/spanish-style.md): official program and
 * site names, and trade terms as Spanish-speaking truckers say them. Only those containing a word
 * of `englishOnlyWords` need to be listed, so the leftover-English check can skip them.
 */
const keptEnglishTerms = [
  'bill of lading',
  'bills of lading',
  'drop and hook',
  'truck order not used',
  'Drug and Alcohol Clearinghouse',
  'Licensing and Insurance',
  'for-hire',
];

/** Words that occur in English sentences and never in Spanish ones: a sign of copy left untranslated. */
const englishOnlyWords = new Set([
  'the',
  'and',
  'with',
  'your',
  'you',
  'our',
  'we',
  'will',
  'that',
  'this',
  'for',
  'from',
  'are',
  'is',
  'of',
  'to',
  'or',
  'on',
  'in',
  'it',
  'by',
  'at',
  'an',
  'if',
  'be',
  'been',
  'have',
  'not',
  'when',
  'what',
  'how',
  'they',
  'their',
  'which',
  'who',
  'was',
  'were',
  'would',
  'should',
  'can',
  'about',
]);

interface CopyPair {
  where: string;
  en: string;
  es: string;
}

interface Comparison {
  mismatches: string[];
  copy: CopyPair[];
}

/**
 * Walks the English and Spanish values side by side: same shape everywhere (keys, array lengths,
 * kinds of value), same non-copy fields, and every piece of copy paired with its English original.
 */
function compare(en: unknown, es: unknown, where: string, field: string, result: Comparison): void {
  if (typeof en === 'string') {
    if (typeof es !== 'string') {
      result.mismatches.push(`${where}: a string in English, ${typeof es} in Spanish`);
    } else if (sameInBothLanguages.has(field)) {
      if (en !== es) result.mismatches.push(`${where}: "${es}" should be "${en}" as in English`);
    } else if (es.trim() === '' && en.trim() !== '') {
      result.mismatches.push(`${where}: empty in Spanish`);
    } else {
      result.copy.push({ where, en, es });
    }
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) {
      result.mismatches.push(`${where}: a list in English, not in Spanish`);
    } else if (es.length !== en.length) {
      result.mismatches.push(`${where}: ${en.length} entries in English, ${es.length} in Spanish`);
    } else {
      en.forEach((item, index) => compare(item, es[index], `${where}[${index}]`, field, result));
    }
    return;
  }
  if (typeof en === 'object' && en !== null) {
    if (typeof es !== 'object' || es === null || Array.isArray(es)) {
      result.mismatches.push(`${where}: an object in English, not in Spanish`);
      return;
    }
    const englishKeys = Object.keys(en).sort();
    const spanishKeys = Object.keys(es).sort();
    if (englishKeys.join() !== spanishKeys.join()) {
      result.mismatches.push(
        `${where}: fields ${englishKeys.join()} in English, ${spanishKeys.join()} in Spanish`,
      );
      return;
    }
    for (const key of englishKeys) {
      compare(
        (en as Record<string, unknown>)[key],
        (es as Record<string, unknown>)[key],
        `${where}.${key}`,
        key,
        result,
      );
    }
    return;
  }
  if (en !== es) result.mismatches.push(`${where}: ${String(en)} in English, ${String(es)} in Spanish`);
}

function compareTwins(en: unknown, es: unknown): Comparison {
  const result: Comparison = { mismatches: [], copy: [] };
  compare(en, es, '', '', result);
  return result;
}

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The figures a text states, in order of size: amounts, percentages, counts, dates, codes. */
const figures = (text: string): string[] => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

function leftoverEnglish(text: string): string[] {
  let rest = text.toLowerCase();
  for (const term of keptEnglishTerms) rest = rest.split(term.toLowerCase()).join(' ');
  return rest.split(/[^\p{L}]+/u).filter((word) => englishOnlyWords.has(word));
}

/** The content modules of an English folder: every module but the type modules and the tests. */
function englishModules(folder: string, typeModule: string): string[] {
  return readdirSync(join(__dirname, '..', folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== typeModule)
    .map((file) => `${folder}/${file.replace(/\.ts$/, '')}`);
}

describe('Spanish twins of the long-form content', () => {
  it('exist for every English article, the catalog and every legal document', () => {
    const english = [
      ...englishModules('articles', 'article.ts'),
      ...englishModules('legal', 'legal-document.ts'),
    ].sort();
    expect(twins.map((twin) => twin.module).sort()).toEqual(english);
    for (const { module } of twins) {
      const [folder, name] = module.split('/');
      expect(readdirSync(join(__dirname, folder))).toContain(`${name}.ts`);
    }
  });
});

describe.each(twins)('Spanish $module', ({ en, es }) => {
  const { mismatches, copy } = compareTwins(en, es);

  it('has the English structure: the same sections, ids, blocks, list items, table rows and columns, and links', () => {
    expect(mismatches).toEqual([]);
    expect(copy.length).toBeGreaterThan(0);
  });

  it('translates every piece of copy: no Spanish string is the English one', () => {
    const untranslated = copy.filter(
      ({ en: english, es: spanish }) =>
        english === spanish && /\p{L}/u.test(english) && !identicalAllowed.has(english),
    );
    expect(untranslated).toEqual([]);
  });

  it('leaves no English sentence behind, apart from the trade and program names it keeps', () => {
    const leftovers = copy
      .map(({ where, es: spanish }) => ({ where, words: leftoverEnglish(spanish) }))
      .filter((entry) => entry.words.length > 0);
    expect(leftovers).toEqual([]);
  });

  it('states the same figures as the English in every string: amounts, rates, days, dates and codes', () => {
    const changed = copy
      .filter(({ en: english, es: spanish }) => figures(english).join(' ') !== figures(spanish).join(' '))
      .map(({ where, en: english, es: spanish }) => ({ where, en: figures(english), es: figures(spanish) }));
    expect(changed).toEqual([]);
  });

  it('names the company wherever the English does', () => {
    const missing = copy.filter(
      ({ en: english, es: spanish }) =>
        (english.includes(brand.name) && !spanish.includes(brand.name)) ||
        (english.includes(`"${brand.shortName}"`) && !spanish.includes(`"${brand.shortName}"`)),
    );
    expect(missing).toEqual([]);
  });

  it('runs 5 to 40% longer than the English, as a full Spanish translation does', () => {
    const english = copy.reduce((count, pair) => count + words(pair.en), 0);
    const spanish = copy.reduce((count, pair) => count + words(pair.es), 0);
    expect(spanish / english).toBeGreaterThanOrEqual(1.05);
    expect(spanish / english).toBeLessThanOrEqual(1.4);
  });

  it('has no placeholder text', () => {
    const text = copy.map((pair) => pair.es).join('\n');
    expect(text).not.toMatch(/lorem/i);
    expect(text).not.toMatch(/\bTODO\b|\bTBD\b|\bXXX\b/);
  });
});

describe('Spanish article bodies', () => {
  const bodies = twins.filter(
    (twin) => twin.module.startsWith('articles/') && twin.module !== 'articles/catalog',
  );

  it.each(bodies)('$module has a distinct heading for every section', ({ es }) => {
    const headings = (es as typeof spanishCashFlowManagement).sections.map((section) => section.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });
});

describe('Spanish article catalog', () => {
  it('lists the same six articles as the English Resources list, with their Spanish cards', () => {
    expect(spanishCatalog.listedArticles.map((article) => article.path)).toEqual(
      englishCatalog.listedArticles.map((article) => article.path),
    );
    for (const summary of englishCatalog.articleCatalog) {
      expect(spanishCatalog.articleSummary(summary.path).title).not.toBe(summary.title);
    }
  });

  it('labels every category in Spanish, each label different', () => {
    const labels = Object.values(spanishCatalog.articleCategoryLabels);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    expect(spanishCatalog.articleCategoryLabels.Finance).toBe('Finanzas');
    expect(spanishCatalog.articleCategoryLabels['Market Analysis']).toBe('Análisis de mercado');
  });
});

describe('Spanish legal documents', () => {
  const documents = [spanishPrivacyPolicy, spanishTermsOfUse, spanishSecurity, spanishAccessibility];

  it('date their last revision as the English ones do, written the Spanish way', () => {
    expect(spanishLastUpdated.iso).toBe(englishLastUpdated.iso);
    const spanishDate = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${spanishLastUpdated.iso}T00:00:00Z`),
    );
    expect(spanishLastUpdated.display).toBe(spanishDate);
    expect(spanishLastUpdated.display).toBe('4 de agosto de 2025');
    for (const document of documents) expect(document.lastUpdated).toBe(spanishLastUpdated);
  });

  it('say at the top of the terms and the privacy policy that the English version controls', () => {
    expect(englishVersionControls).toMatch(/prevalece la versión en inglés/);
    expect(spanishTermsOfUse.summary.endsWith(englishVersionControls)).toBe(true);
    expect(spanishPrivacyPolicy.summary.endsWith(englishVersionControls)).toBe(true);
  });
});
