import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { MemorySocket } from './memory-socket';

/**
 * PostgreSQL's wire protocol on a loopback port, in front of one PGlite database: what lets the
 * ordinary `pg` driver (and so TypeORM) use the embedded database.
 *
 * PGlite is one backend session, so every client connection shares it. This bridge gives the
 * session to one connection at a time, from its first message until it is back at rest (a
 * ReadyForQuery outside any transaction, i.e. after a Sync or a simple query): the statements,
 * portals and transactions of two connections can never interleave. A connection that leaves or
 * fails while it holds the session has its transaction rolled back before anyone else gets it, and
 * the session is always handed on, whatever happened, so no later query waits forever.
 *
 * It forwards only the message types PGlite handles and frames everything itself: found by trying,
 * an unknown type byte or a length below 4 stops PGlite inside WebAssembly and, with it, the whole
 * process. (This replaces `@electric-sql/pglite-socket` 0.2, whose queue interleaved the messages
 * of different connections, left every later query waiting after one error, and passed any bytes on.)
 */

/** PostgreSQL's own limit for a startup packet. */
const MAX_STARTUP_BYTES = 10_000;
/** Far above anything the app sends (a team photo is at most 5 MB), far below PostgreSQL's 1 GB. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** Past this much unread input while PGlite is busy, the socket stops reading (TCP back-pressure). */
const HIGH_WATER_BYTES = 16 * 1024 * 1024;
/** A connection holding the session (inside a transaction) that sends nothing for this long is cut off. */
const IDLE_IN_TRANSACTION_MS = 60_000;

const PROTOCOL_3_0 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

const code = (letter: string) => letter.charCodeAt(0);
/** Parse, Bind, Describe, Execute, Sync, Flush, Close, Query, FunctionCall. */
const FORWARDED = new Set([...'PBDESHCQF'].map(code));
/** After these PGlite answers ReadyForQuery: the only points where another connection may take over. */
const AT_REST_AFTER = new Set([...'SQF'].map(code));
const TERMINATE = code('X');

class ProtocolViolation extends Error {}

/** A loopback TCP socket, or one end of a MemorySocket pair. */
type BridgeSocket = Duplex & { setNoDelay(noDelay?: boolean): unknown };

/** Incoming bytes as received; whole messages are cut out of them with each byte copied at most once. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  byteAt(offset: number): number {
    for (const chunk of this.chunks) {
      if (offset < chunk.length) return chunk[offset];
      offset -= chunk.length;
    }
    throw new RangeError('Past the end of the queue.');
  }

  int32At(offset: number): number {
    return (
      ((this.byteAt(offset) << 24) |
        (this.byteAt(offset + 1) << 16) |
        (this.byteAt(offset + 2) << 8) |
        this.byteAt(offset + 3)) >>>
      0
    );
  }

  take(size: number): Buffer {
    const first = this.chunks[0];
    let taken: Buffer;
    if (first.length >= size) {
      taken = first.subarray(0, size);
      if (first.length === size) this.chunks.shift();
      else this.chunks[0] = first.subarray(size);
    } else {
      const parts: Buffer[] = [];
      let missing = size;
      while (missing > 0) {
        const chunk = this.chunks[0];
        if (chunk.length <= missing) {
          parts.push(chunk);
          this.chunks.shift();
          missing -= chunk.length;
        } else {
          parts.push(chunk.subarray(0, missing));
          this.chunks[0] = chunk.subarray(missing);
          missing = 0;
        }
      }
      taken = Buffer.concat(parts, size);
    }
    this.length -= size;
    return taken;
  }
}

/** Who has the session now, and who waits for it, first come first served. */
class SessionLock {
  private holder: BridgeConnection | null = null;
  private readonly waiting: { connection: BridgeConnection; grant: (granted: boolean) => void }[] = [];

  /** Resolves true once `connection` holds the session, false if it left while waiting. */
  acquire(connection: BridgeConnection): Promise<boolean> {
    if (this.holder === connection) return Promise.resolve(true);
    if (!this.holder) {
      this.holder = connection;
      return Promise.resolve(true);
    }
    return new Promise((grant) => this.waiting.push({ connection, grant }));
  }

  holds(connection: BridgeConnection): boolean {
    return this.holder === connection;
  }

  release(connection: BridgeConnection): void {
    if (this.holder !== connection) return;
    const next = this.waiting.shift();
    this.holder = next?.connection ?? null;
    next?.grant(true);
  }

  withdraw(connection: BridgeConnection): void {
    for (let i = this.waiting.length - 1; i >= 0; i -= 1) {
      if (this.waiting[i].connection === connection) this.waiting.splice(i, 1)[0].grant(false);
    }
  }
}

interface Batch {
  /** Whole messages to hand to PGlite in one call. */
  bytes: Buffer;
  /** PGlite will be at a ReadyForQuery once it has run them. */
  endsAtRest: boolean;
}

/** The simple-query and Sync messages the bridge sends itself to clean up after a connection. */
function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = code('Q');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}
const SYNC_MESSAGE = Uint8Array.from([code('S'), 0, 0, 0, 4]);

/** An ErrorResponse with severity FATAL, after which the connection is closed. */
function fatalError(sqlState: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlState}\0M${message}\0\0`);
  const response = Buffer.alloc(5 + fields.length);
  response[0] = code('E');
  response.writeInt32BE(4 + fields.length, 1);
  fields.copy(response, 5);
  return response;
}

class BridgeConnection {
  private readonly input = new ByteQueue();
  private started = false;
  private pumping = false;
  private closed = false;
  /** The client sent Terminate: run what came before it, then close. */
  private terminating = false;
  /** The session is at rest as far as this connection is concerned (nothing half-done of its own). */
  private atRest = true;
  private idleTimer: NodeJS.Timeout | undefined;
  private leaving: Promise<void> | undefined;
  private finish!: () => void;
  /** Resolves once the connection is gone and the session handed on. */
  readonly finished = new Promise<void>((resolve) => (this.finish = resolve));

  constructor(
    private readonly socket: BridgeSocket,
    private readonly db: PGlite,
    private readonly session: SessionLock,
    private readonly logger: Logger,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.input.push(chunk);
      void this.pump();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.stop());
  }

  /** Ends the connection from this side (the bridge is closing). */
  destroy(): void {
    this.socket.destroy();
  }

  /** Runs whatever whole messages have arrived, in order, one batch at a time. */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.closed) {
        const batch = this.nextBatch();
        if (batch) await this.execute(batch);
        if (this.terminating) this.closeQuietly();
        if (!batch) break;
      }
    } catch (error) {
      this.fail(error);
    } finally {
      this.pumping = false;
      if (this.closed) await this.leave();
    }
  }

  /** The complete messages at the front of the input, checked; null until at least one has arrived. */
  private nextBatch(): Batch | null {
    if (!this.started) return this.startup();
    const messages: Buffer[] = [];
    let lastType = 0;
    while (this.input.length >= 5 && !this.terminating) {
      const type = this.input.byteAt(0);
      const length = this.input.int32At(1);
      if (type !== TERMINATE && !FORWARDED.has(type)) {
        throw new ProtocolViolation(`invalid frontend message type ${type}`);
      }
      if (length < 4 || length > MAX_MESSAGE_BYTES) {
        throw new ProtocolViolation(`invalid message length ${length}`);
      }
      if (this.input.length < 1 + length) break;
      const message = this.input.take(1 + length);
      if (type === TERMINATE) {
        this.terminating = true;
      } else {
        messages.push(message);
        lastType = type;
      }
    }
    if (messages.length === 0) return null;
    return { bytes: Buffer.concat(messages), endsAtRest: AT_REST_AFTER.has(lastType) };
  }

  /** SSL and GSS encryption are declined ('N'), cancel requests ignored, protocol 3.0 started. */
  private startup(): Batch | null {
    while (this.input.length >= 8) {
      const length = this.input.int32At(0);
      if (length < 8 || length > MAX_STARTUP_BYTES) {
        throw new ProtocolViolation(`invalid startup packet length ${length}`);
      }
      if (this.input.length < length) return null;
      const requested = this.input.int32At(4);
      const packet = this.input.take(length);
      if (requested === SSL_REQUEST || requested === GSSENC_REQUEST) {
        this.socket.write('N');
      } else if (requested === CANCEL_REQUEST) {
        // PGlite has no running query to interrupt from another connection.
        this.closeQuietly();
        return null;
      } else if (requested === PROTOCOL_3_0) {
        this.started = true;
        return { bytes: packet, endsAtRest: true };
      } else {
        throw new ProtocolViolation(
          `unsupported frontend protocol ${requested >>> 16}.${requested & 0xffff}`,
        );
      }
    }
    return null;
  }

  private async execute(batch: Batch): Promise<void> {
    clearTimeout(this.idleTimer);
    if (!(await this.session.acquire(this))) return; // left while waiting for the session
    const readingPaused = this.input.length > HIGH_WATER_BYTES;
    if (readingPaused) this.socket.pause();
    this.atRest = false;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(batch.bytes, {
          onRawData: (data) => {
            if (!this.socket.destroyed) this.socket.write(Buffer.from(data));
          },
        }),
      );
    } finally {
      if (readingPaused) this.socket.resume();
    }
    this.atRest = batch.endsAtRest && !this.db.isInTransaction();
    if (this.atRest) {
      this.session.release(this);
    } else {
      this.idleTimer = setTimeout(() => this.holdTooLong(), IDLE_IN_TRANSACTION_MS).unref();
    }
  }

  private holdTooLong(): void {
    this.fail(new ProtocolViolation('terminating connection due to idle-in-transaction timeout'), '25P03');
  }

  /** Tells the client why (when it can still hear it) and closes; leave() then tidies the session. */
  private fail(error: unknown, sqlState = '08P01'): void {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof ProtocolViolation)) {
      this.logger.error(`Embedded database connection failed: ${message}`);
    }
    if (!this.socket.destroyed) {
      this.socket.end(fatalError(sqlState, message), () => this.socket.destroy());
    }
    this.stop();
  }

  private closeQuietly(): void {
    this.socket.end(() => this.socket.destroy());
    this.stop();
  }

  /** No more input is read; once nothing runs, the session is tidied and handed on. */
  private stop(): void {
    this.closed = true;
    this.session.withdraw(this);
    this.socket.removeAllListeners('data');
    if (!this.pumping) void this.leave();
  }

  /** Once, when gone: rolls back what it left half-done, then hands the session on, come what may. */
  private leave(): Promise<void> {
    this.leaving ??= (async () => {
      clearTimeout(this.idleTimer);
      this.session.withdraw(this);
      if (!this.session.holds(this)) return;
      try {
        if (!this.atRest) await this.reset();
      } catch (error) {
        this.logger.error(`Could not reset the embedded database session: ${(error as Error).message}`);
      } finally {
        this.session.release(this);
      }
    })().finally(() => this.finish());
    return this.leaving;
  }

  /**
   * Ends whatever the connection left open, as PostgreSQL does when a client disconnects: a simple
   * ROLLBACK aborts an open or implicit transaction (and is skipped while an extended-protocol error
   * waits for Sync), Sync ends that wait, and a second ROLLBACK ends a transaction that had failed.
   */
  private async reset(): Promise<void> {
    const run = (message: Uint8Array) => this.db.execProtocolRawStream(message, { onRawData: () => {} });
    await this.db.runExclusive(async () => {
      await run(simpleQuery('ROLLBACK'));
      await run(SYNC_MESSAGE);
      if (this.db.isInTransaction()) await run(simpleQuery('ROLLBACK'));
    });
  }
}

export class PgliteWireBridge {
  private readonly connections = new Set<BridgeConnection>();
  private readonly server: Server;
  /** `postgres://` connection string of the loopback port. */
  url = '';
  /** The most connections that were ever open at once (the app keeps one). */
  peakConnections = 0;

  private readonly accept: (socket: BridgeSocket) => void;

  private constructor(db: PGlite) {
    const session = new SessionLock();
    const logger = new Logger('Database');
    this.accept = (socket) => {
      const connection = new BridgeConnection(socket, db, session, logger);
      this.connections.add(connection);
      this.peakConnections = Math.max(this.peakConnections, this.connections.size);
      void connection.finished.then(() => this.connections.delete(connection));
    };
    this.server = createServer(this.accept);
  }

  /**
   * A connection from inside this process, without the loopback port: the client's end of a
   * socket pair, for the `pg` driver's `stream` option. The bridge treats it like any other.
   */
  openStream(): Duplex {
    const [client, server] = MemorySocket.pair();
    this.accept(server);
    return client;
  }

  /** Listens on a free loopback port. */
  static async listen(db: PGlite): Promise<PgliteWireBridge> {
    const bridge = new PgliteWireBridge(db);
    await new Promise<void>((listening, failed) => {
      bridge.server.once('error', failed);
      bridge.server.listen(0, '127.0.0.1', () => listening());
    });
    bridge.url = `postgres://postgres@127.0.0.1:${(bridge.server.address() as AddressInfo).port}/postgres`;
    return bridge;
  }

  /** Stops listening, drops every connection and waits until each has rolled back what it left open. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    const connections = [...this.connections];
    for (const connection of connections) connection.destroy();
    await Promise.all(connections.map((connection) => connection.finished));
    await closed;
  }
}
