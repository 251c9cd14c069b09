import { Cron } from 'croner';

/** Croner's pattern for a run every `seconds` (60 or more: once a minute, at `atSecond`). */
export function everySecondsPattern(seconds: number, atSecond = 0): string {
  return seconds >= 60 ? `${atSecond} * * * * *` : `*/${seconds} * * * * *`;
}

/**
 * A job run on a clock (croner), paused until `resume`: one run at a time (a run still going
 * when the next is due is not started twice, and `run` called meanwhile shares it), a failure
 * handed to `onError` and never thrown (the next turn tries again), and `stop` waiting for a
 * run in progress. The scheduled publishing check and the 'Most read' clock use it.
 */
export class PeriodicJob {
  readonly #cron: Cron;
  readonly #work: () => Promise<void>;
  readonly #onError: (err: unknown) => void;
  #running: Promise<void> | null = null;

  constructor(
    pattern: string,
    work: () => Promise<void>,
    onError: (err: unknown) => void,
    /** The time zone the pattern's hours are in (the server's by default). */
    timezone?: string,
  ) {
    this.#work = work;
    this.#onError = onError;
    this.#cron = new Cron(pattern, { protect: true, paused: true, ...(timezone ? { timezone } : {}) }, () =>
      this.run(),
    );
  }

  resume(): void {
    this.#cron.resume();
  }

  run(): Promise<void> {
    this.#running ??= (async () => {
      try {
        await this.#work();
      } catch (err) {
        this.#onError(err);
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  async stop(): Promise<void> {
    this.#cron.stop();
    await this.#running;
  }
}
