import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions, type DatabaseDeadlines } from './data-source';
import { MigrateOnBoot } from './migrate-on-boot';

/** Boot waits this long in all for the database before giving up with a clear error. */
const CONNECT_ATTEMPTS = 5;
const CONNECT_RETRY_DELAY_MS = 2_000;

@Module({})
export class DatabaseModule {
  static forRoot(url: string, deadlines?: DatabaseDeadlines): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(url, deadlines),
          retryAttempts: CONNECT_ATTEMPTS,
          retryDelay: CONNECT_RETRY_DELAY_MS,
        }),
      ],
      providers: [MigrateOnBoot],
    };
  }
}
