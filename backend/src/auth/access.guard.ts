import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ApiException } from '../common/api-error';
import { IS_PUBLIC, OWNER_ONLY } from './access.decorators';
import type { Principal } from './principal';

/**
 * The one global guard: every route needs a valid admin token unless marked `@Public()`, so a
 * forgotten decorator fails closed. Client tokens (external login) open no admin route.
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
    if (principal.role !== 'admin') throw new ApiException('admin_only');
    if (principal.staffRole === 'agent' && this.reflector.getAllAndOverride<boolean>(OWNER_ONLY, targets)) {
      throw new ApiException('forbidden');
    }
    return true;
  }

  override handleRequest<TUser = Principal>(error: unknown, user: TUser, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    const problem = info as { name?: unknown; message?: unknown } | undefined;
    if (problem?.name === 'TokenExpiredError') {
      throw new ApiException('session_expired');
    }
    if (problem?.message === 'No auth token') {
      throw new ApiException('unauthenticated');
    }
    throw new ApiException('session_invalid');
  }
}
