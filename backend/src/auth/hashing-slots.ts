/** Thrown when every slot is taken and the wait line is full, or a wait ran out. */
export class HashingBusyError extends Error {
  constructor() {
    super('Password hashing is at capacity.');
    this.name = 'HashingBusyError';
  }
}

export interface HashingSlotLimits {
  /** Hashes running at once. */
  concurrent: number;
  /** Callers waiting for a slot; one more is refused at once. */
  queued: number;
  /** Longest a caller waits for a slot before it is refused. */
  waitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A counting semaphore with a bounded, timed wait line. argon2 runs on libuv's small thread pool
 * (4 threads by default), which file, DNS and zlib work share: a flood of logins hashing all at
 * once would starve them. Excess callers wait a little, or are refused, never left hanging.
 */
export class HashingSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: HashingSlotLimits) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.releaseSlot();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.concurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queued) return Promise.reject(new HashingBusyError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes straight from the caller that frees it to this one: `running` is unchanged.
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new HashingBusyError());
        }, this.limits.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}
