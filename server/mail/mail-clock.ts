/**
 * A mailing run on a clock, in every process (each mail it sends is claimed once in the database,
 * so several processes may run it): the members' yearly renewal reminders every hour at minute 5
 * (docs/product.md, 'Members and tiers'), the writers' summaries of yesterday's comments every
 * morning at 7:00 in the site's time zone (docs/product.md, 'Comments'). Off without SMTP_URL:
 * there is nobody to mail.
 */
import { systemActor, type Actor } from '../lib/actor';
import type { Logger } from '../lib/logger';
import { PeriodicJob } from '../lib/periodic-job';
import type { Services } from '../services';

export class MailClock {
  readonly #job: PeriodicJob;

  constructor(
    private readonly services: Pick<Services, 'mailer'>,
    logger: Logger,
    clock: {
      /** Croner's pattern, in `timeZone` (the server's when left out). */
      pattern: string;
      timeZone?: string;
      /** The use case that sends what is due, answering how many it sent. */
      send: (actor: Actor) => Promise<number>;
      /** What the log says of a run that sent some ('members: 2 renewal reminder(s) sent'), and of a failure. */
      sent: (count: number) => string;
      failed: string;
    },
  ) {
    this.#job = new PeriodicJob(
      clock.pattern,
      async () => {
        const sent = await clock.send(systemActor(logger));
        if (sent > 0) logger.info(clock.sent(sent));
      },
      (err) => logger.warn({ err }, clock.failed),
      clock.timeZone,
    );
  }

  start(): void {
    if (this.services.mailer) this.#job.resume();
  }

  /** One run now (tests, and start-up after a stop). */
  run(): Promise<void> {
    return this.#job.run();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
