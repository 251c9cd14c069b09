/**
 * The 'Most read' lists' clock (docs/product.md, 'Most read'): every minute (at second 30, apart
 * from the scheduled publishing's check at second 0) this process reads the lists again from the
 * counted views, and when one changed it tells the page cache (`mostread.changed`), which redraws
 * the pages that show it. Every process of a cluster reads its own; two statements a minute.
 */
import type { Logger } from '../lib/logger';
import { everySecondsPattern, PeriodicJob } from '../lib/periodic-job';
import type { Services } from '../services';

export class MostReadClock {
  readonly #job: PeriodicJob;

  constructor(services: Pick<Services, 'news' | 'events'>, logger: Logger, everySeconds = 60) {
    this.#job = new PeriodicJob(
      everySecondsPattern(everySeconds, 30),
      async () => {
        const scopes = await services.news.refreshMostRead();
        if (scopes.length > 0) services.events.emit('mostread.changed', { scopes });
      },
      (err) => logger.warn({ err }, 'most read: reading the lists failed; the next minute tries again'),
    );
  }

  /** Starts the clock (the lists are first read when a page asks for them). */
  start(): void {
    this.#job.resume();
  }

  /** One reading; a failure is logged (the next one tries again), never thrown. */
  run(): Promise<void> {
    return this.#job.run();
  }

  /** Stops the clock and waits for a reading in progress. */
  stop(): Promise<void> {
    return this.#job.stop();
  }
}
