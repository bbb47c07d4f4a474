import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { messages } from '@trucking-finance/contracts';
import { sendApiError, statusSentences } from './api-error';

const JSON_LIMIT_BYTES = 100 * 1024;
/** A 5 MB photo grows by a third as base64, inside JSON. */
const PHOTO_JSON_LIMIT_BYTES = 8 * 1024 * 1024;

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const TEAM_MEMBER_UPDATE = /^\/api\/team-members\/[^/]+\/?$/;

interface BodyError {
  type?: string;
  status?: number;
}

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Parses JSON request bodies: 100 KB at most, 8 MB for the team photo update, objects only.
 * Anything else gets a clear 4xx in the API's error shape instead of Express's HTML page.
 */
export function jsonBody(): RequestHandler {
  const standard = express.json({ limit: JSON_LIMIT_BYTES });
  const photo = express.json({ limit: PHOTO_JSON_LIMIT_BYTES });

  return (req: Request, res: Response, next: NextFunction) => {
    if (!WITH_BODY.has(req.method)) return next();
    if (!hasBody(req)) {
      req.body = {};
      return next();
    }
    if (!req.is('application/json')) return sendApiError(res, 415, statusSentences[415]);

    const isPhotoUpload = req.method === 'PUT' && TEAM_MEMBER_UPDATE.test(req.path);
    (isPhotoUpload ? photo : standard)(req, res, (error?: BodyError) => {
      if (error) {
        if (error.type === 'entity.too.large') {
          return sendApiError(
            res,
            413,
            isPhotoUpload ? messages.imageTooLarge : 'The request body is too large (the limit is 100 KB).',
          );
        }
        if (error.type === 'entity.parse.failed') {
          return sendApiError(res, 400, 'The request body is not valid JSON.');
        }
        if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') {
          return sendApiError(res, 415, 'Send the request body as UTF-8 JSON.');
        }
        return sendApiError(res, 400, 'The request body could not be read.');
      }
      if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
        return sendApiError(res, 400, 'The request body must be a JSON object.');
      }
      next();
    });
  };
}
