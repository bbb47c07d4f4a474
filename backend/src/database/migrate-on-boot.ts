import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MigrationExecutor } from 'typeorm';

/** Any fixed number: the advisory lock that lets only one instance migrate at a time. */
const MIGRATION_LOCK = 7_240_518;

/**
 * Brings the schema up to date before the app serves anything. Several instances booting at once
 * take turns: the pending migrations are read and applied in one transaction that first takes a
 * transaction-scoped advisory lock, so the second instance waits for the first to commit and then
 * finds nothing left to do. (On the embedded database the open transaction alone keeps every other
 * connection out; a session-level lock means nothing there, every connection sharing one session.)
 * A migration may therefore not opt out of the transaction (`transaction = false`).
 */
@Injectable()
export class MigrateOnBoot implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const migrations = new MigrationExecutor(this.dataSource, runner);
      migrations.transaction = 'all';
      const applied = await migrations.executePendingMigrations();
      await runner.commitTransaction();
      if (applied.length) this.logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
