import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/configuration';

const WINDOW_MS = 60_000;
/** Bounds memory under a flood of addresses; the oldest are forgotten first. */
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * Failed admin logins per client address over the last minute. Past the limit every attempt from
 * that address is refused until the oldest failure is a minute old. Kept in memory: with several
 * instances behind a balancer, each counts its own (move this to Redis then).
 */
@Injectable()
export class LoginAttempts {
  private readonly failures = new Map<string, number[]>();
  private readonly limit: number;
  /** The clock; tests move it. */
  now: () => number = Date.now;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = config.rateLimits.loginFailuresPerMinute;
  }

  /** Seconds until this address may try again, or 0 when it may now. */
  retryAfterSeconds(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[0] + WINDOW_MS - this.now()) / 1000));
  }

  recordFailure(address: string): void {
    const recent = this.recent(address);
    recent.push(this.now());
    this.failures.delete(address);
    this.failures.set(address, recent);
    if (this.failures.size > MAX_TRACKED_ADDRESSES) {
      this.failures.delete(this.failures.keys().next().value!);
    }
  }

  clear(address: string): void {
    this.failures.delete(address);
  }

  private recent(address: string): number[] {
    const since = this.now() - WINDOW_MS;
    return (this.failures.get(address) ?? []).filter((time) => time > since);
  }
}
