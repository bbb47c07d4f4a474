import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import type { Principal } from './principal';
import { RevokedToken } from './revoked-token.entity';

/**
 * Ends tokens before their expiry. The check itself is part of the admin lookup in JwtStrategy
 * (one query per request). Rows live as long as their token would have: each revocation also
 * deletes the ones whose token has expired since, so the table holds at most a day of logouts.
 */
@Injectable()
export class TokenRevocations {
  constructor(@InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>) {}

  async revoke({ id, token }: Principal): Promise<void> {
    await this.revoked
      .createQueryBuilder()
      .insert()
      .values({ jti: token.id, accountId: id, expiresAt: token.expiresAt })
      .orIgnore()
      .execute();
    await this.revoked.delete({ expiresAt: LessThan(new Date()) });
  }
}
