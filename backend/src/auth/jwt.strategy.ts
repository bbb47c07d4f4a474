import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { isUUID } from 'class-validator';
import { tokenRoles, type StaffRole } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { AdminUser } from './admin-user.entity';
import type { Principal, TokenPayload } from './principal';

interface AdminSession {
  id: string;
  username: string;
  displayName: string;
  role: StaffRole;
  passwordChangedAt: Date;
  revoked: boolean;
}

/**
 * Checks `Authorization: Bearer <jwt>` (HS256) and turns a valid token into the request's
 * principal. A token must name its audience (its role) and carry an id: tokens from before both
 * existed are refused and their holders log in again.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, made once: given a string, jsonwebtoken first tries (and fails) to read it
      // as a PEM public key on every verification, which cost about a tenth of the CPU of an
      // admin request under load. It accepts a KeyObject; passport-jwt's types only say string.
      secretOrKey: createSecretKey(Buffer.from(config.auth.jwtSecret)) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<Principal> {
    const { sub, role, aud, jti, exp } = payload;
    if (aud === undefined || typeof jti !== 'string' || typeof exp !== 'number') {
      throw new ApiException('session_ended');
    }
    // An admin token is only ever an admin token: the audience must be the role, on both sides.
    if (aud !== role || !tokenRoles.includes(role) || !isUUID(jti)) {
      throw new ApiException('session_invalid');
    }
    const token = { id: jti, expiresAt: new Date(exp * 1000) };
    if (role === 'client') return { id: sub, role, username: payload.username, token };

    // An admin token dies with its account, with every password reset after it was issued, with a
    // change of the account's role, and at logout.
    const admin = isUUID(sub) ? await this.adminSession(sub, jti) : undefined;
    if (
      !admin ||
      admin.revoked ||
      payload.ver !== admin.passwordChangedAt.getTime() ||
      payload.staffRole !== admin.role
    ) {
      throw new ApiException('session_ended');
    }
    return {
      id: admin.id,
      role: 'admin',
      username: admin.username,
      staffRole: admin.role,
      displayName: admin.displayName,
      token,
    };
  }

  /** The account and whether this token was revoked, in one round trip (it runs on every admin request). */
  private async adminSession(id: string, jti: string): Promise<AdminSession | undefined> {
    const rows: AdminSession[] = await this.admins.query(
      `SELECT admin.id, admin.username, admin.display_name AS "displayName", admin.role,
              admin.password_changed_at AS "passwordChangedAt",
              EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked
         FROM admin_users admin
        WHERE admin.id = $1`,
      [id, jti],
    );
    return rows[0];
  }
}
