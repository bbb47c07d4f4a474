import { callbackWindow, federalHolidays, isBusinessDay } from './business-hours';

const DENVER = 'America/Denver';
const at = (iso: string) => new Date(iso);

describe('callbackWindow', () => {
  it('inside business hours: the call comes within the hour, today', () => {
    // Tuesday 2026-11-17, 10:15 AM MST (17:15 UTC)
    expect(callbackWindow(at('2026-11-17T17:15:00Z'), DENVER)).toEqual({
      from: at('2026-11-17T17:15:00Z'),
      by: at('2026-11-17T18:15:00Z'),
      openNow: true,
      day: { year: 2026, month: 11, day: 17 },
    });
  });

  it('at 7:00 AM sharp the office is open; at 3:00 PM sharp it has closed', () => {
    expect(callbackWindow(at('2026-11-17T14:00:00Z'), DENVER).openNow).toBe(true);
    const atClose = callbackWindow(at('2026-11-17T22:00:00Z'), DENVER);
    expect(atClose.openNow).toBe(false);
    expect(atClose.from).toEqual(at('2026-11-18T14:00:00Z'));
  });

  it('before opening: the hour starts at 7 AM the same morning', () => {
    // Wednesday 2026-11-18, 5:30 AM MST
    const window = callbackWindow(at('2026-11-18T12:30:00Z'), DENVER);
    expect(window).toMatchObject({ openNow: false, day: { year: 2026, month: 11, day: 18 } });
    expect(window.from).toEqual(at('2026-11-18T14:00:00Z'));
    expect(window.by).toEqual(at('2026-11-18T15:00:00Z'));
  });

  it('after closing: the next business morning, 7 to 8 AM', () => {
    // Wednesday 2026-11-18, 6:00 PM MST
    const window = callbackWindow(at('2026-11-19T01:00:00Z'), DENVER);
    expect(window).toMatchObject({ openNow: false, day: { year: 2026, month: 11, day: 19 } });
    expect(window.from).toEqual(at('2026-11-19T14:00:00Z'));
    expect(window.by).toEqual(at('2026-11-19T15:00:00Z'));
  });

  it('late on a business day: the rest of the hour runs on into the next business morning', () => {
    // Tuesday 2026-11-17, 2:30 PM MST: half an hour today, half an hour from 7 AM Wednesday
    const window = callbackWindow(at('2026-11-17T21:30:00Z'), DENVER);
    expect(window.openNow).toBe(true);
    expect(window.by).toEqual(at('2026-11-18T14:30:00Z'));
  });

  it('on a Friday afternoon: Monday morning', () => {
    // Friday 2026-11-20, 4:10 PM MST
    const window = callbackWindow(at('2026-11-20T23:10:00Z'), DENVER);
    expect(window).toMatchObject({ openNow: false, day: { year: 2026, month: 11, day: 23 } });
    expect(window.from).toEqual(at('2026-11-23T14:00:00Z'));
  });

  it('over a weekend: Monday morning', () => {
    // Saturday 2026-11-21, noon MST
    expect(callbackWindow(at('2026-11-21T19:00:00Z'), DENVER).day).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
  });

  it('on a federal holiday: the next business day', () => {
    // Thanksgiving, Thursday 2026-11-26, 10 AM MST: the office is closed; Friday 7 AM
    const window = callbackWindow(at('2026-11-26T17:00:00Z'), DENVER);
    expect(window).toMatchObject({ openNow: false, day: { year: 2026, month: 11, day: 27 } });
    expect(window.from).toEqual(at('2026-11-27T14:00:00Z'));
  });

  it('the evening before a federal holiday: the day after it', () => {
    // Friday 2026-07-03 is Independence Day observed (July 4 is a Saturday); Thursday 5 PM MDT → Monday
    const window = callbackWindow(at('2026-07-02T23:00:00Z'), DENVER);
    expect(window.day).toEqual({ year: 2026, month: 7, day: 6 });
    expect(window.from).toEqual(at('2026-07-06T13:00:00Z'));
  });

  it('across the change to daylight time: 7 AM is 7 AM local, an hour earlier in UTC', () => {
    // Friday 2026-03-06, 4 PM MST (UTC-7); clocks go forward Sunday 2026-03-08; Monday 7 AM MDT (UTC-6)
    const window = callbackWindow(at('2026-03-06T23:00:00Z'), DENVER);
    expect(window.day).toEqual({ year: 2026, month: 3, day: 9 });
    expect(window.from).toEqual(at('2026-03-09T13:00:00Z'));
    expect(window.by).toEqual(at('2026-03-09T14:00:00Z'));
  });

  it('across the change back to standard time', () => {
    // Friday 2026-10-30, 3:30 PM MDT; clocks go back Sunday 2026-11-01; Monday 7 AM MST (UTC-7)
    expect(callbackWindow(at('2026-10-30T21:30:00Z'), DENVER).from).toEqual(at('2026-11-02T14:00:00Z'));
  });

  it('reads the hours in the business time zone, not the server or browser one', () => {
    // 9 AM in New York is 7 AM in Denver (open); 7:30 AM in New York is 5:30 AM in Denver (closed)
    const nineEastern = at('2026-11-17T14:00:00Z');
    expect(callbackWindow(nineEastern, DENVER).openNow).toBe(true);
    expect(callbackWindow(at('2026-11-17T12:30:00Z'), 'America/New_York').openNow).toBe(true);
    expect(callbackWindow(at('2026-11-17T12:30:00Z'), DENVER).openNow).toBe(false);
  });
});

describe('federalHolidays', () => {
  it('lists the eleven observed days of 2026', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('observes a Saturday New Year on the Friday before, in the old year; a Sunday holiday on Monday', () => {
    expect(federalHolidays(2021)).toContain('2021-12-31');
    expect(federalHolidays(2022)).not.toContain('2022-01-01');
    expect(federalHolidays(2023)).toContain('2023-01-02');
  });
});

describe('isBusinessDay', () => {
  it('is Monday to Friday, holidays excepted', () => {
    expect(isBusinessDay({ year: 2026, month: 11, day: 25 })).toBe(true);
    expect(isBusinessDay({ year: 2026, month: 11, day: 26 })).toBe(false);
    expect(isBusinessDay({ year: 2026, month: 11, day: 28 })).toBe(false);
  });
});
