import { limitFormats, parseBoundedNumber } from './parse-bounded-number';

const invoice = { noun: 'invoice amount', formatLimit: limitFormats.dollars };
const advance = { noun: 'advance rate', formatLimit: limitFormats.percent };

describe('parseBoundedNumber', () => {
  it('reads numbers inside the bounds, whatever the step', () => {
    expect(parseBoundedNumber('5050', { min: 0, step: 100 }, invoice)).toEqual({ ok: true, value: 5050 });
    expect(parseBoundedNumber(' 90 ', { min: 0, max: 100 }, advance)).toEqual({ ok: true, value: 90 });
    expect(parseBoundedNumber('0', { min: 0, max: 100 }, advance)).toEqual({ ok: true, value: 0 });
  });

  it('asks for a number when the field is blank or not a number', () => {
    expect(parseBoundedNumber('', { min: 0 }, invoice)).toEqual({
      ok: false,
      error: 'Enter the invoice amount as a number.',
    });
    expect(parseBoundedNumber('   ', { min: 0 }, invoice).ok).toBe(false);
    expect(parseBoundedNumber('abc', { min: 0 }, invoice).ok).toBe(false);
  });

  it('names both limits when there is a maximum', () => {
    expect(parseBoundedNumber('120', { min: 0, max: 100 }, advance)).toEqual({
      ok: false,
      error: 'Advance rate must be between 0% and 100%.',
    });
    expect(parseBoundedNumber('-5', { min: 0, max: 100 }, advance).ok).toBe(false);
  });

  it('refuses negatives when only a minimum of 0 applies', () => {
    expect(parseBoundedNumber('-1', { min: 0 }, invoice)).toEqual({
      ok: false,
      error: "Invoice amount can't be negative.",
    });
    expect(parseBoundedNumber('5', { min: 10 }, invoice)).toEqual({
      ok: false,
      error: 'Invoice amount must be $10 or more.',
    });
  });
});
