import type { EntityManager } from 'typeorm';
import { findDuplicates } from '../leads/lead-duplicates';
import type { Duplicate } from './messages';
import type { LeadView } from './outbox.service';

/** How many duplicates a staff email lists at most. */
const EMAIL_DUPLICATES_LIMIT = 20;

/**
 * Other leads that look like the same company, in the 180 days before this one arrived
 * (docs/notifications.md#staff-email): the admin detail's own query, anchored at the lead's
 * submission so a retried email lists what the first attempt would have.
 */
export async function duplicatesOf(db: EntityManager, lead: LeadView): Promise<Duplicate[]> {
  const found = await findDuplicates(
    db,
    {
      id: lead.id,
      email: String(lead.email ?? ''),
      phone: String(lead.phone ?? ''),
      dotNumber: String(lead.dotNumber ?? ''),
      asOf: lead.submittedAt ? new Date(String(lead.submittedAt)) : new Date(),
    },
    EMAIL_DUPLICATES_LIMIT,
  );
  return found.map(({ kind, id, submittedAt, matched }) => ({ kind, id, submittedAt, matched }));
}
