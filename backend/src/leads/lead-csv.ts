import { stringify } from 'csv-stringify/sync';
import { leadSourceFields, type LeadKind } from '@trucking-finance/contracts';
import { leadKindSpecs } from './lead-kinds';

const contactFields = [
  'id',
  'submittedAt',
  'companyName',
  'contactName',
  'email',
  'phone',
  'mcNumber',
  'dotNumber',
  'businessType',
  'yearsInBusiness',
] as const;
const workFields = ['status', 'assignedTo', 'lostReason', 'firstContactedAt', 'locale'] as const;

/** The CSV's columns for a kind: contact fields, the kind's own, the working fields, the source. */
export const csvColumns = (kind: LeadKind): string[] => [
  ...contactFields,
  ...leadKindSpecs[kind].ownFields,
  ...workFields,
  ...leadSourceFields,
];

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (or strips it into one):
 * such a cell gets a leading apostrophe, which shows it as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** One lead as a CSV record: every column of `csvColumns` by its name (the source's keys among them). */
export type CsvRecord = Record<string, unknown>;

/**
 * CSV text of one batch of records: one line per lead, after the header row when `withHeader`;
 * quoting by csv-stringify (RFC 4180), formula-like cells neutralised, missing values empty. A whole
 * batch becomes one string at once, so its rows are garbage before the next batch is read.
 */
export function leadCsvText(kind: LeadKind, records: readonly CsvRecord[], withHeader: boolean): string {
  return stringify(records as CsvRecord[], {
    header: withHeader,
    columns: csvColumns(kind),
    cast: { string: neutralised, number: String, boolean: String },
  });
}
