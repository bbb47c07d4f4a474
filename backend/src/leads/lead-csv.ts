import { stringify, type Stringifier } from 'csv-stringify';
import { leadSourceFields, type LeadKind } from '@trucking-finance/contracts';
import { leadKindSpecs } from './lead-kinds';
import type { LeadView } from './lead-work.service';

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

/** One lead as a CSV record: the source's keys beside the other fields. */
export const csvRecord = (lead: LeadView): Record<string, unknown> => ({ ...lead, ...lead.source });

/**
 * A transform from CSV records to CSV text: a header row, then one line per lead; quoting by
 * csv-stringify (RFC 4180), formula-like cells neutralised, missing values empty.
 */
export function leadCsv(kind: LeadKind): Stringifier {
  return stringify({
    header: true,
    columns: csvColumns(kind),
    cast: { string: neutralised, number: String, boolean: String },
  });
}
