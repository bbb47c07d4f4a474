import { MigrationInterface, QueryRunner } from 'typeorm';

/** The contact indexes, by the name WorkingTheLeads gave them, and the expression each is on. */
const contactIndexes = [
  { name: 'email_prefix', expression: `lower("email")` },
  { name: 'phone_digits', expression: `regexp_replace("phone", '\\D', '', 'g')` },
  { name: 'dot_digits', expression: `regexp_replace("dot_number", '\\D', '', 'g')` },
] as const;

/** What makes a lead `l` a duplicate: each condition is also a column of the answer (same_email…). */
const conditions = [
  'lower(l.email) = lower(p_email)',
  `regexp_replace(l.phone, '\\D', '', 'g') = p_phone`,
  `(p_dot <> '' AND regexp_replace(l.dot_number, '\\D', '', 'g') = p_dot)`,
];

/** One kind's newest leads meeting one condition, as `lead_duplicates` returns them. */
const newestMatching = (kind: string, table: string, condition: string) => `(
    SELECT '${kind}'::text, l.id, l.submitted_at, l.status::text, ${conditions.join(', ')}
    FROM ${table} l
    WHERE ${condition} AND l.id <> p_id AND l.submitted_at >= p_as_of - make_interval(days => p_days)
    ORDER BY l.submitted_at DESC, l.id DESC LIMIT p_limit)`;

const LEAD_DUPLICATES_SQL = `
  CREATE FUNCTION lead_duplicates(p_id uuid, p_email text, p_phone text, p_dot text, p_days int, p_as_of timestamptz, p_limit int)
  RETURNS TABLE (kind text, id uuid, submitted_at timestamptz, status text, same_email boolean, same_phone boolean, same_dot boolean)
  LANGUAGE plpgsql STABLE AS $$
  BEGIN
    RETURN QUERY
    SELECT * FROM (${[
      ['quotes', 'quote_requests'],
      ['fuel-card-applications', 'fuel_card_applications'],
    ]
      .flatMap(([kind, table]) => conditions.map((condition) => newestMatching(kind, table, condition)))
      .join(' UNION ')}) AS found (kind, id, submitted_at, status, same_email, same_phone, same_dot)
    ORDER BY found.submitted_at DESC, found.id DESC LIMIT p_limit;
  END $$`;

/**
 * Duplicate lookups that cost the same however many leads share a contact (docs/api.md#working-the-leads-admin):
 * the email, phone-digit and DOT-digit indexes gain the submission time as their second column, so
 * "the newest leads with this phone number" reads only as many rows as it lists, and a phone
 * number sent a thousand times no longer makes every new lead's staff email sort a thousand rows.
 * The first column keeps its pattern operator class: the search box's prefix search still uses it.
 *
 * The lookup itself is the PL/pgSQL function `lead_duplicates`: each kind and each condition takes
 * its newest rows from its index, and the union keeps the newest of those. PL/pgSQL keeps the
 * statement's plan for the session, so the six-part query is planned once per connection rather
 * than on every staff email (planning was two thirds of its cost on the embedded database).
 */
export class DuplicateLookups1795881600000 implements MigrationInterface {
  name = 'DuplicateLookups1795881600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['quote_requests', 'fuel_card_applications']) {
      for (const { name, expression } of contactIndexes) {
        await queryRunner.query(`DROP INDEX "${table}_${name}_idx"`);
        await queryRunner.query(
          `CREATE INDEX "${table}_${name}_idx" ON "${table}" ((${expression}) text_pattern_ops, "submitted_at" DESC)`,
        );
      }
    }
    await queryRunner.query(LEAD_DUPLICATES_SQL);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION lead_duplicates`);
    for (const table of ['quote_requests', 'fuel_card_applications']) {
      for (const { name, expression } of contactIndexes) {
        await queryRunner.query(`DROP INDEX "${table}_${name}_idx"`);
        await queryRunner.query(
          `CREATE INDEX "${table}_${name}_idx" ON "${table}" ((${expression}) text_pattern_ops)`,
        );
      }
    }
  }
}
