import { Injectable, NestMiddleware, RequestMethod } from '@nestjs/common';
import type { RouteInfo } from '@nestjs/common/interfaces';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { NextFunction, Request, Response } from 'express';
import { AccessGuard } from '../auth/access.guard';
import { hasBody, jsonBody } from '../common/json-body';
import { AdminTeamController } from './admin-team.controller';

/** The one route whose body may carry a photo. */
export const TEAM_MEMBER_UPDATE: RouteInfo = { path: 'team-members/:id', method: RequestMethod.PUT };

/** A 5 MB photo grows by a third as base64, inside JSON. */
const PHOTO_JSON_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * The team member update's body: up to 8 MB of JSON, which takes real time and memory to read and
 * parse, so the route's own guard decides first, on the headers alone. Anyone but an admin gets
 * 401/403 without a byte of the body read, and the connection is closed rather than drained.
 */
@Injectable()
export class TeamMemberUpdateBody implements NestMiddleware {
  private readonly guard: AccessGuard;
  private readonly parse = jsonBody({
    limitBytes: PHOTO_JSON_LIMIT_BYTES,
    tooLarge: 'image_too_large',
  });

  constructor(reflector: Reflector) {
    this.guard = new AccessGuard(reflector);
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const route = new ExecutionContextHost(
      [req, res, next],
      AdminTeamController,
      AdminTeamController.prototype.update,
    );
    try {
      await this.guard.canActivate(route);
    } catch (refusal) {
      if (hasBody(req)) res.setHeader('Connection', 'close');
      throw refusal;
    }
    this.parse(req, res, next);
  }
}
