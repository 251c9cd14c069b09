import { BRIEFING_TIME } from '../../core/push';
import { systemActor } from '../lib/actor';
import type { Logger } from '../lib/logger';
import { PeriodicJob } from '../lib/periodic-job';
import type { AlertCommands } from './alerts.commands';

/** Croner's pattern for the briefing's time (seconds first). */
export const BRIEFING_PATTERN = `0 ${BRIEFING_TIME.minute} ${BRIEFING_TIME.hour} * * *`;

/**
 * The daily briefing's clock (docs/product.md, 'Alerts and following'): at 07:30 in the site's
 * time zone every process fires, and the first to insert the day's alert of an edition sends it
 * (AlertCommands.sendBriefing; the others find it made: `alerts_slot_idx` on kind, edition and
 * day). A day the site was down at 07:30 has no briefing.
 */
export class BriefingClock {
  readonly #job: PeriodicJob;

  constructor(
    private readonly alerts: Pick<AlertCommands, 'sendBriefing'>,
    private readonly logger: Logger,
    timeZone: string,
  ) {
    this.#job = new PeriodicJob(
      BRIEFING_PATTERN,
      async () => {
        const made = await this.alerts.sendBriefing(systemActor(this.logger));
        if (made > 0) this.logger.info(`push: ${made} daily briefing(s) queued`);
      },
      (err) => this.logger.warn({ err }, 'push: the daily briefing failed; tomorrow tries again'),
      timeZone,
    );
  }

  start(): void {
    this.#job.resume();
  }

  /** One run now (tests). */
  run(): Promise<void> {
    return this.#job.run();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
