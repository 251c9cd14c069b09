import { AppError } from './errors';

/** The server has more of one kind of costly work queued than it will take: try again shortly. */
export class BusyError extends AppError {
  constructor(
    message = 'The server is busy. Please try again in a moment.',
    readonly retryAfterSeconds = 2,
    options?: { cause?: unknown },
  ) {
    super(503, 'busy', message, options);
  }
}

/** Which queue a task waits in: `first` is served before any `normal` task that waits. */
export type Lane = 'first' | 'normal';

/**
 * Runs at most `limit` tasks at once; up to `maxQueued` more wait their turn in each lane,
 * and past that a task is refused at once with BusyError instead of piling up. A freed slot
 * goes to the oldest task of the `first` lane, else of the `normal` lane. Used for password
 * hashing, which costs tens of milliseconds of CPU and 19 MiB each (a flood of sign-ups must
 * not starve every other request), and for page renders, where refilling a shared page after
 * a publish goes ahead of one-off searches (server/http.ts).
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Record<Lane, (() => void)[]> = { first: [], normal: [] };

  constructor(
    private readonly limit: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(task: () => Promise<T>, lane: Lane = 'normal'): Promise<T> {
    if (this.active >= this.limit) {
      const queue = this.waiting[lane];
      if (queue.length >= this.maxQueued) throw new BusyError();
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, or give it back.
      const next = this.waiting.first.shift() ?? this.waiting.normal.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Tasks running and waiting (both lanes), for tests and health figures. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.first.length + this.waiting.normal.length };
  }
}
