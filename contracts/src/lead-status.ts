import { REFERENCE_ID_LENGTH } from './constants';
import type { LeadStatus, PublicLeadStatus } from './leads';

/**
 * The status lookup of docs/product.md#application-status: what an applicant may see of a
 * lead's progress, never the sales pipeline itself.
 */

/**
 * The applicant's view of a pipeline status. `qualified` is staff reviewing the application after the
 * first call; won and lost both read as closed; spam reads as received, so a filtered lead looks like any other.
 */
export function publicLeadStatus(status: LeadStatus | null | undefined): PublicLeadStatus {
  switch (status) {
    case 'contacted':
      return 'contacted';
    case 'qualified':
      return 'in-review';
    case 'won':
    case 'lost':
      return 'closed';
    default:
      return 'received';
  }
}

/** A reference as the visitor may type it: the 8 hex digits shown after a request, or the whole id. */
export const REFERENCE_PATTERN = new RegExp(
  `^(?:[0-9a-f]{${REFERENCE_ID_LENGTH}}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
  'i',
);

/** Whether the text, once trimmed, is a reference a lead could have. */
export const isValidReference = (value: unknown): value is string =>
  typeof value === 'string' && REFERENCE_PATTERN.test(value.trim());
