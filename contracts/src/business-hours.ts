import { DEFAULT_BUSINESS_TIME_ZONE } from './constants';

/*
 * When a visitor who just sent a lead can expect the call (docs/product.md#lead-confirmation):
 * business hours are Monday to Friday, 7 AM to 3 PM in the business time zone, and we answer within
 * one business hour. Outside them the hour starts at the next opening; a US federal holiday (as
 * observed: a Saturday holiday on the Friday before, a Sunday one on the Monday after) is no
 * business day, so it moves to the next one.
 */

export const BUSINESS_OPENS_AT_HOUR = 7;
export const BUSINESS_CLOSES_AT_HOUR = 15;
/** "We'll contact you within 1 hour during business hours." */
export const CALLBACK_WITHIN_MINUTES = 60;

const MINUTE_MS = 60_000;

/** A calendar day in the business time zone. */
export interface BusinessDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

interface ZonedTime extends BusinessDay {
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedTimeOf(instant: Date, timeZone: string): ZonedTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The instant a wall-clock time of a day happens in the zone (its offset found, then re-checked across a DST change). */
function instantOf(day: BusinessDay, hour: number, timeZone: string): Date {
  const wallClock = Date.UTC(day.year, day.month - 1, day.day, hour);
  let instant = wallClock;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = zonedTimeOf(new Date(instant), timeZone);
    const seenWallClock = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    instant += wallClock - seenWallClock;
  }
  return new Date(instant);
}

const keyOf = ({ year, month, day }: BusinessDay) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const weekdayOf = ({ year, month, day }: BusinessDay) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

function addDays({ year, month, day }: BusinessDay, days: number): BusinessDay {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The nth (1-based) given weekday of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): BusinessDay {
  if (n > 0) {
    const first = weekdayOf({ year, month, day: 1 });
    return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekdayOf({ year, month, day: lastDay });
  return { year, month, day: lastDay - ((last - weekday + 7) % 7) };
}

/** A fixed-date holiday as observed: Saturday → the Friday before, Sunday → the Monday after. */
function observed(day: BusinessDay): BusinessDay {
  const weekday = weekdayOf(day);
  return weekday === 6 ? addDays(day, -1) : weekday === 0 ? addDays(day, 1) : day;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The days US federal holidays are observed in a year (5 U.S.C. 6103), as YYYY-MM-DD. */
export function federalHolidays(year: number): string[] {
  const days = [
    observed({ year, month: 1, day: 1 }), // New Year's Day
    nthWeekday(year, 1, MONDAY, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    nthWeekday(year, 5, MONDAY, -1), // Memorial Day
    observed({ year, month: 6, day: 19 }), // Juneteenth
    observed({ year, month: 7, day: 4 }), // Independence Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 10, MONDAY, 2), // Columbus Day
    observed({ year, month: 11, day: 11 }), // Veterans Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving Day
    observed({ year, month: 12, day: 25 }), // Christmas Day
  ];
  // A Saturday New Year's Day is observed on December 31 of the year before.
  const nextNewYear = observed({ year: year + 1, month: 1, day: 1 });
  if (nextNewYear.year === year) days.push(nextNewYear);
  return days.map(keyOf).sort();
}

/** Monday to Friday and no federal holiday. */
export function isBusinessDay(day: BusinessDay): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !federalHolidays(day.year).includes(keyOf(day));
}

export interface CallbackWindow {
  /** When the business hour of the promise starts: at once during business hours, else the next opening. */
  from: Date;
  /** The latest the call should come: one business hour after `from`. */
  by: Date;
  /** Whether the office is open as the lead arrives. */
  openNow: boolean;
  /** The business day `from` falls on, in the business time zone. */
  day: BusinessDay;
}

/** The next opening at or after a day (that day's, if it is a business day). */
function openingOnOrAfter(day: BusinessDay, timeZone: string): { day: BusinessDay; at: Date } {
  let next = day;
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return { day: next, at: instantOf(next, BUSINESS_OPENS_AT_HOUR, timeZone) };
}

/** When a lead sent at `submittedAt` can expect the call, by the business hours in `timeZone`. */
export function callbackWindow(
  submittedAt: Date,
  timeZone: string = DEFAULT_BUSINESS_TIME_ZONE,
): CallbackWindow {
  const local = zonedTimeOf(submittedAt, timeZone);
  const today: BusinessDay = { year: local.year, month: local.month, day: local.day };
  const openNow =
    isBusinessDay(today) && local.hour >= BUSINESS_OPENS_AT_HOUR && local.hour < BUSINESS_CLOSES_AT_HOUR;

  const start = openNow
    ? { day: today, at: submittedAt }
    : openingOnOrAfter(local.hour < BUSINESS_OPENS_AT_HOUR ? today : addDays(today, 1), timeZone);

  // The hour counts business time only: what is left after today's close runs on at the next opening.
  const closes = instantOf(start.day, BUSINESS_CLOSES_AT_HOUR, timeZone).getTime();
  const wanted = start.at.getTime() + CALLBACK_WITHIN_MINUTES * MINUTE_MS;
  let by = new Date(wanted);
  if (wanted > closes) {
    const next = openingOnOrAfter(addDays(start.day, 1), timeZone);
    by = new Date(next.at.getTime() + (wanted - closes));
  }
  return { from: start.at, by, openNow, day: start.day };
}
