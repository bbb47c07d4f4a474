import { describeSpanishTwins, type SpanishTwin } from '@/testing/spanish-twins';
import * as englishAbout from '@/content/about';
import * as englishAssetBasedLending from '@/content/asset-based-lending';
import * as englishHome from '@/content/home';
import * as englishHowFactoringWorks from '@/content/how-factoring-works';
import * as englishIndustries from '@/content/industries';
import * as englishWhyUs from '@/content/why-us';
import * as spanishAbout from './about';
import * as spanishAssetBasedLending from './asset-based-lending';
import * as spanishHome from './home';
import * as spanishHowFactoringWorks from './how-factoring-works';
import * as spanishIndustries from './industries';
import * as spanishWhyUs from './why-us';

/**
 * Fields of these modules that are not copy and that `sameInBothLanguages` (testing/spanish-twins)
 * does not list: icon names, image files and the testimonials' place names ("Boise, Idaho" is
 * written the same in Spanish). They are taken out before the copy checks, which would read them
 * as untranslated English, and must equal the English values exactly.
 */
const notCopy = new Set(['icon', 'src', 'image', 'location']);

interface Split {
  /** The value without its non-copy fields: what the copy checks compare. */
  copy: unknown;
  /** Each non-copy field by its path. */
  kept: Record<string, string>;
}

function splitNotCopy(value: unknown, where = '', kept: Record<string, string> = {}): Split {
  if (Array.isArray(value)) {
    return { copy: value.map((item, index) => splitNotCopy(item, `${where}[${index}]`, kept).copy), kept };
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (notCopy.has(key) && typeof field === 'string') kept[`${where}.${key}`] = field;
      else copy[key] = splitNotCopy(field, `${where}.${key}`, kept).copy;
    }
    return { copy, kept };
  }
  return { copy: value, kept };
}

/**
 * Each translated module, by its path under `content/`. The twin of components/components-copy is
 * checked beside it (components/components-copy-parity.test.ts): content may not import component code.
 */
const twins: SpanishTwin[] = [
  { module: 'home', en: englishHome, es: spanishHome },
  { module: 'how-factoring-works', en: englishHowFactoringWorks, es: spanishHowFactoringWorks },
  { module: 'industries', en: englishIndustries, es: spanishIndustries },
  { module: 'why-us', en: englishWhyUs, es: spanishWhyUs },
  { module: 'asset-based-lending', en: englishAssetBasedLending, es: spanishAssetBasedLending },
  { module: 'about', en: englishAbout, es: spanishAbout },
];

describe('Spanish marketing pages', () => {
  it.each(twins)('$module keeps the English icons, images and place names', ({ en, es }) => {
    const english = splitNotCopy(en).kept;
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(splitNotCopy(es).kept).toEqual(english);
  });
});

describeSpanishTwins(
  twins.map((twin) => ({ ...twin, en: splitNotCopy(twin.en).copy, es: splitNotCopy(twin.es).copy })),
);
