/*
 * The SQL of the lead rollups' functions, shared by the migrations that define them: LeadRollups
 * created them, LeadRollupShards spreads the rows every new lead adds to over shards. A migration
 * keeps the statements it ran: `sharded: false` writes them as LeadRollups did.
 */

/** The assignee of an unassigned lead in the rollups (their keys cannot hold NULL). */
export const UNASSIGNED = '00000000-0000-0000-0000-000000000000';

export const leadTables = [
  { kind: 'quotes', table: 'quote_requests' },
  { kind: 'fuel-card-applications', table: 'fuel_card_applications' },
] as const;

/**
 * How many rows a sharded rollup group may spread over. A writing session adds to the shard of
 * its backend process, so concurrent writers rarely wait for one another's row (every new lead
 * falls in the same group: today, `new`, unassigned); readers sum the shards anyway.
 */
export const ROLLUP_SHARDS = 16;

/**
 * One lead's contribution to the rollups, from `source` (a table or a transition table), counted
 * `sign` times. `kind` is an SQL expression; `tz` names the business time zone.
 */
export const contributions = (source: string, kind: string, sign: 1 | -1) => `
  SELECT ${kind} AS kind, status,
    coalesce(assigned_to, '${UNASSIGNED}'::uuid) AS assignee,
    coalesce(lower(utm_source), '') AS utm_source,
    (submitted_at AT TIME ZONE tz)::date AS day,
    lower(email) AS email,
    (submitted_at AT TIME ZONE 'UTC')::date AS contact_day,
    CASE WHEN first_contacted_at IS NOT NULL
      THEN round(extract(epoch FROM first_contacted_at - submitted_at) / 6)::int END AS tenths,
    ${sign} AS n
  FROM ${source}`;

/** The unique-address total's update: one row, or (sharded) the writer's shard of it. */
const uniqueEmailsUpdate = (sharded: boolean) =>
  sharded
    ? `INSERT INTO lead_totals (name, shard, n) VALUES ('unique_emails', rollup_shard, added - gone)
      ON CONFLICT (name, shard) DO UPDATE SET n = lead_totals.n + EXCLUDED.n;`
    : `UPDATE lead_totals SET n = n + added - gone WHERE name = 'unique_emails';`;

/**
 * The statements that add the rows of `delta` (a query of contributions) to every rollup, each
 * table's keys taken in sorted order so two writers lock shared rows in the same order (no
 * deadlock), and a group whose changes cancel out touches nothing. Sharded, lead_counts,
 * lead_daily and lead_totals are written in the shard `rollup_shard` names.
 */
export function applyDelta(delta: string, sharded: boolean): string {
  const shardKey = sharded ? ', shard' : '';
  const shardValue = sharded ? ', rollup_shard' : '';
  return `
    WITH d AS (${delta})
    INSERT INTO lead_counts (kind, status, assignee, utm_source${shardKey}, n)
    SELECT kind, status, assignee, utm_source${shardValue}, sum(n) FROM d
    GROUP BY kind, status, assignee, utm_source HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, status, assignee, utm_source${shardKey}) DO UPDATE SET n = lead_counts.n + EXCLUDED.n;

    WITH d AS (${delta})
    INSERT INTO lead_daily (kind, day, status, assignee, utm_source${shardKey}, n)
    SELECT kind, day, status, assignee, utm_source${shardValue}, sum(n) FROM d
    GROUP BY kind, day, status, assignee, utm_source HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (kind, day, status, assignee, utm_source${shardKey}) DO UPDATE SET n = lead_daily.n + EXCLUDED.n;

    WITH d AS (${delta}),
    changed AS (
      INSERT INTO lead_emails (email, n)
      SELECT email, sum(n) FROM d GROUP BY email HAVING sum(n) <> 0 ORDER BY 1
      ON CONFLICT (email) DO UPDATE SET n = lead_emails.n + EXCLUDED.n
      RETURNING (xmax = 0) AS created, n
    )
    SELECT count(*) FILTER (WHERE created), count(*) FILTER (WHERE NOT created AND n <= 0)
    INTO added, gone FROM changed;
    IF gone > 0 THEN
      WITH d AS (${delta})
      DELETE FROM lead_emails USING (SELECT DISTINCT email FROM d) AS left_over
      WHERE lead_emails.email = left_over.email AND lead_emails.n <= 0;
    END IF;
    IF added <> gone THEN
      ${uniqueEmailsUpdate(sharded)}
    END IF;

    WITH d AS (${delta})
    INSERT INTO lead_first_contacts (day, tenths, n)
    SELECT contact_day, tenths, sum(n) FROM d WHERE tenths IS NOT NULL
    GROUP BY contact_day, tenths HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, tenths) DO UPDATE SET n = lead_first_contacts.n + EXCLUDED.n;

    WITH d AS (${delta})
    INSERT INTO lead_first_contact_minutes (day, minute, n)
    SELECT contact_day, floor(tenths / 10.0)::int, sum(n) FROM d WHERE tenths IS NOT NULL
    GROUP BY contact_day, floor(tenths / 10.0)::int HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, minute) DO UPDATE SET n = lead_first_contact_minutes.n + EXCLUDED.n;`;
}

/** The variables applyDelta needs, declared at the top of a PL/pgSQL function. */
const deltaVariables = (sharded: boolean) => `
    tz text;
    added bigint;
    gone bigint;${sharded ? `\n    rollup_shard smallint := pg_backend_pid() % ${ROLLUP_SHARDS};` : ''}`;

/** `CREATE FUNCTION`, or with `replace` `CREATE OR REPLACE FUNCTION`. */
const create = (replace: boolean) => (replace ? 'CREATE OR REPLACE FUNCTION' : 'CREATE FUNCTION');

interface RollupFunctionOptions {
  sharded: boolean;
  replace: boolean;
}

/** A statement trigger's function adding `delta` to the rollups. */
export const triggerFunction = (name: string, delta: string, { sharded, replace }: RollupFunctionOptions) => `
  ${create(replace)} ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE${deltaVariables(sharded)}
  BEGIN
    SELECT time_zone INTO tz FROM lead_rollup_settings;
    ${applyDelta(delta, sharded)}
    RETURN NULL;
  END
  $fn$`;

const triggerKind = 'TG_ARGV[0]::varchar';

/** The functions of the INSERT, UPDATE and DELETE triggers on both lead tables. */
export const triggerFunctions = (options: RollupFunctionOptions): string[] => [
  triggerFunction('lead_rollups_inserted', contributions('new_rows', triggerKind, 1), options),
  triggerFunction(
    'lead_rollups_updated',
    `${contributions('old_rows', triggerKind, -1)} UNION ALL ${contributions('new_rows', triggerKind, 1)}`,
    options,
  ),
  triggerFunction('lead_rollups_deleted', contributions('old_rows', triggerKind, -1), options),
];

/**
 * Adds the next p_size leads of a kind after (p_after_at, p_after_id) in arrival order; answers
 * the last one's key, or nothing at the end. One batch per statement keeps a rebuild of a million
 * leads within the statement deadline.
 */
export function addBatchFunction({ sharded, replace }: RollupFunctionOptions): string {
  const batch = (table: string) =>
    contributions(
      `(SELECT * FROM "${table}" WHERE (submitted_at, id) > (p_after_at, p_after_id) ORDER BY submitted_at, id LIMIT p_size) AS batch_rows`,
      'p_kind',
      1,
    );
  return `
      ${create(replace)} lead_rollups_add_batch(p_kind varchar, p_after_at timestamptz, p_after_id uuid, p_size int)
      RETURNS TABLE (last_at text, last_id uuid) LANGUAGE plpgsql AS $fn$
      DECLARE${deltaVariables(sharded)}
      BEGIN
        SELECT time_zone INTO tz FROM lead_rollup_settings;
        IF p_kind = 'quotes' THEN
          ${applyDelta(batch('quote_requests'), sharded)}
          RETURN QUERY SELECT q.submitted_at::text, q.id FROM (SELECT submitted_at, id FROM quote_requests
            WHERE (submitted_at, id) > (p_after_at, p_after_id) ORDER BY submitted_at, id LIMIT p_size) AS q
            ORDER BY q.submitted_at DESC, q.id DESC LIMIT 1;
        ELSE
          ${applyDelta(batch('fuel_card_applications'), sharded)}
          RETURN QUERY SELECT f.submitted_at::text, f.id FROM (SELECT submitted_at, id FROM fuel_card_applications
            WHERE (submitted_at, id) > (p_after_at, p_after_id) ORDER BY submitted_at, id LIMIT p_size) AS f
            ORDER BY f.submitted_at DESC, f.id DESC LIMIT 1;
        END IF;
      END
      $fn$`;
}
