import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CarriersModule } from './carriers/carriers.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { InFlightRequests } from './common/in-flight-requests';
import { RequestDeadline } from './common/request-deadline';
import { jsonBody, STANDARD_JSON_BODY } from './common/json-body';
import { AppConfigModule } from './config/app-config.module';
import type { AppConfig } from './config/configuration';
import { DatabaseModule } from './database/database.module';
import { FuelCardsModule } from './fuel-cards/fuel-cards.module';
import { HealthModule } from './health/health.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { LeadStatusModule } from './lead-status/lead-status.module';
import { LeadsModule } from './leads/leads.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PlaceholderModule } from './placeholder/placeholder.module';
import { QuotesModule } from './quotes/quotes.module';
import { REDIS, RedisModule } from './redis/redis.module';
import { SiteModule } from './site/site.module';
import { StaffModule } from './staff/staff.module';
import { TEAM_MEMBER_UPDATE } from './team/team-member-update-body';
import { TeamModule } from './team/team.module';

const MINUTE_MS = 60_000;

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl, { statementTimeoutMs: config.database.statementTimeoutMs }),
        RedisModule.forRoot(config),
        // Applied only where a controller asks for it (`@UseGuards(ThrottlerGuard)`): the public forms.
        // Counted in Redis when REDIS_URL is set, so every instance shares one limit.
        ThrottlerModule.forRootAsync({
          inject: [REDIS],
          useFactory: (redis: Redis | null) => ({
            throttlers: [{ ttl: MINUTE_MS, limit: config.rateLimits.formsPerMinute }],
            storage: redis ? new ThrottlerStorageRedisService(redis) : undefined,
          }),
        }),
        AuthModule,
        AuditModule,
        NotificationsModule,
        QuotesModule,
        FuelCardsModule,
        LeadsModule,
        StaffModule,
        TeamModule,
        HealthModule,
        SiteModule,
        PlaceholderModule,
        IdempotencyModule,
        LeadStatusModule,
        CarriersModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // The deadline wraps the in-flight count: a handler that outlives its deadline still counts.
        { provide: APP_INTERCEPTOR, useClass: RequestDeadline },
        InFlightRequests,
        { provide: APP_INTERCEPTOR, useExisting: InFlightRequests },
      ],
    };
  }

  /** JSON bodies of 100 KB for every API route but those whose module reads its own (the team photo update). */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(jsonBody(STANDARD_JSON_BODY))
      .exclude(TEAM_MEMBER_UPDATE)
      .forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
