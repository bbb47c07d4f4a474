import { usStates } from '@trucking-finance/contracts';
import {
  applicationFieldNames,
  applicationFields,
  applicationSections,
  emptyApplication,
  remainingRequiredCount,
  requiredApplicationFields,
  type ApplicationValues,
} from './application-fields';

const complete: ApplicationValues = Object.fromEntries(
  applicationFieldNames.map((name) => [name, 'x']),
) as ApplicationValues;

describe('factoring application fields', () => {
  it('holds every field of docs/product.md#factoring-application exactly once, with three references of four fields', () => {
    expect(applicationFieldNames).toHaveLength(39 + 12);
    expect(applicationFields.map((field) => field.name).sort()).toEqual([...applicationFieldNames].sort());
    const references = applicationSections.find((section) => section.legend === 'Trade References');
    expect(references?.groups.map((group) => group.fields.map((field) => field.label))).toEqual([
      ['Name', 'Company', 'Phone', 'Email'],
      ['Name', 'Company', 'Phone', 'Email'],
      ['Name', 'Company', 'Phone', 'Email'],
    ]);
  });

  it('brings up the numeric keypad for MC, DOT, counts and money, and autofills the contact fields', () => {
    const byName = (name: string) => applicationFields.find((field) => field.name === name);
    for (const name of ['mcNumber', 'dotNumber', 'customerCount', 'accountNumber', 'routingNumber'])
      expect(byName(name)?.inputMode).toBe('numeric');
    for (const name of ['monthlyRevenue', 'averageInvoiceAmount'])
      expect(byName(name)?.inputMode).toBe('decimal');
    expect(byName('companyName')?.autoComplete).toBe('organization');
    expect(byName('ownerName')?.autoComplete).toBe('section-owner name');
    expect(byName('phone')).toMatchObject({ type: 'tel', autoComplete: 'work tel' });
    expect(byName('email')).toMatchObject({ type: 'email', autoComplete: 'work email' });
  });

  it('offers the 50 state codes and the four business types', () => {
    const state = applicationFields.find((field) => field.name === 'state');
    const businessType = applicationFields.find((field) => field.name === 'businessType');
    expect(state?.control === 'select' && state.options).toEqual(usStates);
    expect(usStates).toHaveLength(50);
    expect(businessType?.control === 'select' && businessType.options).toEqual([
      'Corporation',
      'LLC',
      'Partnership',
      'Sole Proprietorship',
    ]);
  });

  it('keeps autofill away from the tax id, account and routing numbers', () => {
    for (const name of ['federalTaxId', 'accountNumber', 'routingNumber']) {
      expect(applicationFields.find((field) => field.name === name)?.autoComplete).toBe('off');
    }
  });

  it('requires the 24 fields of docs/product.md#factoring-application plus the twelve reference fields', () => {
    expect(requiredApplicationFields).toHaveLength(36);
    // docs/product.md#factoring-application, as listed there.
    expect([...requiredApplicationFields].sort()).toEqual(
      [
        ...['companyName', 'dbaName', 'physicalAddress', 'city', 'state', 'zip', 'phone', 'email'],
        ...['mailingAddress', 'federalTaxId', 'businessType', 'mcNumber', 'dotNumber', 'dateEstablished'],
        ...['ownerName', 'ownerTitle', 'ownerPhone', 'ownerEmail', 'monthlyRevenue', 'averageInvoiceAmount'],
        ...['bankName', 'bankPhone', 'accountNumber', 'routingNumber'],
        ...[1, 2, 3].flatMap((n) =>
          ['Name', 'Company', 'Phone', 'Email'].map((part) => `reference${n}${part}`),
        ),
      ].sort(),
    );
    const requiredFlags = applicationFields.filter((field) => field.required).map((field) => field.name);
    expect(requiredFlags.sort()).toEqual([...requiredApplicationFields].sort());
    for (const optional of ['fax', 'website', 'additionalInfo', 'contactPerson', 'topCustomers'] as const) {
      expect(requiredApplicationFields).not.toContain(optional);
    }
  });

  describe('remainingRequiredCount (generating waits for 0)', () => {
    it('counts all 36 as remaining in an empty application', () => {
      expect(remainingRequiredCount(emptyApplication)).toBe(36);
    });

    it('reaches 0 once every required field is filled, optional fields left blank', () => {
      const values = { ...complete, fax: '', website: '', additionalInfo: '', contactPerson: '' };
      expect(remainingRequiredCount(values)).toBe(0);
    });

    it.each(requiredApplicationFields)('counts %s while it is blank or only spaces', (name) => {
      expect(remainingRequiredCount({ ...complete, [name]: '' })).toBe(1);
      expect(remainingRequiredCount({ ...complete, [name]: '  \t ' })).toBe(1);
      expect(remainingRequiredCount({ ...complete, [name]: ' ' })).toBe(1);
    });
  });
});
