import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { TokenRole } from '@trucking-finance/contracts';
import { IS_PUBLIC, REQUIRED_ROLES } from './access.decorators';
import type { Principal } from './principal';

const ADMIN_ONLY: TokenRole[] = ['admin'];

/**
 * The one global guard: every route needs a valid token of an allowed role unless marked
 * `@Public()`. Routes without `@Roles()` are for admins, so a forgotten decorator fails closed.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    await super.canActivate(context);
    const principal = context.switchToHttp().getRequest<Request>().user as Principal;
    const allowed = this.reflector.getAllAndOverride<TokenRole[]>(REQUIRED_ROLES, targets) ?? ADMIN_ONLY;
    if (!allowed.includes(principal.role)) {
      throw new ForbiddenException(
        allowed.includes('admin')
          ? 'This area is for administrators only.'
          : 'This area is for clients only.',
      );
    }
    return true;
  }

  override handleRequest<TUser = Principal>(error: unknown, user: TUser, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    const problem = info as { name?: unknown; message?: unknown } | undefined;
    if (problem?.name === 'TokenExpiredError') {
      throw new UnauthorizedException('Your session has expired. Please log in again.');
    }
    if (problem?.message === 'No auth token') {
      throw new UnauthorizedException('Authentication required. Please log in.');
    }
    throw new UnauthorizedException('Your session is not valid. Please log in again.');
  }
}
