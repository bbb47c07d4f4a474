import { referenceIdOf, REFERENCE_ID_LENGTH } from './constants';
import { isValidEmail, isValidPhone, isValidTruckCount, maxLengthOf } from './validation';

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
});
