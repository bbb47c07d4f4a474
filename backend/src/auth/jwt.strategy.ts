import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { AdminUser } from './admin-user.entity';
import type { Principal, TokenPayload } from './principal';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** Checks `Authorization: Bearer <jwt>` (HS256) and turns a valid token into the request's principal. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<Principal> {
    if (payload.role === 'admin') {
      // An admin token dies with its account, and with every password reset after it was issued.
      const admin = await this.admins.findOneBy({ id: payload.sub });
      if (!admin || payload.ver !== admin.passwordChangedAt.getTime()) {
        throw new UnauthorizedException(SESSION_ENDED);
      }
      return { id: admin.id, role: 'admin', username: admin.username };
    }
    if (payload.role === 'client') {
      return { id: payload.sub, role: 'client', username: payload.username };
    }
    throw new UnauthorizedException(SESSION_ENDED);
  }
}
