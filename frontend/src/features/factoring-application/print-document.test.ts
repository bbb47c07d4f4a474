import { applicationFieldNames, emptyApplication, type ApplicationValues } from './application-fields';
import { buildApplicationHtml } from './print-document';

const provider = {
  name: 'Summit Freight Capital',
  phone: '(801) 555-0199',
  email: 'support@summitfreightcapital.com',
  address: '2150 South 1300 East, Suite 500, Salt Lake City, UT 84106',
};
const preparedOn = new Date('2025-06-02T18:00:00Z');

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('buildApplicationHtml', () => {
  it('is a complete document titled with the company and the provider', () => {
    const html = buildApplicationHtml(
      { ...emptyApplication, companyName: 'Red Rock Hauling' },
      provider,
      preparedOn,
    );
    const doc = parse(html);

    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(doc.title).toBe('Factoring Application – Red Rock Hauling | Summit Freight Capital');
    expect(doc.querySelector('h1')?.textContent).toBe('Invoice Factoring Application');
    expect(doc.querySelector('.provider')?.textContent).toBe('Summit Freight Capital');
    expect(doc.body.textContent).toContain('Prepared on June 2, 2025');
    expect(doc.querySelector('style')?.textContent).toContain('@page');
  });

  it('prints every section, every value, and the signature lines', () => {
    const values = Object.fromEntries(
      applicationFieldNames.map((name) => [name, `value of ${name}`]),
    ) as ApplicationValues;
    const doc = parse(
      buildApplicationHtml({ ...values, dateEstablished: '2019-03-04' }, provider, preparedOn),
    );

    expect([...doc.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Company Information',
      'Owner Information',
      'Contact Person',
      'Financial Information',
      'Customer Information',
      'Factoring History',
      'Trade References',
      'Additional Information',
      'Authorization and Signature',
    ]);
    const cells = [...doc.querySelectorAll('td')].map((cell) => cell.textContent);
    for (const name of applicationFieldNames) {
      if (name !== 'dateEstablished') expect(cells).toContain(`value of ${name}`);
    }
    expect(cells).toContain('March 4, 2019');
    expect([...doc.querySelectorAll('.line')].map((line) => line.textContent)).toEqual([
      'Owner Signature',
      'Date',
      'Printed Name',
      'Title',
    ]);
  });

  it('escapes what the visitor typed, so it can never become markup', () => {
    const html = buildApplicationHtml(
      {
        ...emptyApplication,
        companyName: '<script>alert("x")</script>',
        topCustomers: '<img src=x onerror=alert(1)>',
      },
      provider,
      preparedOn,
    );

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(parse(html).querySelectorAll('script, img')).toHaveLength(0);
  });
});
