import { redact } from './redact';

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
});
