import type { EntityManager } from 'typeorm';
import { DUPLICATE_WINDOW_DAYS, type LeadKind, type LeadStatus } from '@trucking-finance/contracts';

/** Digits only, as the phone and DOT indexes of the WorkingTheLeads migration store them. */
export const DIGITS_SQL = (column: string) => `regexp_replace(${column}, '\\D', '', 'g')`;
export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** What two leads share that makes them look like the same company. */
export type DuplicateMatch = 'email' | 'phone' | 'DOT number';

export interface FoundDuplicate {
  kind: LeadKind;
  id: string;
  submittedAt: string;
  status: LeadStatus;
  matched: DuplicateMatch[];
}

/** The lead whose duplicates are looked for: its contact details and when the window ends. */
export interface DuplicateProbe {
  id: string;
  email: string;
  phone: string;
  dotNumber: string;
  /** The window's end: now for the admin's detail, the lead's own submission for its staff email. */
  asOf: Date;
}

/**
 * Other leads of either kind with the same email (any case), phone digits or DOT digits in the
 * DUPLICATE_WINDOW_DAYS before `asOf`, newest first (docs/api.md#working-the-leads-admin): the
 * admin's lead detail and the staff email both ask here. The DuplicateLookups migration's
 * `lead_duplicates` function answers: each kind and condition gives its newest `limit` rows from
 * its own index, and the union of those keeps the newest `limit` (any lead in the answer is among
 * the newest of some condition it meets). The cost stays at a few times `limit` rows however many
 * leads share a phone number, and the plan is kept per connection.
 */
export async function findDuplicates(
  db: EntityManager,
  lead: DuplicateProbe,
  limit: number,
): Promise<FoundDuplicate[]> {
  const rows: {
    kind: LeadKind;
    id: string;
    submitted_at: Date;
    status: LeadStatus;
    same_email: boolean;
    same_phone: boolean;
    same_dot: boolean;
  }[] = await db.query(`SELECT * FROM lead_duplicates($1, $2, $3, $4, $5, $6, $7)`, [
    lead.id,
    lead.email,
    digitsOf(lead.phone),
    digitsOf(lead.dotNumber),
    DUPLICATE_WINDOW_DAYS,
    lead.asOf.toISOString(),
    Math.trunc(limit),
  ]);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    submittedAt: new Date(row.submitted_at).toISOString(),
    status: row.status,
    matched: [
      row.same_email && ('email' as const),
      row.same_phone && ('phone' as const),
      row.same_dot && ('DOT number' as const),
    ].filter((match): match is DuplicateMatch => Boolean(match)),
  }));
}
