import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../common/database-errors';

const PURGE_EVERY_MS = 60 * 60 * 1_000;

/** Deletes expired Idempotency-Key answers at boot and every hour (each instance; harmless twice). */
@Injectable()
export class IdempotencyPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Idempotency');
  private timer: NodeJS.Timeout | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    void this.purge();
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Removes every expired answer; returns how many. */
  async purge(): Promise<number> {
    try {
      const [, deleted] = (await this.dataSource.query(
        `DELETE FROM idempotency_keys WHERE expires_at <= now()`,
      )) as [unknown, number];
      return deleted;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) this.logger.warn(`Purge failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
