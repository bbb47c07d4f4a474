import { Duplex } from 'node:stream';

/**
 * One end of a socket pair inside this process: what one end writes, the other reads, in order,
 * on the next tick (never inside the writer's own call, as with a real socket). It has the few
 * socket methods the `pg` driver and the PGlite bridge call, so the app reaches the embedded
 * database without a loopback TCP connection: its system calls (a write and a read each way per
 * statement) were about 7 % of the server's CPU under mixed load (`--cpu-prof` over bench:mixed),
 * and each answer waited for the next turn of the event loop.
 *
 * Ending one end ends the other (no half-open pairs, as `pg` expects of a socket); destroying one
 * destroys the other, which both sides hear as `close`.
 */
export class MemorySocket extends Duplex {
  private peer!: MemorySocket;

  private constructor() {
    super({ allowHalfOpen: false });
  }

  /** Two connected ends. */
  static pair(): [MemorySocket, MemorySocket] {
    const a = new MemorySocket();
    const b = new MemorySocket();
    a.peer = b;
    b.peer = a;
    return [a, b];
  }

  override _read(): void {
    // Data arrives when the peer writes it.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    const { peer } = this;
    process.nextTick(() => {
      if (!peer.destroyed) peer.push(chunk);
    });
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    const { peer } = this;
    process.nextTick(() => {
      if (!peer.destroyed) peer.push(null);
    });
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    const { peer } = this;
    process.nextTick(() => {
      if (!peer.destroyed) peer.destroy();
    });
    done(error);
  }

  /** Already connected: announces it as a socket would, once the caller has listened. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }
}
