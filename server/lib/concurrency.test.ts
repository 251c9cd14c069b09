import { describe, expect, it } from 'vitest';
import { BusyError, Semaphore } from './concurrency';

/** A task that finishes when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe('Semaphore', () => {
  it('runs at most `limit` tasks, queues `maxQueued` more and refuses the rest at once', async () => {
    const semaphore = new Semaphore(2, 1);
    const gates = [gate(), gate(), gate()];
    const running = gates.map((g) => semaphore.run(g.task));
    expect(semaphore.load).toEqual({ active: 2, waiting: 1 });
    await expect(semaphore.run(async () => 'late')).rejects.toBeInstanceOf(BusyError);
    gates[0]!.open();
    await running[0];
    // The waiting task took the freed slot.
    expect(semaphore.load).toEqual({ active: 2, waiting: 0 });
    gates[1]!.open();
    gates[2]!.open();
    await Promise.all(running);
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
    expect(await semaphore.run(async () => 'next')).toBe('next');
  });

  it("serves the 'first' lane before the 'normal' one, each with its own queue", async () => {
    const semaphore = new Semaphore(1, 2);
    const order: string[] = [];
    const running = gate();
    const first = semaphore.run(running.task);
    const queued = [
      semaphore.run(async () => order.push('normal 1')),
      semaphore.run(async () => order.push('normal 2')),
      semaphore.run(async () => order.push('first 1'), 'first'),
      semaphore.run(async () => order.push('first 2'), 'first'),
    ];
    // Both lanes are full: a third task of either is refused.
    await expect(semaphore.run(async () => 'late')).rejects.toBeInstanceOf(BusyError);
    await expect(semaphore.run(async () => 'late', 'first')).rejects.toBeInstanceOf(BusyError);
    expect(semaphore.load).toEqual({ active: 1, waiting: 4 });
    running.open();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['first 1', 'first 2', 'normal 1', 'normal 2']);
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = new Semaphore(1, 0);
    await expect(semaphore.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'ok')).toBe('ok');
  });

  it('answers 503 with a Retry-After', () => {
    const error = new BusyError();
    expect(error.status).toBe(503);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });
});
