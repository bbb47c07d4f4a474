import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { HashingSlots } from './hashing-slots';

/**
 * argon2id with the library's OWASP-level defaults (19 MiB, 2 passes). Every hash and check takes
 * one of a few slots (`auth.passwordHashing`), so logins can never occupy the whole thread pool;
 * past the wait line they fail with HashingBusyError.
 */
@Injectable()
export class PasswordHasher {
  private decoy?: Promise<string>;
  private readonly slots: HashingSlots;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.slots = new HashingSlots(config.auth.passwordHashing);
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password));
  }

  /** False for a wrong password or an unreadable hash; throws HashingBusyError when at capacity. */
  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.slots.run(async () => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    });
  }

  /** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
  async verifyDecoy(password: string): Promise<false> {
    this.decoy ??= hash('decoy password that matches nothing');
    await this.verify(await this.decoy, password);
    return false;
  }
}
