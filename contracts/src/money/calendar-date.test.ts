import fc from 'fast-check';
import {
  addCalendarDays,
  calendarDateAt,
  calendarDaysBetween,
  isCalendarDate,
  monthOf,
} from './calendar-date';

describe('calendar dates', () => {
  it('knows a real YYYY-MM-DD day from anything else', () => {
    for (const date of ['2026-11-28', '2028-02-29', '1999-12-31']) expect(isCalendarDate(date)).toBe(true);
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-5',
      '2026-11-28T00:00:00Z',
      '',
      20261128,
      null,
    ]) {
      expect(isCalendarDate(value)).toBe(false);
    }
  });

  it('adds days across month ends, leap days and daylight-saving changes', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addCalendarDays('2026-11-20', 34)).toBe('2026-12-24');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarDays('2026-02-03', 1.5)).toThrow(RangeError);
  });

  it('counts the days between two dates, the inverse of adding them', () => {
    expect(calendarDaysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(calendarDaysBetween('2028-01-01', '2029-01-01')).toBe(366);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        (start, days) => {
          const from = addCalendarDays('1990-01-01', start);
          expect(calendarDaysBetween(from, addCalendarDays(from, days))).toBe(days);
        },
      ),
    );
  });

  it('names the month of a date', () => {
    expect(monthOf('2026-11-28')).toBe('2026-11');
  });

  it('finds the calendar day of an instant in the business time zone', () => {
    // 05:30 UTC on Dec 1 is still Nov 30 in Denver (UTC−7) and already Dec 1 in New York at 00:30.
    const instant = new Date('2026-12-01T05:30:00Z');
    expect(calendarDateAt(instant, 'America/Denver')).toBe('2026-11-30');
    expect(calendarDateAt(instant, 'America/New_York')).toBe('2026-12-01');
    expect(calendarDateAt(new Date('2026-03-08T09:30:00Z'), 'America/Denver')).toBe('2026-03-08');
  });
});
