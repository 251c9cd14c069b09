/**
 * Scheduled publishing's clock (docs/product.md, 'Scheduled publishing'): every minute, and once
 * at start-up (a story due while the server was down goes out then), it asks the use case to
 * publish what is due (NewsCommands.publishDue) and to remove the front-page pins and 'Breaking'
 * flags that ended (FrontPageCommands.expire). Every process of a cluster runs one; the
 * statement behind it gives each story to exactly one of them.
 */
import { Cron } from 'croner';
import { systemActor } from '../lib/actor';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';

/** Croner's pattern for a check every `seconds` (60: at second 0 of every minute). */
export function publishCheckPattern(seconds: number): string {
  return seconds >= 60 ? '0 * * * * *' : `*/${seconds} * * * * *`;
}

export class ScheduledPublisher {
  readonly #services: Pick<Services, 'commands'>;
  readonly #logger: Logger;
  readonly #cron: Cron;
  #running: Promise<void> | null = null;

  constructor(services: Pick<Services, 'commands'>, logger: Logger, everySeconds = 60) {
    this.#services = services;
    this.#logger = logger;
    // `protect`: a run still going when the next is due is not started twice.
    this.#cron = new Cron(publishCheckPattern(everySeconds), { protect: true, paused: true }, () => this.run());
  }

  /** Publishes what is due now, then every minute. */
  start(): Promise<void> {
    this.#cron.resume();
    return this.run();
  }

  /** One check; errors are logged (the next minute tries again), never thrown. */
  run(): Promise<void> {
    this.#running ??= (async () => {
      try {
        const actor = systemActor(this.#logger);
        const due = await this.#services.commands.news.publishDue(actor);
        for (const story of due) {
          this.#logger.info(
            { articleId: story.id, scheduledFor: story.scheduledFor },
            `published on schedule: ${story.title}`,
          );
        }
        // Front-page pins and 'Breaking' flags that ended leave the home page.
        await this.#services.commands.frontPage.expire(actor);
      } catch (err) {
        this.#logger.error({ err }, 'scheduled publishing: the check failed; the next minute tries again');
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  /** Stops the clock and waits for a check in progress. */
  async stop(): Promise<void> {
    this.#cron.stop();
    await this.#running;
  }
}
