import { formatPublishedDate } from './format-published-date';

describe('formatPublishedDate', () => {
  it('prints the ISO date as a US long date, read in UTC', () => {
    expect(formatPublishedDate('2025-06-10')).toBe('June 10, 2025');
    // The first of a month is where a local-time conversion would slip to the previous day.
    expect(formatPublishedDate('2025-01-01')).toBe('January 1, 2025');
  });
});
