import { isCalendarDate, type CalendarDate } from '@trucking-finance/contracts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;

/** The date shapes US paperwork writes: 03/14/2026, 3/14/26, 03-14-2026, 2026-03-14, Mar 14, 2026, 14 March 2026. */
const DATE_PATTERNS: { pattern: RegExp; read: (match: RegExpExecArray) => [number, number, number] }[] = [
  { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  {
    pattern: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/,
    read: (m) => [fullYear(m[3]), Number(m[1]), Number(m[2])],
  },
  {
    pattern: new RegExp(String.raw`\b${MONTH_NAME}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'i'),
    read: (m) => [Number(m[3]), monthNumber(m[1]), Number(m[2])],
  },
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})\s+${MONTH_NAME},?\s+(\d{4})\b`, 'i'),
    read: (m) => [Number(m[3]), monthNumber(m[2]), Number(m[1])],
  },
];

const fullYear = (year: string): number => (year.length === 2 ? 2000 + Number(year) : Number(year));
const monthNumber = (name: string): number => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** The first real date written in `text`, as YYYY-MM-DD, or null. */
export function findUsDate(text: string): CalendarDate | null {
  let best: { index: number; date: CalendarDate } | null = null;
  for (const { pattern, read } of DATE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match || (best && best.index <= match.index)) continue;
    const [year, month, day] = read(match);
    const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (isCalendarDate(date)) best = { index: match.index, date };
  }
  return best?.date ?? null;
}
