import { paths } from '@/config/paths';
import * as englishBrand from '@/content/brand';
import * as englishExternalLogin from '@/content/external-login';
import * as englishNavigation from '@/content/navigation';
import * as englishNotFound from '@/content/not-found';
import * as englishPageMeta from '@/content/page-meta';
import { describeSpanishTwins } from '@/testing/spanish-twins';
import * as spanishBrand from './brand';
import * as spanishExternalLogin from './external-login';
import * as spanishNavigation from './navigation';
import * as spanishNotFound from './not-found';
import * as spanishPageMeta from './page-meta';

/** The page-meta data the checks can walk: its functions are tested on their own below. */
const pageMetaData = (module: typeof englishPageMeta | typeof spanishPageMeta) => ({
  routeMeta: module.routeMeta,
  notFoundMeta: module.notFoundMeta,
});

const productNames = ['quickbooks', 'sage', 'xero'] as const;
const sampleLink = 'https://www.example.com/client-login';

/**
 * The external login copy with its snippets and field messages called, and without the product
 * names of the system list (QuickBooks, Sage, Xero read the same in any language; checked below).
 */
const externalLoginCopy = (module: typeof englishExternalLogin | typeof spanishExternalLogin) => {
  const { systemTypeLabels, ...form } = module.externalLoginCopy.form;
  return {
    ...module.externalLoginCopy,
    form: {
      ...form,
      systemTypeLabels: {
        'trucking-software': systemTypeLabels['trucking-software'],
        custom: systemTypeLabels.custom,
      },
    },
    share: {
      ...module.externalLoginCopy.share,
      linkExample: module.externalLoginCopy.share.linkExample(sampleLink),
      buttonExample: module.externalLoginCopy.share.buttonExample(sampleLink),
    },
    fieldMessages: [
      module.externalLoginFieldMessage('externalUrl', 'required'),
      module.externalLoginFieldMessage('externalUrl', 'invalid_url'),
      module.externalLoginFieldMessage('systemType', 'required'),
      module.externalLoginFieldMessage('username', 'required'),
    ],
  };
};

describeSpanishTwins([
  { module: 'page-meta', en: pageMetaData(englishPageMeta), es: pageMetaData(spanishPageMeta) },
  // Menu and footer labels of one to four words: Spanish runs shorter or much longer by the word.
  { module: 'navigation', en: englishNavigation, es: spanishNavigation, lengthRatio: [0.8, 1.8] },
  {
    module: 'brand',
    en: { tagline: englishBrand.brand.tagline, designerCredit: englishBrand.brand.designerCredit },
    es: { tagline: spanishBrand.brand.tagline, designerCredit: spanishBrand.brand.designerCredit },
  },
  {
    module: 'external-login',
    en: externalLoginCopy(englishExternalLogin),
    es: externalLoginCopy(spanishExternalLogin),
  },
  // A title, a button and one short question: too few words for a sentence ratio.
  { module: 'not-found', en: englishNotFound, es: spanishNotFound, lengthRatio: [0.8, 1.8] },
]);

describe('Spanish page-meta', () => {
  const english = englishPageMeta.routeMeta;
  const spanish = spanishPageMeta.routeMeta;

  it('describes the same routes in the same order, indexed the same way', () => {
    expect(spanish.map(({ path, indexable }) => ({ path, indexable }))).toEqual(
      english.map(({ path, indexable }) => ({ path, indexable })),
    );
    expect(spanishPageMeta.notFoundMeta.indexable).toBe(englishPageMeta.notFoundMeta.indexable);
  });

  it('gives every route its own Spanish title and description, neither the English one', () => {
    const same = spanish.flatMap((meta, index) => [
      ...(meta.title === english[index]?.title ? [`${meta.path} title`] : []),
      ...(meta.description === english[index]?.description ? [`${meta.path} description`] : []),
    ]);
    expect(same).toEqual([]);
    expect(spanishPageMeta.notFoundMeta.title).not.toBe(englishPageMeta.notFoundMeta.title);
    expect(spanishPageMeta.notFoundMeta.description).not.toBe(englishPageMeta.notFoundMeta.description);
  });

  it('names the brand in every title, as the English does, and keeps titles unique', () => {
    for (const meta of [...spanish, spanishPageMeta.notFoundMeta]) {
      expect(meta.title).toContain('Summit Freight Capital');
      expect(meta.description.length).toBeGreaterThan(10);
    }
    const pageTitles = spanish.filter((meta) => meta.path !== paths.home).map((meta) => meta.title);
    for (const title of pageTitles) expect(title).toMatch(/^[^|]+ \| Summit Freight Capital$/);
    expect(new Set(spanish.map((meta) => meta.title)).size).toBe(spanish.length);
  });

  it('is found by the unprefixed path, as the English is', () => {
    expect(spanishPageMeta.findRouteMeta('/about')?.title).toBe('Quiénes somos | Summit Freight Capital');
    for (const meta of english) expect(spanishPageMeta.findRouteMeta(meta.path)?.path).toBe(meta.path);
    expect(spanishPageMeta.findRouteMeta('/es/about')).toBeUndefined();
    expect(spanishPageMeta.findRouteMeta('/no-such-page')).toBeUndefined();
  });
});

describe('Spanish brand', () => {
  it('keeps every contact detail, address and year of the English brand', () => {
    const { tagline: _englishTagline, designerCredit: _englishCredit, ...englishData } = englishBrand.brand;
    const { tagline: _spanishTagline, designerCredit: _spanishCredit, ...spanishData } = spanishBrand.brand;
    expect(spanishData).toEqual(englishData);
  });
});

describe('Spanish external login', () => {
  it('lists the same systems, with the product names as their makers write them', () => {
    const english = englishExternalLogin.externalLoginCopy.form.systemTypeLabels;
    const spanish = spanishExternalLogin.externalLoginCopy.form.systemTypeLabels;
    expect(Object.keys(spanish)).toEqual(Object.keys(english));
    for (const key of productNames) expect(spanish[key]).toBe(english[key]);
  });

  it('puts the link it is given in both snippets', () => {
    const { share } = spanishExternalLogin.externalLoginCopy;
    expect(share.linkExample(sampleLink)).toContain(`href="${sampleLink}"`);
    expect(share.buttonExample(sampleLink)).toContain(`window.open('${sampleLink}'`);
  });
});
