/**
 * Scheduled publishing's clock (docs/product.md, 'Scheduled publishing'): every minute, and once
 * at start-up (a story due while the server was down goes out then), it asks the use case to
 * publish what is due (NewsCommands.publishDue) and to remove the front-page pins and 'Breaking'
 * flags that ended (FrontPageCommands.expire). Every process of a cluster runs one; the
 * statement behind it gives each story to exactly one of them.
 */
import { systemActor } from '../lib/actor';
import type { Logger } from '../lib/logger';
import { everySecondsPattern, PeriodicJob } from '../lib/periodic-job';
import type { Services } from '../services';

export class ScheduledPublisher {
  readonly #job: PeriodicJob;

  constructor(services: Pick<Services, 'commands'>, logger: Logger, everySeconds = 60) {
    this.#job = new PeriodicJob(
      everySecondsPattern(everySeconds),
      async () => {
        const actor = systemActor(logger);
        const due = await services.commands.news.publishDue(actor);
        for (const story of due) {
          logger.info(
            { articleId: story.id, scheduledFor: story.scheduledFor },
            `published on schedule: ${story.title}`,
          );
        }
        // Front-page pins and 'Breaking' flags that ended leave the home page.
        await services.commands.frontPage.expire(actor);
      },
      (err) => logger.error({ err }, 'scheduled publishing: the check failed; the next minute tries again'),
    );
  }

  /** Publishes what is due now, then every minute. */
  start(): Promise<void> {
    this.#job.resume();
    return this.run();
  }

  /** One check; errors are logged (the next minute tries again), never thrown. */
  run(): Promise<void> {
    return this.#job.run();
  }

  /** Stops the clock and waits for a check in progress. */
  stop(): Promise<void> {
    return this.#job.stop();
  }
}
