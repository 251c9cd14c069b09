import { AppError } from './errors';

/** The server has more of one kind of costly work queued than it will take: try again shortly. */
export class BusyError extends AppError {
  readonly retryAfterSeconds = 2;
  constructor() {
    super(503, 'busy', 'The server is busy. Please try again in a moment.');
  }
}

/**
 * Runs at most `limit` tasks at once; up to `maxQueued` more wait their turn, and past
 * that a task is refused at once with BusyError instead of piling up. Used for password
 * hashing, which costs tens of milliseconds of CPU and 19 MiB each: a flood of sign-ups
 * must not starve every other request.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxQueued) throw new BusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Tasks running and waiting, for tests and health figures. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
