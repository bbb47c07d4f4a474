import type { FuzzCase } from './cases';
import type { RawResponse } from './raw-http';

/**
 * What makes a response wrong, whatever was sent. Failures fail the run; warnings are printed for
 * a person to judge (the description and the app disagree, or a check could not be made).
 */

export type Rule =
  | '5xx'
  | 'hang'
  | 'valid token refused'
  | 'auth bypass'
  | 'rows changed by a refused or invalid request'
  | 'off-site redirect'
  | 'server crashed';

export type WarningRule =
  'invalid request accepted' | 'valid request refused' | 'no answer' | 'slow only under load';

export interface Finding<R extends string = Rule> {
  rule: R;
  fuzzCase: FuzzCase;
  pass: string;
  response?: RawResponse;
  detail: string;
  /** Lines of the app's log written while the request ran (error traces). */
  serverLog?: string;
}

/** How a 5xx that does not happen alone starts its server log line (the report groups on it). */
export const ONLY_IN_FLIGHT = '[only with requests in flight]';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The guard's sentences (access.guard.ts, jwt.strategy.ts): a 401 that is about the token itself.
const GUARD_SENTENCE = /session|authentication required|administrators only/i;

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

export function errorOf(response: RawResponse): string {
  const type = response.headers['content-type'] ?? '';
  if (!type.includes('json')) return response.body.subarray(0, 120).toString('latin1');
  try {
    const parsed = JSON.parse(response.body.toString('utf8')) as { error?: unknown; message?: unknown };
    return String(parsed.error ?? parsed.message ?? '');
  } catch {
    return response.body.subarray(0, 120).toString('latin1');
  }
}

/** Why a URL a visitor would be sent to leaves the allowed origins, or null if it does not. */
export function offSite(location: string, base: string, allowedOrigins: string[]): string | null {
  const raw = location.trim();
  if (/^[\\/][\\/]/.test(raw))
    return `"${raw.slice(0, 60)}" is protocol-relative (browsers read / and \\ alike)`;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null; // nothing a browser would follow
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `"${raw.slice(0, 60)}" has the scheme ${url.protocol}`;
  if (!allowedOrigins.includes(url.origin)) return `"${raw.slice(0, 60)}" leads to ${url.origin}`;
  return null;
}

function redirectUrlsIn(value: unknown, found: string[] = [], depth = 0): string[] {
  if (depth > 8 || value === null || typeof value !== 'object') return found;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && /^(redirect(url|to)?|location|next|returnto)$/i.test(key))
      found.push(inner);
    else redirectUrlsIn(inner, found, depth + 1);
  }
  return found;
}

export interface Judgement {
  failures: Array<Omit<Finding, 'pass' | 'fuzzCase'>>;
  warnings: Array<Omit<Finding<WarningRule>, 'pass' | 'fuzzCase'>>;
  /** Took longer than the hang limit (or never answered): to be confirmed alone. */
  slow: boolean;
}

export interface JudgeOptions {
  hangMs: number;
  /** The app's own origin: the only place a Location header may send a visitor. */
  origin: string;
  /** Origins a JSON redirect may name besides the app's: the allow-listed external system. */
  allowedJsonOrigins: string[];
}

/** The checks that need only the case and its response. */
export function judge(fuzzCase: FuzzCase, response: RawResponse, options: JudgeOptions): Judgement {
  const failures: Judgement['failures'] = [];
  const warnings: Judgement['warnings'] = [];
  const { status } = response;
  const op = fuzzCase.op;

  if (status >= 500) failures.push({ rule: '5xx', response, detail: `${status}: ${errorOf(response)}` });
  const slow = response.error === 'timeout' || response.ms > options.hangMs;

  if (fuzzCase.auth === 'admin' && (status === 401 || status === 403)) {
    const error = errorOf(response);
    if (op?.guarded || GUARD_SENTENCE.test(error)) {
      failures.push({ rule: 'valid token refused', response, detail: `${status}: ${error}` });
    }
  }

  const json = (response.headers['content-type'] ?? '').includes('json');
  if (
    op?.guarded &&
    fuzzCase.auth !== 'admin' &&
    fuzzCase.auth !== 'ambiguous' &&
    isSuccess(status) &&
    json
  ) {
    failures.push({
      rule: 'auth bypass',
      response,
      detail: `${status} without a valid token (${fuzzCase.auth})`,
    });
  }

  const location = response.headers.location;
  if (location !== undefined) {
    const problem = offSite(location, options.origin, [options.origin]);
    if (problem) failures.push({ rule: 'off-site redirect', response, detail: `Location ${problem}` });
  }
  if (json && isSuccess(status)) {
    try {
      for (const url of redirectUrlsIn(JSON.parse(response.body.toString('utf8')))) {
        const problem = offSite(url, options.origin, [options.origin, ...options.allowedJsonOrigins]);
        if (problem)
          failures.push({ rule: 'off-site redirect', response, detail: `JSON redirect ${problem}` });
      }
    } catch {
      // not JSON after all: nothing to follow
    }
  }

  const method = fuzzCase.request.method;
  if (
    fuzzCase.verdict === 'invalid' &&
    isSuccess(status) &&
    MUTATING.has(method) &&
    op &&
    method === op.method
  ) {
    warnings.push({
      rule: 'invalid request accepted',
      response,
      detail: `${status} for a request the description does not allow`,
    });
  }
  if (fuzzCase.verdict === 'valid' && !isSuccess(status) && status !== 429) {
    warnings.push({ rule: 'valid request refused', response, detail: `${status}: ${errorOf(response)}` });
  }
  // Node closes a CONNECT it has no handler for without a word: that is the answer.
  if (status === 0 && method !== 'CONNECT') {
    warnings.push({ rule: 'no answer', response, detail: response.error ?? 'closed' });
  }
  return { failures, warnings, slow };
}
