/**
 * The checks every Spanish twin passes (docs/spanish-style.md#what-the-test-checks): the English
 * structure, every piece of copy translated, no English sentence left, the same figures, the
 * company named, a translation's usual length, no placeholder. A parity test lists its twins and
 * calls `describeSpanishTwins`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '@/content/brand';

export interface SpanishTwin {
  /** The module's path under `content/` (or under `src/` for a `*-copy.ts` module), for the report. */
  module: string;
  en: unknown;
  es: unknown;
  /**
   * Bounds of the Spanish word count over the English one. Full sentences run 5 to 40% longer;
   * a module of short labels and buttons may widen this, with a reason beside it.
   */
  lengthRatio?: readonly [number, number];
}

/**
 * Fields that are not copy: links, anchors, keys, contact data, names and dates for machines. They
 * must be the same in both languages, or deep links and filters would break in one of them.
 */
export const sameInBothLanguages = new Set([
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
  // Icon names and image files.
  'icon',
  'src',
  'image',
  // Places ("Boise, Idaho") read the same in Spanish.
  'location',
]);

/**
 * Copy that may read the same in both languages as a whole string: proper nouns, codes or figures
 * standing alone. Empty today; add an entry only with a reason, since it switches off the check
 * that catches untranslated text.
 */
export const identicalAllowed: ReadonlySet<string> = new Set<string>();

/**
 * English names kept in the Spanish text on purpose (docs/spanish-style.md): official program and
 * site names, and trade terms as Spanish-speaking truckers say them. Only those containing a word
 * of `englishOnlyWords` need to be listed, so the leftover-English check can skip them.
 */
export const keptEnglishTerms = [
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

export function compareTwins(en: unknown, es: unknown): Comparison {
  const result: Comparison = { mismatches: [], copy: [] };
  compare(en, es, '', '', result);
  return result;
}

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The figures a text states, in order of size: amounts, percentages, counts, dates, codes. */
const figures = (text: string): string[] => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

export function leftoverEnglish(text: string): string[] {
  let rest = text.toLowerCase();
  for (const term of keptEnglishTerms) rest = rest.split(term.toLowerCase()).join(' ');
  return rest.split(/[^\p{L}]+/u).filter((word) => englishOnlyWords.has(word));
}

/** The content modules of an English folder: every module but the type modules and the tests. */
export function englishModules(folder: string, typeModule: string): string[] {
  return readdirSync(join(__dirname, '..', 'content', folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== typeModule)
    .map((file) => `${folder}/${file.replace(/\.ts$/, '')}`);
}

export function describeSpanishTwins(twins: readonly SpanishTwin[]): void {
  describe.each(twins)('Spanish $module', ({ en, es, lengthRatio = [1.05, 1.4] }) => {
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
        .map(({ where, en: english, es: spanish }) => ({
          where,
          en: figures(english),
          es: figures(spanish),
        }));
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
      expect(spanish / english).toBeGreaterThanOrEqual(lengthRatio[0]);
      expect(spanish / english).toBeLessThanOrEqual(lengthRatio[1]);
    });

    it('has no placeholder text', () => {
      const text = copy.map((pair) => pair.es).join('\n');
      expect(text).not.toMatch(/lorem/i);
      expect(text).not.toMatch(/\bTODO\b|\bTBD\b|\bXXX\b/);
    });
  });
}
