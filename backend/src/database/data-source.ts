import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity';
import { FuelCardApplication } from '../fuel-cards/fuel-card-application.entity';
import { QuoteRequest } from '../quotes/quote-request.entity';
import { TeamMemberPhoto } from '../team/team-member-photo.entity';
import { TeamMember } from '../team/team-member.entity';

export const entities = [QuoteRequest, FuelCardApplication, TeamMember, TeamMemberPhoto, AdminUser];
const migrationsDir = join(__dirname, 'migrations');
// TypeScript sources under the tests, compiled JavaScript (next to its .d.ts files) in dist.
const migrationFiles = join(migrationsDir, __filename.endsWith('.ts') ? '*.ts' : '*.js');

/** How long a request waits for a database connection before the API answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;
const POOL_SIZE = 10;

/** One configuration for the app, the tests and the migration commands. Never `synchronize`. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: [migrationFiles],
    migrationsTableName: 'migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
  };
}
