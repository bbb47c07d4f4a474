import { referenceIdOf, REFERENCE_ID_LENGTH } from './constants';
import {
  externalUrlProblem,
  hasForbiddenCharacters,
  isValidEmail,
  isValidExternalUrl,
  isValidPhone,
  isValidTruckCount,
  maxLengthOf,
} from './validation';

describe('shared field rules', () => {
  it('accept ordinary email addresses and refuse incomplete ones', () => {
    expect(isValidEmail('dispatch@ridgeline-freight.com')).toBe(true);
    expect(isValidEmail('Ops.Team+quotes@Example.CO')).toBe(true);
    expect(isValidEmail('dispatch@localhost')).toBe(false);
    expect(isValidEmail('dispatch.example.com')).toBe(false);
    expect(isValidEmail('a b@example.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(195)}@x.com`)).toBe(false);
  });

  it('accept phone numbers with 7 to 15 digits and the usual separators', () => {
    expect(isValidPhone('(801) 555-0142')).toBe(true);
    expect(isValidPhone('+1 801.555.0142')).toBe(true);
    expect(isValidPhone('555-01')).toBe(false);
    expect(isValidPhone('call me maybe')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
  });

  it('accept a whole number of trucks from 1, as a number or digits', () => {
    expect(isValidTruckCount(1)).toBe(true);
    expect(isValidTruckCount('12')).toBe(true);
    expect(isValidTruckCount(0)).toBe(false);
    expect(isValidTruckCount('2.5')).toBe(false);
    expect(isValidTruckCount(-3)).toBe(false);
    expect(isValidTruckCount('ten')).toBe(false);
    expect(isValidTruckCount('')).toBe(false);
    expect(isValidTruckCount(null)).toBe(false);
    expect(isValidTruckCount('000012')).toBe(true);
    // Stored as text on a fuel card application: no run of zeros longer than the column.
    expect(isValidTruckCount(`${'0'.repeat(30)}1`)).toBe(false);
    expect(isValidTruckCount(1e20)).toBe(false);
  });

  it('accept an external system on https, or on http only on this machine', () => {
    expect(isValidExternalUrl('https://portal.example.com/login')).toBe(true);
    expect(isValidExternalUrl('https://tms.example.com:8443/api/login?next=%2F')).toBe(true);
    expect(isValidExternalUrl('http://localhost:4010/login')).toBe(true);
    expect(isValidExternalUrl('http://127.0.0.1:4010/login')).toBe(true);
    expect(isValidExternalUrl('http://[::1]:4010/login')).toBe(true);
    expect(isValidExternalUrl('http://portal.example.com/login')).toBe(false);
    expect(isValidExternalUrl('http://localhost.example.com/login')).toBe(false);
    expect(isValidExternalUrl('portal.example.com')).toBe(false);
    expect(isValidExternalUrl('ftp://localhost/login')).toBe(false);
    expect(isValidExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isValidExternalUrl('https://')).toBe(false);
    expect(isValidExternalUrl('')).toBe(false);
  });

  it('allow 5,000 characters in free text and 200 elsewhere', () => {
    expect(maxLengthOf('comments')).toBe(5000);
    expect(maxLengthOf('bio')).toBe(5000);
    expect(maxLengthOf('companyName')).toBe(200);
  });

  it('show the first 8 characters of an id as the reference', () => {
    expect(REFERENCE_ID_LENGTH).toBe(8);
    expect(referenceIdOf('5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70')).toBe('5b9dc68d');
  });

  it('refuse control characters and broken UTF-16 in text, but let free text hold line breaks', () => {
    expect(hasForbiddenCharacters('Ridgeline Freight LLC')).toBe(false);
    expect(hasForbiddenCharacters('Añejo Transportes 🚚')).toBe(false);
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f', 'x\ud800', '\udc00x']) {
      expect(hasForbiddenCharacters(bad)).toBe(true);
      expect(hasForbiddenCharacters(bad, { multiline: true })).toBe(true);
    }
    expect(hasForbiddenCharacters('line one\r\nline two\tend')).toBe(true);
    expect(hasForbiddenCharacters('line one\r\nline two\tend', { multiline: true })).toBe(false);
  });

  it('accept an external login URL exactly when the relay can open it', () => {
    expect(externalUrlProblem('https://portal.example.com/api/login?next=1')).toBeNull();
    expect(externalUrlProblem('http://127.0.0.1:8080/login')).toBeNull();
    expect(externalUrlProblem('http://localhost/login')).toBeNull();
    expect(externalUrlProblem('http://[::1]:3000/login')).toBeNull();
    // Each of these passed the old DTO check (validator's isURL) but `new URL()` throws on it.
    for (const unparsable of ['https://xn--a/', 'https://xn--a.com/login']) {
      expect(externalUrlProblem(unparsable)).toBe('invalid');
    }
    for (const invalid of [
      'portal.example.com',
      'ftp://127.0.0.1/login',
      'not a url',
      'javascript:alert(1)',
      '',
    ]) {
      expect(externalUrlProblem(invalid)).toBe('invalid');
    }
    expect(externalUrlProblem('https://portal.example.com/\u0000')).toBe('invalid');
    expect(externalUrlProblem(`https://portal.example.com/${'a'.repeat(2_000)}`)).toBe('invalid');
    expect(externalUrlProblem('http://portal.example.com/login')).toBe('not_https');
    expect(externalUrlProblem('https://maria:secret@portal.example.com/')).toBe('has_credentials');
    expect(isValidExternalUrl('https://portal.example.com/')).toBe(true);
    expect(isValidExternalUrl('http://portal.example.com/')).toBe(false);
  });
});
