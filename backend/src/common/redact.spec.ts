import { runInNewContext } from 'node:vm';
import { MAX_REDACTED_LENGTH, redact } from './redact';

/**
 * Runs `redact` on `input`, stopped by V8 if it takes longer than Jest's default test timeout: a
 * linear pass over a megabyte takes milliseconds, a quadratic one hours.
 */
const redactWithinTimeout = (input: string): string =>
  runInNewContext('redact(input, Infinity)', { redact, input }, { timeout: 5_000 }) as string;

describe('redact', () => {
  it('masks email addresses and phone numbers', () => {
    expect(redact('GET /api/quotes/email/Maria.Alvarez@ridgeline-freight.com')).toBe(
      'GET /api/quotes/email/[email]',
    );
    expect(redact('call (801) 555-0142 or +1 801.555.0142')).toBe('call [number] or [number]');
  });

  it('leaves ordinary text, ids and short numbers alone', () => {
    expect(redact('Quote 5b9dc68d not found after 3 tries (HTTP 404)')).toBe(
      'Quote 5b9dc68d not found after 3 tries (HTTP 404)',
    );
  });

  it.each([
    ['one long word without @', 'a'.repeat(1_000_000)],
    ['a long word, then an address', `${'a'.repeat(1_000_000)}@ridgeline-freight.com`],
    ['addresses chained by @', 'maria@'.repeat(200_000)],
    ['a long run of separators after a digit', `1${'-'.repeat(1_000_000)}`],
    ['digits in groups too short to be a number', '12345 x'.repeat(150_000)],
    ['opening brackets and pluses', '+('.repeat(500_000)],
  ])('takes one linear pass over a megabyte of %s', (_label, input) => {
    const redacted = redactWithinTimeout(input);
    expect(redacted).not.toMatch(/[^\s@/:;,'"()<>[\]]@[^\s@/:;,'"()<>[\]]/);
  });

  it('masks an address in a long path and returns at most MAX_REDACTED_LENGTH characters', () => {
    const redacted = redact(`/api/${'segment/'.repeat(2_000)}maria@ridgeline-freight.com`);
    expect(redacted.length).toBeLessThanOrEqual(MAX_REDACTED_LENGTH + 1);
    expect(redacted.endsWith('…')).toBe(true);
    expect(redact(`/api/leads/maria@ridgeline-freight.com/${'x'.repeat(5_000)}`)).toMatch(
      /^\/api\/leads\/\[email\]\/x+…$/,
    );
    expect(redact('/api/short', 5)).toBe('/api/…');
  });
});
