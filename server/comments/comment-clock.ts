/**
 * The comments' clock (docs/product.md, 'Comments'): every morning at 7:00 in the site's time
 * zone, the writers' summaries of yesterday's comments go out (CommentCommands.sendDigests, which
 * claims each once, so every process of a cluster may run it). Off without SMTP_URL.
 */
import { systemActor } from '../lib/actor';
import type { Logger } from '../lib/logger';
import { PeriodicJob } from '../lib/periodic-job';
import type { Services } from '../services';

export class CommentClock {
  readonly #job: PeriodicJob;

  constructor(
    private readonly services: Pick<Services, 'commands' | 'mailer' | 'timeZone'>,
    logger: Logger,
  ) {
    this.#job = new PeriodicJob(
      '0 0 7 * * *',
      async () => {
        const sent = await services.commands.comments.sendDigests(systemActor(logger));
        if (sent > 0) logger.info(`comments: ${sent} writer summary(ies) sent`);
      },
      (err) => logger.warn({ err }, "comments: the writers' summaries failed; tomorrow tries again"),
      services.timeZone,
    );
  }

  start(): void {
    if (this.services.mailer) this.#job.resume();
  }

  /** One run now (tests). */
  run(): Promise<void> {
    return this.#job.run();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
