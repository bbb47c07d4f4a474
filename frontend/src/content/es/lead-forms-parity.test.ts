import type { CarrierLookupResponse } from '@trucking-finance/contracts';
import { describeSpanishTwins } from '@/testing/spanish-twins';
import type { Translation } from '@/config/translation';
/* eslint-disable @typescript-eslint/no-restricted-imports -- a test, not content: it reads the components' copy modules to compare them */
import * as englishFormCopy from '@/components/form/form-copy';
import * as spanishFormCopy from '@/components/form/form-copy.es';
import * as englishToastCopy from '@/components/toast/toast-copy';
import * as spanishToastCopy from '@/components/toast/toast-copy.es';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import * as englishApplicationStatus from '@/content/application-status';
import * as englishFuelCardApplication from '@/content/fuel-card-application';
import * as englishGetQuote from '@/content/get-quote';
import * as englishLeadOutbox from '@/content/lead-outbox';
import * as englishQuoteEstimate from '@/content/quote-estimate';
import * as englishCarrierLookupCopy from '@/lib/carrier-lookup-copy';
import * as spanishCarrierLookupCopy from '@/lib/carrier-lookup-copy.es';
import * as englishLeadFieldCopy from '@/lib/lead-field-copy';
import * as spanishLeadFieldCopy from '@/lib/lead-field-copy.es';
import * as englishLeadOptionCopy from '@/lib/lead-option-copy';
import * as spanishLeadOptionCopy from '@/lib/lead-option-copy.es';
import * as spanishApplicationStatus from './application-status';
import * as spanishFuelCardApplication from './fuel-card-application';
import * as spanishGetQuote from './get-quote';
import * as spanishLeadOutbox from './lead-outbox';
import * as spanishQuoteEstimate from './quote-estimate';

/** Arguments to call a module's functions with, by the function's name: its sentences are then checked as copy. */
type Samples<M> = (module: M) => Record<string, readonly (readonly unknown[])[]>;

/**
 * The module with each function replaced by what it says for the sample arguments, so the
 * parity checks compare sentences (a function itself is never equal to its twin).
 */
function spoken<M>(module: M, samples: Samples<M>): unknown {
  const args = samples(module);
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'function') {
      const calls = args[key];
      if (!calls) throw new Error(`No sample arguments for ${key}`);
      return calls.map((call) => (value as (...a: readonly unknown[]) => unknown)(...call));
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, walk(item, field)]));
    }
    return value;
  };
  return walk(module, '');
}

/**
 * Icon names are not copy: the Translation type keeps them, but the shared checks (which do not
 * list `icon` among the fields the same in both languages) would read them as untranslated words.
 * They are compared apart, below, and left out here.
 */
function withoutIcons(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIcons);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([field]) => field !== 'icon')
      .map(([field, item]) => [field, withoutIcons(item)]),
  );
}

/**
 * A twin pair with the same samples on both sides. The Spanish module has the English one's shape
 * with its strings widened (its type check is its `Twin` export); the samples read either alike.
 */
function pair<M>(
  module: string,
  en: M,
  es: Translation<M>,
  samples: Samples<M> = () => ({}),
  lengthRatio?: [number, number],
) {
  return {
    module,
    en: withoutIcons(spoken(en, samples)),
    es: withoutIcons(spoken(es as M, samples)),
    ...(lengthRatio && { lengthRatio }),
  };
}

const carrier = (city: string | null, state: string | null): CarrierLookupResponse => ({
  success: true,
  legalName: 'ROCKY RIDGE FREIGHT LLC',
  dbaName: null,
  mcNumber: '123456',
  city,
  state,
  powerUnits: 6,
  allowedToOperate: true,
});

/** A day and times as the confirmation prints them in the module's locale (lead-confirmation.tsx). */
const confirmationSamples: Samples<typeof englishFormCopy> = ({ leadConfirmationCopy: { locale } }) => {
  const timeZone = 'America/Denver';
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const monday = new Date('2025-12-01T15:00:00Z');
  const [eight, ten, oneThirty] = ['T15:00:00Z', 'T17:42:00Z', 'T20:30:00Z'].map((at) =>
    time.format(new Date(`2025-12-01${at}`)),
  );
  return {
    optionalLabel: [['MC']],
    onDay: [[day.format(monday)]],
    callBy: [
      [ten, 'hoy'],
      [oneThirty, 'hoy'],
    ],
    callNextMorning: [[day.format(monday), eight, ten]],
  };
};

const twins = [
  pair('get-quote', englishGetQuote, spanishGetQuote),
  pair('fuel-card-application', englishFuelCardApplication, spanishFuelCardApplication),
  pair('lead-outbox', englishLeadOutbox, spanishLeadOutbox),
  pair('application-status', englishApplicationStatus, spanishApplicationStatus, () => ({
    submittedOn: [['2025-03-04T15:00:00.000Z']],
  })),
  pair('quote-estimate', englishQuoteEstimate, spanishQuoteEstimate, () => ({
    range: [[{ low: 1.6, high: 2.2 }], [{ low: 1.5, high: 1.5 }]],
  })),
  // Labels of a word or three and the sentences under them: Spanish labels run shorter or longer
  // than the English by a word ("Número MC", "Servicios que le interesan").
  pair(
    'lib/lead-field-copy',
    englishLeadFieldCopy,
    spanishLeadFieldCopy,
    () => ({ tooLongMessage: [[200], [5000]], fuelCardInterestStatement: [['fleet']] }),
    [0.8, 1.8],
  ),
  // Option labels: "$25,000 - $50,000" becomes "De $25,000 a $50,000".
  pair('lib/lead-option-copy', englishLeadOptionCopy, spanishLeadOptionCopy, undefined, [0.8, 1.8]),
  pair('lib/carrier-lookup-copy', englishCarrierLookupCopy, spanishCarrierLookupCopy, () => ({
    found: [[carrier('Ogden', 'UT')], [carrier(null, null)]],
    notFound: [['1234567']],
  })),
  // Button-sized words and short sentences with times.
  pair('components/form/form-copy', englishFormCopy, spanishFormCopy, confirmationSamples, [0.8, 1.8]),
  // Two labels of two words.
  pair(
    'components/toast/toast-copy',
    englishToastCopy,
    spanishToastCopy,
    () => ({ area: [['F8']] }),
    [0.8, 1.8],
  ),
];

describeSpanishTwins(twins);

describe('Spanish lead forms', () => {
  it('give the confirmation times as US Spanish writes them: a. m. and p. m., "a la 1"', () => {
    const { callBy } = spanishFormCopy.leadConfirmationCopy;
    expect(callBy('10:42 a.m. MST', 'hoy')).toBe(
      'Le llamaremos hoy a más tardar a las 10:42 a.\u00a0m. MST.',
    );
    expect(callBy('1:30\u202fp.m. MST', 'hoy')).toBe(
      'Le llamaremos hoy a más tardar a la 1:30\u202fp.\u00a0m. MST.',
    );
    expect(spanishFormCopy.leadConfirmationCopy.onDay('lunes, 1 de diciembre')).toBe(
      'el lunes 1 de diciembre',
    );
  });

  it('date the status lookup answer in the Spanish long form', () => {
    expect(spanishApplicationStatus.applicationStatusCopy.submittedOn('2025-03-04T15:00:00.000Z')).toBe(
      `Enviada el ${new Intl.DateTimeFormat('es-US', { dateStyle: 'long' }).format(new Date('2025-03-04T15:00:00.000Z'))}`,
    );
  });

  it('start a fuel card program comment in Spanish, naming the program', () => {
    expect(spanishLeadFieldCopy.fuelCardInterestStatement('fleet')).toBe(
      'Me interesa el programa de tarjeta de combustible para flotillas.',
    );
  });

  it('show the same icons as the English', () => {
    const icons = (cards: readonly { icon: string }[]) => cards.map((card) => card.icon);
    expect(icons(spanishGetQuote.getQuoteSidebar.cards)).toEqual(
      icons(englishGetQuote.getQuoteSidebar.cards),
    );
  });

  it('include each form its own Spanish outbox words', () => {
    expect(spanishGetQuote.quoteFormCopy.outbox).toBe(spanishLeadOutbox.quoteOutboxCopy);
    expect(spanishFuelCardApplication.fuelCardFormCopy.outbox).toBe(spanishLeadOutbox.fuelCardOutboxCopy);
  });
});
