/* eslint-disable @typescript-eslint/no-restricted-imports -- the test compares the copy modules of every layer with their twins, as the Spanish build swaps them */
import {
  calculateFactoring,
  estimateRate,
  factoringDefaults,
  feeInPlainWords,
  formatPercent,
  formatUsd,
  rateDefaults,
} from '@trucking-finance/contracts';
import * as englishArticleCopy from '@/components/article/article-copy';
import * as spanishArticleCopy from '@/components/article/article-copy.es';
import * as englishToolFormCopy from '@/components/tool-form/tool-form-copy';
import * as spanishToolFormCopy from '@/components/tool-form/tool-form-copy.es';
import { brand } from '@/content/brand';
import * as englishFeeInPlainWords from '@/content/fee-in-plain-words';
import * as englishQuoteEstimate from '@/content/quote-estimate';
import * as englishResources from '@/content/resources';
import * as englishVideoTutorials from '@/content/video-tutorials';
import * as englishApplicationCopy from '@/features/factoring-application/factoring-application-copy';
import * as spanishApplicationCopy from '@/features/factoring-application/factoring-application-copy.es';
import * as englishCalculatorCopy from '@/features/factoring-calculator/factoring-calculator-copy';
import * as englishRateQuoteCopy from '@/features/rate-quote-tool/rate-quote-copy';
import { describeSpanishTwins, leftoverEnglish } from '@/testing/spanish-twins';
import * as spanishFeeInPlainWords from './fee-in-plain-words';
import * as spanishQuoteEstimate from './quote-estimate';
import * as spanishResources from './resources';
import * as spanishVideoTutorials from './video-tutorials';

/*
 * The Resources page and its four tools: the page's content modules, the copy modules of the
 * tools and of the tool forms they share, the fee in plain words and the instant estimate, and
 * the article chrome. Copy modules outside content/ are named by their path under src/.
 *
 * describeSpanishTwins compares data. These modules also hold functions (a sentence with a number,
 * a field's message, a result row): each function is compared through what it answers for the
 * sample arguments below, so its Spanish sentences pass the same checks as the rest of the copy.
 * Links, images, icon names and keys are not copy: they are set aside and must be identical.
 */

/**
 * The Spanish build redirects every import of these modules to its twin. Modules that build their
 * copy from another copy module (the tools' field messages come from the tool-form copy) are
 * loaded the same way here, in a registry of their own.
 */
const spanishBuildTwins: Record<string, string> = {
  '@/components/article/article-copy': '@/components/article/article-copy.es',
  '@/components/tool-form/tool-form-copy': '@/components/tool-form/tool-form-copy.es',
  '@/content/fee-in-plain-words': '@/content/es/fee-in-plain-words',
  '@/content/quote-estimate': '@/content/es/quote-estimate',
  '@/content/resources': '@/content/es/resources',
  '@/content/video-tutorials': '@/content/es/video-tutorials',
  '@/features/factoring-application/factoring-application-copy':
    '@/features/factoring-application/factoring-application-copy.es',
  '@/features/factoring-calculator/factoring-calculator-copy':
    '@/features/factoring-calculator/factoring-calculator-copy.es',
  '@/features/rate-quote-tool/rate-quote-copy': '@/features/rate-quote-tool/rate-quote-copy.es',
};

function inSpanishBuild<T extends object>(path: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    for (const [english, spanish] of Object.entries(spanishBuildTwins)) {
      jest.doMock(english, () => jest.requireActual(spanish));
    }
    loaded = jest.requireActual<T>(spanishBuildTwins[path] ?? path);
  });
  if (loaded === undefined) throw new Error(`${path} did not load`);
  return loaded;
}

const spanishCalculatorCopy = inSpanishBuild<typeof englishCalculatorCopy>(
  '@/features/factoring-calculator/factoring-calculator-copy',
);
const spanishRateQuoteCopy = inSpanishBuild<typeof englishRateQuoteCopy>(
  '@/features/rate-quote-tool/rate-quote-copy',
);

type Calls = readonly (readonly unknown[])[];
/** Arguments for each function, by its field name; `{ en, es }` when an argument is itself copy. */
type Samples = Record<string, Calls | { en: Calls; es: Calls }>;
type Language = 'en' | 'es';

/**
 * Fields that are not copy, compared apart: external links, stand-in images, icon names, the
 * calculator's input keys and the category keys of the chips.
 */
const setAside = new Set(['href', 'thumbnail', 'icon', 'key', 'articleChipCategories']);

function sampled(value: unknown, samples: Samples, language: Language, field = ''): unknown {
  if (typeof value === 'function') {
    const calls = samples[field];
    if (!calls) throw new Error(`No sample arguments for the function ${field}`);
    const args = 'en' in calls ? calls[language] : calls;
    return args.map((call) => (value as (...params: unknown[]) => unknown)(...call));
  }
  if (Array.isArray(value)) return value.map((item) => sampled(item, samples, language, field));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !setAside.has(key))
        .map(([key, item]) => [key, sampled(item, samples, language, key)]),
    );
  }
  return value;
}

function setAsideValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(setAsideValues);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (setAside.has(key) ? [item] : setAsideValues(item)));
}

const pair = (module: string, en: unknown, es: unknown, samples: Samples = {}) => ({
  module,
  en: sampled(en, samples, 'en'),
  es: sampled(es, samples, 'es'),
  raw: { en, es },
});

const factoringResult = calculateFactoring(factoringDefaults);
const feeCases = [
  [feeInPlainWords(factoringDefaults)],
  [feeInPlainWords({ ...factoringDefaults, paymentTerms: 0 })],
  [feeInPlainWords({ ...factoringDefaults, advanceRate: 0 })],
  [feeInPlainWords({ ...factoringDefaults, paymentTerms: 1 })],
];

const twins = [
  pair('resources', englishResources, spanishResources, {
    byline: [['Rachel Morgan']],
    readTime: [[6], [1]],
    resultsSummary: {
      en: [
        [6, null],
        [2, 'Finance'],
        [1, 'Compliance'],
      ],
      es: [
        [6, null],
        [2, 'Finanzas'],
        [1, 'Cumplimiento'],
      ],
    },
  }),
  pair('video-tutorials', englishVideoTutorials, spanishVideoTutorials, {
    text: {
      en: [['Reading your funding and reserve report']],
      es: [['Cómo leer su reporte de fondos y reservas']],
    },
  }),
  pair('fee-in-plain-words', englishFeeInPlainWords, spanishFeeInPlainWords, {
    feeInPlainWordsText: feeCases,
  }),
  pair('quote-estimate', englishQuoteEstimate, spanishQuoteEstimate, {
    range: [[{ low: 1.6, high: 2.2 }], [{ low: 2, high: 2 }]],
  }),
  pair(
    'features/factoring-calculator/factoring-calculator-copy',
    englishCalculatorCopy,
    spanishCalculatorCopy,
    {
      formatLimit: [[0], [100], [5000]],
      value: [[factoringResult]],
      invoiceAmount: [[''], ['-1'], ['5000']],
      advanceRate: [['abc'], ['120']],
      factoringRate: [['11']],
      paymentTerms: [['-15']],
    },
  ),
  pair('features/rate-quote-tool/rate-quote-copy', englishRateQuoteCopy, spanishRateQuoteCopy, {
    value: [[estimateRate(rateDefaults)], [estimateRate({ ...rateDefaults, yearsInBusiness: 0 })]],
    monthlyVolume: [[''], ['-5000']],
    // Only refused answers: an accepted one is the stored English value, the same in both languages.
    creditRating: [['Great']],
    yearsInBusiness: [['60']],
    industry: [['Tanker']],
    advanceRate: [['50']],
  }),
  pair(
    'features/factoring-application/factoring-application-copy',
    englishApplicationCopy,
    spanishApplicationCopy,
    {
      legend: [[2]],
      remainingMessage: [[0], [1], [36]],
      documentTitle: [
        ['Red Rock Hauling', brand.name],
        ['', brand.name],
      ],
      preparedOn: { en: [['June 2, 2025']], es: [['2 de junio de 2025']] },
      consent: [[brand.name]],
      footer: [[brand.name, '(801) 555-0199']],
    },
  ),
  pair('components/tool-form/tool-form-copy', englishToolFormCopy, spanishToolFormCopy, {
    notANumber: { en: [['invoice amount']], es: [['el monto de la factura']] },
    outOfRange: { en: [['advance rate', '0%', '100%']], es: [['el anticipo', '0%', '100%']] },
    negative: { en: [['invoice amount']], es: [['el monto de la factura']] },
    belowMinimum: { en: [['invoice amount', '$10']], es: [['el monto de la factura', '$10']] },
    dollars: [[10000]],
    percent: [[95]],
    days: [[1], [30]],
    years: [[50]],
  }),
  pair('components/article/article-copy', englishArticleCopy, spanishArticleCopy, {
    byline: {
      en: [['Rachel Morgan', 'VP of Client Finance']],
      es: [['Rachel Morgan', 'Vicepresidenta de finanzas de clientes']],
    },
    readTime: [[6]],
  }),
];

describeSpanishTwins(twins.map(({ module, en, es }) => ({ module, en, es })));

describe('Spanish Resources page and tools, beyond the copy checks', () => {
  it.each(twins)('$module keeps its links, images and filter keys as in English', ({ raw }) => {
    expect(setAsideValues(raw.es)).toEqual(setAsideValues(raw.en));
  });

  it('writes amounts and rates as es-US does (the convention of docs/spanish-style.md)', () => {
    const usd = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });
    for (const amount of [0, 350, 4850, 10392.61, 1250000])
      expect(formatUsd(amount)).toBe(usd.format(amount));
    const percent = new Intl.NumberFormat('es-US', { style: 'percent', minimumFractionDigits: 2 });
    expect(formatPercent(27.04)).toBe(percent.format(0.2704));
    expect(spanishToolFormCopy.limitFormats.dollars(10000)).toBe('$10,000');
  });

  it('puts the fee in plain Spanish words, with the calculator’s figures', () => {
    expect(spanishFeeInPlainWords.feeInPlainWordsText(feeInPlainWords(factoringDefaults))).toBe(
      'Sobre una factura de $5,000.00, hoy le llegan $4,500.00 y $350.00 cuando el broker le pague, en 45 días. La comisión es de $150.00, lo que equivale al 27.04% al año sobre el dinero adelantado: esa cifra, y no la tarifa de factoring, es la que debe comparar con la APR (la tasa de porcentaje anual) de un préstamo.',
    );
  });

  it('says usted: no tú forms in any sentence', () => {
    const text = twins.map(({ es }) => JSON.stringify(es)).join('\n');
    expect(text).not.toMatch(
      /(?<!\p{L})(tú|tu|tus|te|ti|contigo|llámanos|escríbenos|pídenos|cuéntanos|solicita|revisa|elige)(?!\p{L})/iu,
    );
  });

  it('dates the printed application and the articles the Spanish way', () => {
    const date = new Date('2025-06-02T00:00:00Z');
    const long = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    expect(long(spanishApplicationCopy.applicationPrintCopy.dateLocale)).toBe('2 de junio de 2025');
    expect(long(spanishArticleCopy.articleCopy.dateLocale)).toBe('2 de junio de 2025');
    expect(spanishApplicationCopy.applicationPrintCopy.lang).toBe('es');
  });

  it('prints the application entirely in Spanish', () => {
    const fields = inSpanishBuild<typeof import('@/features/factoring-application/application-fields')>(
      '@/features/factoring-application/application-fields',
    );
    const { buildApplicationHtml } = inSpanishBuild<
      typeof import('@/features/factoring-application/print-document')
    >('@/features/factoring-application/print-document');
    const values = Object.fromEntries(
      fields.applicationFieldNames.map((name) => [name, '']),
    ) as typeof fields.emptyApplication;
    const html = buildApplicationHtml(
      {
        ...values,
        companyName: 'Red Rock Hauling',
        dateEstablished: '2019-03-04',
        businessType: 'Corporación',
      },
      {
        name: brand.name,
        phone: '(801) 555-0199',
        email: brand.supportEmail,
        address: '2150 South 1300 East, Suite 500, Salt Lake City, UT 84106',
      },
      new Date('2025-06-02T18:00:00Z'),
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');

    expect(doc.documentElement.lang).toBe('es');
    expect(doc.title).toBe(`Solicitud de factoring – Red Rock Hauling | ${brand.name}`);
    expect(doc.querySelector('h1')?.textContent).toBe('Solicitud de factoring de facturas');
    expect(doc.body.textContent).toContain('Preparada el 2 de junio de 2025');
    expect([...doc.querySelectorAll('td')].map((cell) => cell.textContent)).toContain('4 de marzo de 2019');
    expect([...doc.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      ...Object.values(spanishApplicationCopy.applicationSectionLegends),
      'Autorización y firma',
    ]);
    expect([...doc.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Referencia 1',
      'Referencia 2',
      'Referencia 3',
    ]);
    expect([...doc.querySelectorAll('th')].map((label) => label.textContent)).toContain(
      'Nombre legal de la empresa',
    );
    // Apart from the visitor's answers and the provider's name and address, no English is left.
    expect(leftoverEnglish(doc.body.textContent ?? '')).toEqual([]);
    expect(leftoverEnglish(doc.title)).toEqual([]);
  });
});
