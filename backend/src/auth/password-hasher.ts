import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's OWASP-level defaults (19 MiB, 2 passes). */
@Injectable()
export class PasswordHasher {
  private decoy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
  async verifyDecoy(password: string): Promise<false> {
    this.decoy ??= hash('decoy password that matches nothing');
    await this.verify(await this.decoy, password);
    return false;
  }
}
