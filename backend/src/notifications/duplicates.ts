import type { EntityManager } from 'typeorm';
import type { LeadKind } from './notification-job.entity';
import type { Duplicate } from './messages';
import type { LeadView } from './outbox.service';

const DUPLICATE_WINDOW_DAYS = 180;

// Same email (any case), same phone digits or same DOT number, over both kinds of lead.
const DUPLICATES_SQL = `
  SELECT kind, id, submitted_at AS "submittedAt",
         lower(email) = lower($2) AS email,
         regexp_replace(phone, '\\D', '', 'g') = $3 AND $3 <> '' AS phone,
         dot_number = $4 AND $4 <> '' AS dot
  FROM (
    SELECT 'quotes' AS kind, id, submitted_at, email, phone, dot_number FROM quote_requests
    UNION ALL
    SELECT 'fuel-card-applications', id, submitted_at, email, phone, dot_number FROM fuel_card_applications
  ) AS leads
  WHERE id <> $1
    AND submitted_at >= $5::timestamptz - make_interval(days => ${DUPLICATE_WINDOW_DAYS})
    AND (lower(email) = lower($2)
      OR ($3 <> '' AND regexp_replace(phone, '\\D', '', 'g') = $3)
      OR ($4 <> '' AND dot_number = $4))
  ORDER BY submitted_at DESC
  LIMIT 20`;

/** Other leads that look like the same company (docs/notifications.md#staff-email). */
export async function duplicatesOf(db: EntityManager, lead: LeadView): Promise<Duplicate[]> {
  const rows = await db.query<
    { kind: LeadKind; id: string; submittedAt: Date; email: boolean; phone: boolean; dot: boolean }[]
  >(DUPLICATES_SQL, [
    lead.id,
    String(lead.email ?? ''),
    String(lead.phone ?? '').replace(/\D/g, ''),
    String(lead.dotNumber ?? '').trim(),
    String(lead.submittedAt ?? new Date().toISOString()),
  ]);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    submittedAt: new Date(row.submittedAt).toISOString(),
    matched: [row.email && 'email', row.phone && 'phone', row.dot && 'DOT number'].filter(
      (match): match is string => Boolean(match),
    ),
  }));
}
