/**
 * Calendar days as `YYYY-MM-DD` strings. Money counts days on the calendar of BUSINESS_TIMEZONE
 * (a fee's days, an expected payment date, "this month"), never as 24-hour spans of an instant,
 * which a daylight-saving change would stretch or shorten. Arithmetic happens on the date alone.
 */

/** `YYYY-MM-DD`, a real day of the Gregorian calendar. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid date, or NaN. */
function dayNumberOf(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // Date.UTC rolls 2025-02-30 over into March; a real date comes back unchanged.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return NaN;
  return time / DAY_MS;
}

export const isCalendarDate = (value: unknown): value is CalendarDate =>
  typeof value === 'string' && !Number.isNaN(dayNumberOf(value));

function dayNumber(date: CalendarDate): number {
  const number = dayNumberOf(date);
  if (Number.isNaN(number)) throw new RangeError(`${JSON.stringify(date)} is not a YYYY-MM-DD date.`);
  return number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function dateOfDayNumber(days: number): CalendarDate {
  const date = new Date(days * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be a whole number, not ${days}.`);
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Calendar days from `from` to `to`: 1 from a Monday to the Tuesday, negative when `to` is earlier. */
export const calendarDaysBetween = (from: CalendarDate, to: CalendarDate): number =>
  dayNumber(to) - dayNumber(from);

/** `YYYY-MM` of a date. */
export const monthOf = (date: CalendarDate): string => {
  dayNumber(date);
  return date.slice(0, 7);
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in a time zone (BUSINESS_TIMEZONE for money). */
export function calendarDateAt(instant: Date, timeZone: string): CalendarDate {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${pad(Number(parts.year), 4)}-${pad(Number(parts.month), 2)}-${pad(Number(parts.day), 2)}`;
}
