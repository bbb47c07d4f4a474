import { applicationSections, type ApplicationField, type ApplicationValues } from './application-fields';
import { applicationPrintCopy as copy } from './factoring-application-copy';

/** Who the printed application is addressed to. */
export interface ApplicationProvider {
  name: string;
  phone: string;
  email: string;
  address: string;
}

const longDate = new Intl.DateTimeFormat(copy.dateLocale, { dateStyle: 'long', timeZone: 'UTC' });

/** Dates typed as 2019-03-04 print as a long date ("March 4, 2019"); anything else prints as typed. */
function printedValue(field: ApplicationField, value: string): string {
  const trimmed = value.trim();
  if (field.control === 'input' && field.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const date = new Date(`${trimmed}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) return longDate.format(date);
  }
  return trimmed;
}

const printStyles = `
  @page { size: letter; margin: 0.6in; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 10.5pt/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #111; }
  header { border-bottom: 2px solid #0b2545; padding-bottom: 10pt; margin-bottom: 14pt; }
  .provider { margin: 0; font-size: 16pt; font-weight: 700; color: #0b2545; }
  h1 { margin: 2pt 0 6pt; font-size: 14pt; }
  .meta { margin: 0; color: #444; }
  section { margin-bottom: 14pt; break-inside: avoid; }
  h2 { margin: 0 0 6pt; padding: 3pt 6pt; font-size: 11.5pt; color: #fff; background: #0b2545;
       -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  h3 { margin: 8pt 0 4pt; font-size: 10.5pt; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 4pt 6pt; border-bottom: 1px solid #999; text-align: left; vertical-align: top; }
  th { width: 36%; font-weight: 600; }
  td { white-space: pre-wrap; overflow-wrap: anywhere; min-height: 16pt; }
  .consent { margin: 0 0 18pt; }
  .signatures { display: grid; grid-template-columns: 2fr 1fr; gap: 30pt 24pt; }
  .line { padding-top: 4pt; border-top: 1px solid #111; font-size: 9.5pt; }
  footer { margin-top: 18pt; font-size: 9pt; color: #444; }
  @media screen { body { max-width: 8.5in; margin: 24px auto; padding: 0 16px; } }
`;

/**
 * The complete printable application as an HTML document. Built with DOM APIs, so every value
 * the visitor typed lands as text, never as markup.
 */
export function buildApplicationHtml(
  values: ApplicationValues,
  provider: ApplicationProvider,
  preparedOn: Date,
): string {
  const company = values.companyName.trim();
  const doc = document.implementation.createHTMLDocument(copy.documentTitle(company, provider.name));
  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    textContent?: string,
    className?: string,
  ): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (textContent !== undefined) node.textContent = textContent;
    if (className) node.className = className;
    return node;
  };

  doc.documentElement.lang = copy.lang;
  const charset = element('meta');
  charset.setAttribute('charset', 'utf-8');
  doc.head.prepend(charset);
  doc.head.append(element('style', printStyles));

  const header = element('header');
  header.append(
    element('p', provider.name, 'provider'),
    element('h1', copy.heading),
    element('p', `${provider.address} · ${provider.phone} · ${provider.email}`, 'meta'),
    element('p', copy.preparedOn(longDate.format(preparedOn)), 'meta'),
  );
  const main = element('main');

  for (const section of applicationSections) {
    const block = element('section');
    block.append(element('h2', section.legend));
    for (const group of section.groups) {
      if (group.legend) block.append(element('h3', group.legend));
      const table = element('table');
      const body = element('tbody');
      for (const field of group.fields) {
        const row = element('tr');
        const label = element('th', field.label);
        label.scope = 'row';
        row.append(label, element('td', printedValue(field, values[field.name])));
        body.append(row);
      }
      table.append(body);
      block.append(table);
    }
    main.append(block);
  }

  const signing = element('section');
  signing.append(element('h2', copy.signatureHeading), element('p', copy.consent(provider.name), 'consent'));
  const lines = element('div', undefined, 'signatures');
  for (const caption of copy.signatureLines) {
    lines.append(element('div', caption, 'line'));
  }
  signing.append(lines);
  main.append(signing);

  const footer = element('footer', copy.footer(provider.name, provider.phone));
  doc.body.append(header, main, footer);

  return `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`;
}
