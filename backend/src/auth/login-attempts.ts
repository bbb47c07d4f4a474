import { Inject, Injectable } from '@nestjs/common';
import { addressBucket } from '../common/client-address';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import type { AttemptLimit, LoginAttemptStore } from './login-attempt-store';

const WINDOW_MS = 60_000;
/**
 * Failures per username (from any addresses) per minute, as a multiple of the per-address limit:
 * above it, so one address always meets its own limit first and the username limit only ever
 * stops attempts spread over several addresses.
 */
const USERNAME_LIMIT_FACTOR = 2;
/** How long an address that signed in to an account stays exempt from that account's username limit. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1_000;

export const LOGIN_ATTEMPT_STORE = Symbol('LOGIN_ATTEMPT_STORE');

/** One admin login attempt that passed the limits: settle it once the password was checked. */
export interface LoginAttempt {
  /** The password was right: forget the failures of this address and username. */
  succeeded(): Promise<void>;
  /** The password was never checked (the server was busy, the database failed): it does not count. */
  abandoned(): Promise<void>;
}

export type LoginAttemptOutcome =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/**
 * The admin login's limits, counted over the last minute:
 * - per address: RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE failures; an IPv6 address counts for its
 *   whole /64, an IPv4-mapped one as IPv4;
 * - per username (whatever its case): twice that, from all addresses together, so a guesser
 *   spread over many addresses still gets only a handful of tries a minute at one account.
 * An attempt is counted as a failure *before* its password is checked (a successful one is taken
 * back), so a burst of simultaneous guesses cannot all slip in before the first failure lands.
 *
 * The username limit must not let an attacker lock the real admin out: it lasts only while
 * failures keep coming (a one-minute window), and an address that signed in to the account in the
 * last 30 days is exempt from it (only its own address limit applies), so the admin at their usual
 * place gets in during an attack on their username. A success clears both counters.
 */
@Injectable()
export class LoginAttempts {
  private readonly addressLimit: number;
  private readonly usernameLimit: number;
  /** The clock; tests move it. */
  now: () => number = Date.now;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGIN_ATTEMPT_STORE) private readonly store: LoginAttemptStore,
  ) {
    this.addressLimit = config.rateLimits.loginFailuresPerMinute;
    this.usernameLimit = this.addressLimit * USERNAME_LIMIT_FACTOR;
  }

  /** Counts an attempt by `username` from `address` (`req.ip`), unless a limit is already reached. */
  async begin(username: string, address: string): Promise<LoginAttemptOutcome> {
    const addressKey = `address:${addressBucket(address)}`;
    const usernameKey = `username:${username.toLowerCase()}`;
    const knownKey = `known:${username.toLowerCase()}:${addressBucket(address)}`;
    const now = this.now();

    const limits: AttemptLimit[] = [{ key: addressKey, limit: this.addressLimit, windowMs: WINDOW_MS }];
    if (!(await this.store.recalls(knownKey, now))) {
      limits.push({ key: usernameKey, limit: this.usernameLimit, windowMs: WINDOW_MS });
    }
    const reservation = await this.store.reserve(limits, now);
    if (!reservation.granted) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(reservation.retryAfterMs / 1000)) };
    }

    const keys = limits.map(({ key }) => key);
    return {
      allowed: true,
      attempt: {
        succeeded: async () => {
          await this.store.clear([addressKey, usernameKey]);
          await this.store.remember(knownKey, KNOWN_ADDRESS_MS, this.now());
        },
        abandoned: () => this.store.release(keys, reservation.id),
      },
    };
  }
}
