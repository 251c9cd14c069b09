/**
 * A use case run on a clock, in every process (what each run does is claimed once in the
 * database, so several processes may run it): the members' yearly renewal reminders every hour at
 * minute 5 (docs/product.md, 'Members and tiers'), the writers' summaries of yesterday's comments
 * every morning at 7:00 in the site's time zone (docs/product.md, 'Comments'), the daily push
 * briefing at 07:30 and the followed-topic alerts every minute (docs/product.md, 'Alerts and
 * following').
 */
import { systemActor, type Actor } from './actor';
import type { Logger } from './logger';
import { PeriodicJob } from './periodic-job';

export class Clock {
  readonly #job: PeriodicJob;

  constructor(
    logger: Logger,
    private readonly clock: {
      /** Croner's pattern, in `timeZone` (the server's when left out). */
      pattern: string;
      timeZone?: string;
      /** What runs, answering how many things it did (mails sent, alerts queued). */
      run: (actor: Actor) => Promise<number>;
      /** What the log says of a run that did some ('members: 2 renewal reminder(s) sent'), and of a failure. */
      done: (count: number) => string;
      failed: string;
      /** False: it never starts (the mailings without SMTP_URL: there is nobody to mail). */
      enabled?: boolean;
    },
  ) {
    this.#job = new PeriodicJob(
      clock.pattern,
      async () => {
        const count = await clock.run(systemActor(logger));
        if (count > 0) logger.info(clock.done(count));
      },
      (err) => logger.warn({ err }, clock.failed),
      clock.timeZone,
    );
  }

  start(): void {
    if (this.clock.enabled !== false) this.#job.resume();
  }

  /** One run now (tests, and start-up after a stop). */
  run(): Promise<void> {
    return this.#job.run();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
