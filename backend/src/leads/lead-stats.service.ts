import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  FIRST_CONTACT_TARGET_MINUTES,
  FIRST_CONTACT_WINDOW_DAYS,
  leadKinds,
  leadStatuses,
  WAITING_LEADS_LIMIT,
  type LeadKind,
  type LeadStats,
  type LeadStatsByStatus,
  type LeadStatus,
  type WaitingLead,
} from '@trucking-finance/contracts';
import { APP_CONFIG, type AppConfig } from '../config/configuration';

// Every number comes from the rollups the LeadRollups migration's triggers keep current with each
// write (counting a million rows on each read took ~1.5 s). "Today" is the business day's row of
// lead_daily, whose days are in BUSINESS_TIMEZONE (see syncTimeZone).
export const STATS_SQL = `
  SELECT
    (SELECT coalesce(sum(n), 0) FROM lead_totals WHERE name = 'unique_emails')::int AS "uniqueCompanies",
    (SELECT coalesce(sum(n), 0) FROM lead_daily
      WHERE day = (SELECT (now() AT TIME ZONE time_zone)::date FROM lead_rollup_settings))::int AS "today",
    (SELECT count(*) FROM notification_jobs WHERE status = 'failed')::int AS "failedNotifications"`;

export const BY_KIND_AND_STATUS_SQL = `SELECT kind, status, sum(n)::int AS count FROM lead_counts GROUP BY kind, status`;

/** The window's start, and the UTC day it falls in (whole days after it are read from the histograms). */
const MEDIAN_EDGE = `
  edge AS (SELECT now() - make_interval(days => $1) AS start,
    ((now() - make_interval(days => $1)) AT TIME ZONE 'UTC')::date AS day),
  edge_end AS (SELECT start, day, ((day + 1)::timestamp AT TIME ZONE 'UTC') AS day_end FROM edge)`;
/** The first contacts of the window's first day, in tenths of a minute, from the leads themselves. */
const EDGE_CONTACTS = ['quote_requests', 'fuel_card_applications']
  .map(
    (table) => `SELECT round(extract(epoch FROM first_contacted_at - submitted_at) / 6)::int AS tenths, 1 AS n
      FROM ${table}, edge_end
      WHERE submitted_at >= edge_end.start AND submitted_at < edge_end.day_end AND first_contacted_at IS NOT NULL`,
  )
  .join(' UNION ALL ');

/** First contacts of the last $1 days by whole minutes to first contact, ascending. */
export const MEDIAN_MINUTES_SQL = `
  WITH ${MEDIAN_EDGE}, edge_rows AS (${EDGE_CONTACTS})
  SELECT bucket, sum(n)::float8 AS n FROM (
    SELECT minute AS bucket, n FROM lead_first_contact_minutes WHERE day > (SELECT day FROM edge)
    UNION ALL
    SELECT floor(tenths / 10.0)::int, n FROM edge_rows
  ) AS v GROUP BY bucket HAVING sum(n) > 0 ORDER BY bucket`;

/** First contacts of the last $1 days by tenths of a minute, from $2 to $3 tenths, ascending. */
export const MEDIAN_TENTHS_SQL = `
  WITH ${MEDIAN_EDGE}, edge_rows AS (${EDGE_CONTACTS})
  SELECT bucket, sum(n)::float8 AS n FROM (
    SELECT tenths AS bucket, n FROM lead_first_contacts
      WHERE tenths BETWEEN $2 AND $3 AND day > (SELECT day FROM edge)
    UNION ALL
    SELECT tenths, n FROM edge_rows WHERE tenths BETWEEN $2 AND $3
  ) AS v GROUP BY bucket HAVING sum(n) > 0 ORDER BY bucket`;

interface Bucket {
  bucket: number;
  n: number;
}

/** The bucket holding the `position`-th value (1-based) of an ascending histogram, and how many come before it. */
function nth(buckets: Bucket[], position: number): { bucket: number; before: number } {
  let before = 0;
  for (const { bucket, n } of buckets) {
    if (before + n >= position) return { bucket, before };
    before += n;
  }
  // Only when a write landed between the two reads: the last bucket is the nearest answer.
  const last = buckets[buckets.length - 1];
  return { bucket: last?.bucket ?? 0, before: before - (last?.n ?? 0) };
}

// The oldest twenty from the partial index on leads still new in each table; how many wait in
// all is the rollup's count of new leads less those that arrived within the hour (same index).
export const WAITING_SQL = `
  SELECT * FROM (
    (SELECT 'quotes' AS kind, id, company_name, contact_name, submitted_at, assigned_to FROM quote_requests
      WHERE status = 'new' AND submitted_at < now() - make_interval(mins => $1) ORDER BY submitted_at, id LIMIT $2)
    UNION ALL
    (SELECT 'fuel-card-applications', id, company_name, contact_name, submitted_at, assigned_to FROM fuel_card_applications
      WHERE status = 'new' AND submitted_at < now() - make_interval(mins => $1) ORDER BY submitted_at, id LIMIT $2)
  ) AS waiting ORDER BY submitted_at, id LIMIT $2`;

export const WAITING_TOTAL_SQL = `
  SELECT ((SELECT coalesce(sum(n), 0) FROM lead_counts WHERE status = 'new')
    - (SELECT count(*) FROM quote_requests WHERE status = 'new' AND submitted_at >= now() - make_interval(mins => $1))
    - (SELECT count(*) FROM fuel_card_applications WHERE status = 'new' AND submitted_at >= now() - make_interval(mins => $1))
  )::int AS total`;

interface WaitingRow {
  kind: LeadKind;
  id: string;
  company_name: string;
  contact_name: string;
  submitted_at: Date;
  assigned_to: string | null;
}

/**
 * The numbers on the admin dashboard, counted by the database rather than from a downloaded list:
 * totals, today, unique companies, leads by status, the median time to first contact over the
 * last 30 days, and the leads still waiting for one after an hour, oldest first.
 */
@Injectable()
export class LeadStatsService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Makes the rollups' business days those of BUSINESS_TIMEZONE: when the zone changed since the
   * last boot (or the migration's default differs), rebuilds them under a lock that holds writes
   * off; instances booting together take turns on the settings row.
   */
  async onApplicationBootstrap(): Promise<void> {
    const zone = this.config.businessTimeZone;
    await this.dataSource.transaction(async (db) => {
      const [current] = await db.query<{ time_zone: string }[]>(
        'SELECT time_zone FROM lead_rollup_settings FOR UPDATE',
      );
      if (current?.time_zone === zone) return;
      await db.query('LOCK TABLE quote_requests, fuel_card_applications IN SHARE ROW EXCLUSIVE MODE');
      await db.query('UPDATE lead_rollup_settings SET time_zone = $1', [zone]);
      // 10,000 leads a statement, each within the statement deadline, all in this transaction.
      await db.query('SELECT lead_rollups_clear()');
      for (const kind of leadKinds) {
        let after: [string, string] = ['-infinity', '00000000-0000-0000-0000-000000000000'];
        for (;;) {
          const [last] = await db.query<{ last_at: string; last_id: string }[]>(
            'SELECT * FROM lead_rollups_add_batch($1, $2, $3, 10000)',
            [kind, ...after],
          );
          if (!last) break;
          after = [last.last_at, last.last_id];
        }
      }
    });
  }

  /**
   * The median minutes to first contact of the leads of the last 30 days, as percentile_cont takes
   * it (the mean of the two middle values when their number is even) over the times rounded to a
   * tenth of a minute: the middle positions' whole minutes from the coarse histogram, then their
   * tenths among those minutes' rows of the fine one. Within 0.05 minute of the unrounded median.
   */
  private async medianMinutesToFirstContact(): Promise<number | null> {
    const days = FIRST_CONTACT_WINDOW_DAYS;
    const minutes = await this.dataSource.query<Bucket[]>(MEDIAN_MINUTES_SQL, [days]);
    const total = minutes.reduce((sum, { n }) => sum + n, 0);
    if (total === 0) return null;
    const low = Math.floor((total - 1) / 2) + 1;
    const high = Math.ceil((total - 1) / 2) + 1;
    const from = nth(minutes, low);
    const to = nth(minutes, high);
    const tenths = await this.dataSource.query<Bucket[]>(MEDIAN_TENTHS_SQL, [
      days,
      from.bucket * 10,
      to.bucket * 10 + 9,
    ]);
    const a = nth(tenths, low - from.before).bucket;
    const b = nth(tenths, high - from.before).bucket;
    return Math.round((a + b) / 2) / 10;
  }

  async stats(): Promise<LeadStats & LeadStatsByStatus> {
    const [[row], countRows, median, waitingRows, [waiting]] = await Promise.all([
      this.dataSource.query<Omit<LeadStats, 'totalQuotes' | 'totalFuelCardApplications'>[]>(STATS_SQL),
      this.dataSource.query<{ kind: LeadKind; status: LeadStatus; count: number }[]>(BY_KIND_AND_STATUS_SQL),
      this.medianMinutesToFirstContact(),
      this.dataSource.query<WaitingRow[]>(WAITING_SQL, [FIRST_CONTACT_TARGET_MINUTES, WAITING_LEADS_LIMIT]),
      this.dataSource.query<{ total: number }[]>(WAITING_TOTAL_SQL, [FIRST_CONTACT_TARGET_MINUTES]),
    ]);
    const byStatus = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<
      LeadStatus,
      number
    >;
    const totals: Record<LeadKind, number> = { quotes: 0, 'fuel-card-applications': 0 };
    for (const { kind, status, count } of countRows) {
      if (status in byStatus) byStatus[status] += count;
      if (kind in totals) totals[kind] += count;
    }
    const leads: WaitingLead[] = waitingRows.map((lead) => ({
      kind: lead.kind,
      id: lead.id,
      companyName: lead.company_name,
      contactName: lead.contact_name,
      submittedAt: new Date(lead.submitted_at).toISOString(),
      assignedTo: lead.assigned_to,
    }));
    return {
      totalQuotes: totals.quotes,
      totalFuelCardApplications: totals['fuel-card-applications'],
      ...row,
      medianMinutesToFirstContact: median,
      byStatus,
      waitingOverAnHour: { total: waiting?.total ?? 0, leads },
    };
  }
}
