import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Any fixed number: the advisory lock that lets only one instance migrate at a time. */
const MIGRATION_LOCK = 7_240_518;

/**
 * Brings the schema up to date before the app serves anything. Several instances booting at once
 * take turns on an advisory lock, so each migration runs exactly once.
 */
@Injectable()
export class MigrateOnBoot implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const lock = this.dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const applied = await this.dataSource.runMigrations({ transaction: 'each' });
      if (applied.length) this.logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      await lock.release();
    }
  }
}
