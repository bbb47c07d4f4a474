import { HashingBusyError, HashingSlots } from './hashing-slots';

describe('HashingSlots', () => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };

  it('runs at most `concurrent` at once, lets `queued` wait, refuses the rest at once', async () => {
    const slots = new HashingSlots({ concurrent: 2, queued: 1, waitMs: 60_000 });
    const release = gate();
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await release.opened;
      running -= 1;
      return 'done';
    };

    const accepted = [slots.run(work), slots.run(work), slots.run(work)];
    await expect(slots.run(work)).rejects.toBeInstanceOf(HashingBusyError);
    release.open();
    await expect(Promise.all(accepted)).resolves.toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
  });

  it('refuses a caller that waited too long, and frees its place in line', async () => {
    jest.useFakeTimers();
    try {
      const slots = new HashingSlots({ concurrent: 1, queued: 1, waitMs: 1_000 });
      const release = gate();
      const first = slots.run(() => release.opened);
      const waiting = slots.run(() => Promise.resolve('late'));
      jest.advanceTimersByTime(1_001);
      await expect(waiting).rejects.toBeInstanceOf(HashingBusyError);

      const next = slots.run(() => Promise.resolve('next'));
      release.open();
      await first;
      await expect(next).resolves.toBe('next');
    } finally {
      jest.useRealTimers();
    }
  });

  it('frees the slot when the work fails', async () => {
    const slots = new HashingSlots({ concurrent: 1, queued: 0, waitMs: 1_000 });
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
