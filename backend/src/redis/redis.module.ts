import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/configuration';

/** The shared Redis client, or null when REDIS_URL is unset (every counter stays in the process). */
export const REDIS = Symbol('REDIS');

/** A command waits at most this long; past it the request fails fast instead of hanging. */
const COMMAND_TIMEOUT_MS = 1_000;

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

/**
 * One ioredis connection per process, when REDIS_URL is set, for what every instance must count
 * together: the form limits (@nestjs/throttler's Redis storage) and the admin login limits
 * (docs/architecture.md#several-instances). Every key starts with REDIS_KEY_PREFIX.
 */
@Global()
@Module({})
export class RedisModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS,
          useFactory: () =>
            config.redis
              ? new Redis(config.redis.url, {
                  keyPrefix: config.redis.keyPrefix,
                  commandTimeout: COMMAND_TIMEOUT_MS,
                  maxRetriesPerRequest: 1,
                  enableOfflineQueue: false,
                })
              : null,
        },
        RedisShutdown,
      ],
      exports: [REDIS],
    };
  }
}
