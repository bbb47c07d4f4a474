import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LeadStats } from '@trucking-finance/contracts';
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
    (SELECT count(*) FROM notification_jobs WHERE status = 'failed')::int AS "failedNotifications"`;

/** The four numbers on the admin dashboard, counted by the database rather than from a downloaded list. */
@Injectable()
export class LeadStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async stats(): Promise<LeadStats> {
    const [row] = await this.dataSource.query<LeadStats[]>(STATS_SQL, [this.config.businessTimeZone]);
    return row;
  }
}
