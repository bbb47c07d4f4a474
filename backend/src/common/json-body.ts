import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sendApiError, type PlainCode } from './api-error';
import { isNestedTooDeeply, refuseInvalidUtf8 } from './body-shape';

/** What every API route accepts unless its module parses its own body (the team photo update). */
export const STANDARD_JSON_BODY: JsonBodyOptions = {
  limitBytes: 100 * 1024,
  tooLarge: 'body_too_large',
};

export interface JsonBodyOptions {
  limitBytes: number;
  /** The code of the 413. */
  tooLarge: PlainCode;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A body that stops arriving this long before its announced end is given up on: a client that
 * declares more bytes than it sends would otherwise hold the request (and its socket) until Node's
 * own 5-minute request timeout. The clock restarts with every chunk, so a slow upload that keeps
 * moving is never cut off.
 */
export const BODY_IDLE_MS = 1_500;

interface BodyError {
  type?: string;
  status?: number;
}

export const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Parses a JSON request body up to `limitBytes`: valid UTF-8, objects only, nested a few levels
 * at most. Anything else gets a clear 4xx in the API's error shape instead of Express's HTML page.
 */
export function jsonBody({ limitBytes, tooLarge }: JsonBodyOptions): RequestHandler {
  const parse = express.json({ limit: limitBytes, verify: refuseInvalidUtf8 });

  return (req: Request, res: Response, next: NextFunction) => {
    if (!WITH_BODY.has(req.method)) return next();
    if (!hasBody(req)) {
      req.body = {};
      return next();
    }
    if (!req.is('application/json')) return sendApiError(res, 'unsupported_media_type');

    let stalled = false;
    const idle = setTimeout(() => {
      stalled = true;
      res.setHeader('Connection', 'close');
      sendApiError(res, 'body_unreadable');
    }, BODY_IDLE_MS);
    const moving = () => idle.refresh();

    parse(req, res, (error?: BodyError) => {
      clearTimeout(idle);
      req.off('data', moving);
      if (stalled) return;
      if (error) {
        if (error.type === 'entity.too.large') return sendApiError(res, tooLarge);
        if (error.type === 'entity.parse.failed') return sendApiError(res, 'malformed_json');
        if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') {
          return sendApiError(res, 'unsupported_encoding');
        }
        if (error.type === 'entity.verify.failed') return sendApiError(res, 'body_not_utf8');
        return sendApiError(res, 'body_unreadable');
      }
      if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
        return sendApiError(res, 'body_not_object');
      }
      // Before any DTO sees it: validating a body nested thousands deep would overflow the stack.
      if (isNestedTooDeeply(req.body)) return sendApiError(res, 'body_too_deep');
      next();
    });
    // After the parser's own listener, so no chunk reaches this one first.
    req.on('data', moving);
  };
}
