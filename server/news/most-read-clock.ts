/**
 * The 'Most read' lists' clock (docs/product.md, 'Most read'): every minute (at second 30, apart
 * from the scheduled publishing's check at second 0) this process reads the lists again from the
 * counted views, and when one changed it tells the page cache (`mostread.changed`), which redraws
 * the pages that show it. Every process of a cluster reads its own; two statements a minute.
 */
import { Cron } from 'croner';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';

/** Croner's pattern for a reading every `seconds` (60: at second 30 of every minute). */
export function mostReadPattern(seconds: number): string {
  return seconds >= 60 ? '30 * * * * *' : `*/${seconds} * * * * *`;
}

export class MostReadClock {
  readonly #services: Pick<Services, 'news' | 'events'>;
  readonly #logger: Logger;
  readonly #cron: Cron;
  #running: Promise<void> | null = null;

  constructor(services: Pick<Services, 'news' | 'events'>, logger: Logger, everySeconds = 60) {
    this.#services = services;
    this.#logger = logger;
    // `protect`: a reading still going when the next is due is not started twice.
    this.#cron = new Cron(mostReadPattern(everySeconds), { protect: true, paused: true }, () => this.run());
  }

  /** Starts the clock (the lists are first read when a page asks for them). */
  start(): void {
    this.#cron.resume();
  }

  /** One reading; a failure is logged (the next one tries again), never thrown. */
  run(): Promise<void> {
    this.#running ??= (async () => {
      try {
        const scopes = await this.#services.news.refreshMostRead();
        if (scopes.length > 0) this.#services.events.emit('mostread.changed', { scopes });
      } catch (err) {
        this.#logger.warn({ err }, 'most read: reading the lists failed; the next minute tries again');
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  /** Stops the clock and waits for a reading in progress. */
  async stop(): Promise<void> {
    this.#cron.stop();
    await this.#running;
  }
}
