import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  FIRST_CONTACT_TARGET_MINUTES,
  FIRST_CONTACT_WINDOW_DAYS,
  leadStatuses,
  WAITING_LEADS_LIMIT,
  type LeadKind,
  type LeadStats,
  type LeadStatsByStatus,
  type LeadStatus,
  type WaitingLead,
} from '@trucking-finance/contracts';
import { APP_CONFIG, type AppConfig } from '../config/configuration';

// "Today" starts at midnight in the business time zone, whatever zone the database runs in.
const STATS_SQL = `
  WITH today AS (SELECT date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 AS start)
  SELECT
    (SELECT count(*) FROM quote_requests)::int AS "totalQuotes",
    (SELECT count(*) FROM fuel_card_applications)::int AS "totalFuelCardApplications",
    ((SELECT count(*) FROM quote_requests, today WHERE submitted_at >= today.start)
      + (SELECT count(*) FROM fuel_card_applications, today WHERE submitted_at >= today.start))::int AS "today",
    (SELECT count(*) FROM (
      SELECT lower(email) FROM quote_requests
      UNION
      SELECT lower(email) FROM fuel_card_applications
    ) AS emails)::int AS "uniqueCompanies",
    (SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes))::numeric, 1)::float8 FROM (
      SELECT extract(epoch FROM first_contacted_at - submitted_at) / 60 AS minutes FROM quote_requests
        WHERE submitted_at >= now() - make_interval(days => $2) AND first_contacted_at IS NOT NULL
      UNION ALL
      SELECT extract(epoch FROM first_contacted_at - submitted_at) / 60 FROM fuel_card_applications
        WHERE submitted_at >= now() - make_interval(days => $2) AND first_contacted_at IS NOT NULL
    ) AS contacts) AS "medianMinutesToFirstContact",
    (SELECT count(*) FROM notification_jobs WHERE status = 'failed')::int AS "failedNotifications"`;

const BY_STATUS_SQL = `
  SELECT status, sum(count)::int AS count FROM (
    SELECT status, count(*) FROM quote_requests GROUP BY status
    UNION ALL
    SELECT status, count(*) FROM fuel_card_applications GROUP BY status
  ) AS counts GROUP BY status`;

// Served by the partial index on leads still `new`.
const WAITING_SQL = `
  WITH waiting AS (
    SELECT 'quotes' AS kind, id, company_name, contact_name, submitted_at, assigned_to FROM quote_requests
      WHERE status = 'new' AND submitted_at < now() - make_interval(mins => $1)
    UNION ALL
    SELECT 'fuel-card-applications', id, company_name, contact_name, submitted_at, assigned_to FROM fuel_card_applications
      WHERE status = 'new' AND submitted_at < now() - make_interval(mins => $1)
  )
  SELECT *, count(*) OVER ()::int AS total FROM waiting ORDER BY submitted_at, id LIMIT $2`;

interface WaitingRow {
  kind: LeadKind;
  id: string;
  company_name: string;
  contact_name: string;
  submitted_at: Date;
  assigned_to: string | null;
  total: number;
}

/**
 * The numbers on the admin dashboard, counted by the database rather than from a downloaded list:
 * totals, today, unique companies, leads by status, the median time to first contact over the
 * last 30 days, and the leads still waiting for one after an hour, oldest first.
 */
@Injectable()
export class LeadStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async stats(): Promise<LeadStats & LeadStatsByStatus> {
    const [[row], statusRows, waitingRows] = await Promise.all([
      this.dataSource.query<(LeadStats & { medianMinutesToFirstContact: number | null })[]>(STATS_SQL, [
        this.config.businessTimeZone,
        FIRST_CONTACT_WINDOW_DAYS,
      ]),
      this.dataSource.query<{ status: LeadStatus; count: number }[]>(BY_STATUS_SQL),
      this.dataSource.query<WaitingRow[]>(WAITING_SQL, [FIRST_CONTACT_TARGET_MINUTES, WAITING_LEADS_LIMIT]),
    ]);
    const byStatus = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<
      LeadStatus,
      number
    >;
    for (const { status, count } of statusRows) {
      if (status in byStatus) byStatus[status] = count;
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
      ...row,
      byStatus,
      waitingOverAnHour: { total: waitingRows[0]?.total ?? 0, leads },
    };
  }
}
