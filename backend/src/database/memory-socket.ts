import { Duplex } from 'node:stream';

/**
 * One end of a socket pair inside this process: what one end writes, the other reads, in order,
 * on the event loop's next check phase (`setImmediate`: never inside the writer's own call, as with
 * a real socket). It has the few socket methods the `pg` driver and the PGlite bridge call, so the
 * app reaches the embedded database without a loopback TCP connection: its system calls (a write
 * and a read each way per statement) were about 7 % of the server's CPU under mixed load
 * (`--cpu-prof` over bench:mixed).
 *
 * Delivery waits for `setImmediate`, after the loop has polled for I/O, like a real socket's data.
 * Delivered on the next tick instead, a busy database kept every other socket waiting: under a
 * burst of leads, the notification worker's emails and webhooks reached their servers 11–13 s
 * after the lead (p95, bench:notify) against 2.9 s over loopback TCP.
 *
 * Ending one end ends the other (no half-open pairs, as `pg` expects of a socket); destroying one
 * destroys the other, which both sides hear as `close`. All three go the same way, so they keep
 * their order.
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
    setImmediate(() => {
      if (!peer.destroyed) peer.push(chunk);
    });
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    const { peer } = this;
    setImmediate(() => {
      if (!peer.destroyed) peer.push(null);
    });
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    const { peer } = this;
    setImmediate(() => {
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
