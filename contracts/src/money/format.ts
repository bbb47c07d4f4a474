/**
 * Cents as text and back, exactly: the digits come from integer arithmetic, never from dividing a
 * float by 100.
 */

/** Dollars with two decimals and no grouping, as a statement CSV holds them: 123450 → "1234.50", −1200 → "-12.00". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents.`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The languages money is shown in; both write US dollars the US way ($1,234.50, docs/spanish-style.md). */
export type MoneyLocale = 'en' | 'es';
const intlLocales: Record<MoneyLocale, string> = { en: 'en-US', es: 'es-US' };

const formats = new Map<MoneyLocale, Intl.NumberFormat>();

/** Dollars for people: "$1,234.50", "-$12.00", in English or US Spanish. */
export function formatCents(cents: number, locale: MoneyLocale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], { style: 'currency', currency: 'USD' });
    formats.set(locale, format);
  }
  // Intl formats a decimal string exactly (Intl.NumberFormat v3), so no float ever holds the amount.
  return format.format(centsToDecimal(cents) as `${number}`);
}

/**
 * Cents from dollars as a person or a document writes them: "1234.5", "$1,234.50", "1,234",
 * " $ 950.00 ". Null for anything else (more than two decimals, misplaced commas, letters).
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const cents = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minus ? -cents : cents);
}
