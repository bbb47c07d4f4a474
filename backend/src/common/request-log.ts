import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { redact } from './redact';

/** An unmatched path is logged masked and cut to this length: what a visitor sends may be 16 KB. */
export const ROUTE_LOG_MAX_LENGTH = 200;

/**
 * One line per API request (a JSON object in production): method, route pattern (so
 * `/api/quotes/email/:email`, never the address itself), status and duration. No bodies, no query
 * strings, no personal data, and a bounded length.
 */
export function requestLog(logger: LoggerService, json: boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const pattern = (req.route as { path?: string } | undefined)?.path;
      const line = {
        method: req.method,
        route: pattern ? `${req.baseUrl}${pattern}` : redact(req.path, ROUTE_LOG_MAX_LENGTH),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      };
      logger.log(json ? line : `${line.method} ${line.route} ${line.status} ${line.ms} ms`, 'HTTP');
    });
    next();
  };
}
