import { connect } from 'node:net';

/**
 * HTTP/1.1 over a bare socket. An HTTP client library would refuse or repair most of what the
 * fuzzer sends (bytes outside ASCII in the target, control characters in headers, two
 * Content-Length headers, absolute-form targets, made-up methods), so requests are written byte
 * for byte and the answer is read just far enough to judge it.
 */

export interface RawRequest {
  method: string;
  /** The request-target exactly as sent: a path, an absolute URL, `*`. Characters 0–255 are sent as single bytes. */
  target: string;
  /** Header lines in order; duplicates allowed; same single-byte encoding as the target. */
  headers: Array<[string, string]>;
  body?: Buffer;
  /** `HTTP/1.1` unless a case says otherwise. */
  version?: string;
}

export interface RawResponse {
  /** 0 when the server closed or reset the connection without an answer. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** From the first byte written to the last byte of the answer read. */
  ms: number;
  /** Set when no complete answer came: 'timeout', 'closed', or the socket error's code. */
  error?: string;
}

export interface Endpoint {
  host: string;
  port: number;
}

/** The request's bytes: request line, headers, blank line, body. */
export function encodeRequest(request: RawRequest): Buffer {
  const head =
    `${request.method} ${request.target} ${request.version ?? 'HTTP/1.1'}\r\n` +
    request.headers.map(([name, value]) => `${name}: ${value}\r\n`).join('') +
    '\r\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), request.body ?? Buffer.alloc(0)]);
}

interface Parsed {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * The first final answer in `data` (1xx interim answers are skipped), or null while it is
 * incomplete. `closed` says the server has ended the connection, which completes a body of
 * unknown length.
 */
export function parseResponse(data: Buffer, requestMethod: string, closed: boolean): Parsed | null {
  let offset = 0;
  for (;;) {
    const headEnd = data.indexOf(HEAD_END, offset);
    if (headEnd === -1) return null;
    const lines = data.subarray(offset, headEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) {
        const name = line.slice(0, colon).trim().toLowerCase();
        headers[name] =
          headers[name] === undefined
            ? line.slice(colon + 1).trim()
            : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
      }
    }
    const bodyStart = headEnd + HEAD_END.length;
    if (status >= 100 && status < 200) {
      offset = bodyStart;
      continue;
    }
    const rest = data.subarray(bodyStart);
    if (requestMethod === 'HEAD' || status === 204 || status === 304)
      return { status, headers, body: Buffer.alloc(0) };
    if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) {
      const body = dechunk(rest);
      if (body) return { status, headers, body };
      return closed ? { status, headers, body: rest } : null;
    }
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (rest.length >= length) return { status, headers, body: rest.subarray(0, length) };
      return closed ? { status, headers, body: rest } : null;
    }
    return closed ? { status, headers, body: rest } : null;
  }
}

/** A chunked body's bytes, or null until its last chunk has arrived. */
function dechunk(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd === -1) return null;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return Buffer.concat(parts);
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (data.length < start + size + 2) return null;
    parts.push(data.subarray(start, start + size));
    offset = start + size + 2;
  }
}

/** Sends one request on a new connection and reads its answer, giving up after `timeoutMs`. */
export function sendRaw(endpoint: Endpoint, request: RawRequest, timeoutMs: number): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let started = 0;
    let settled = false;
    const socket = connect(endpoint.port, endpoint.host);
    const finish = (closed: boolean, error?: string) => {
      if (settled) return;
      const data = Buffer.concat(chunks, received);
      const parsed = parseResponse(data, request.method, closed);
      if (!parsed && !closed && !error) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const ms = started ? performance.now() - started : 0;
      if (parsed) resolve({ ...parsed, ms, ...(error && { error }) });
      else resolve({ status: 0, headers: {}, body: data, ms, error: error ?? 'closed' });
    };
    const timer = setTimeout(() => finish(true, 'timeout'), timeoutMs);
    socket.on('connect', () => {
      started = performance.now();
      // The server may answer (413, 431) and close before it has read everything: that is an answer.
      socket.write(encodeRequest(request), () => undefined);
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      finish(false);
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after a complete answer is still that answer.
      const data = Buffer.concat(chunks, received);
      if (parseResponse(data, request.method, true)?.status) finish(true);
      else finish(true, error.code ?? error.message);
    });
  });
}
