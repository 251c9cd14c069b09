/**
 * The members' clock (docs/product.md, 'Members and tiers'): every hour, at minute 5, the yearly
 * renewal reminders that are due go out (MemberCommands.remindRenewals, which claims each once,
 * so every process of a cluster may run it). Off without SMTP_URL: there is nobody to mail.
 */
import { systemActor } from '../lib/actor';
import type { Logger } from '../lib/logger';
import { PeriodicJob } from '../lib/periodic-job';
import type { Services } from '../services';

export class MemberClock {
  readonly #job: PeriodicJob;

  constructor(
    private readonly services: Pick<Services, 'commands' | 'mailer'>,
    logger: Logger,
  ) {
    this.#job = new PeriodicJob(
      '0 5 * * * *',
      async () => {
        const sent = await services.commands.members.remindRenewals(systemActor(logger));
        if (sent > 0) logger.info(`members: ${sent} renewal reminder(s) sent`);
      },
      (err) => logger.warn({ err }, 'members: the renewal reminders failed; the next hour tries again'),
    );
  }

  start(): void {
    if (this.services.mailer) this.#job.resume();
  }

  /** One check now (tests, and start-up after a stop). */
  run(): Promise<void> {
    return this.#job.run();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
