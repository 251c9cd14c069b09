import { Cron } from 'croner';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';

/**
 * The morning newsletter's clock (docs/product.md, 'Morning newsletter'): at NEWSLETTER_CRON in
 * SCHEDULER_TZ (07:00 unless set) every process fires, and the first to record the scheduled
 * time sends it (NewsletterCommands.sendScheduled). At start-up a send a restart interrupted is
 * finished. Off without SMTP_URL.
 */
export class NewsletterClock {
  readonly #cron: Cron | null;
  #running: Promise<unknown> | null = null;

  constructor(
    private readonly services: Pick<Services, 'commands' | 'mailer' | 'newsletterSender' | 'newsletterSchedule'>,
    private readonly logger: Logger,
  ) {
    const { cron, timeZone } = services.newsletterSchedule;
    this.#cron = services.mailer
      ? new Cron(cron, { timezone: timeZone, paused: true, protect: true }, (self: Cron) => {
          // The time this run was scheduled for, whatever the timer's delay: every process names it alike.
          const slot = self.previousRuns(1, new Date(Date.now() + 1000))[0] ?? new Date();
          return this.#track(this.services.commands.newsletter.sendScheduled(slot));
        })
      : null;
  }

  /** Finishes an interrupted send (in the background) and arms the clock. */
  start(): void {
    if (!this.#cron) return;
    void this.#track(this.services.newsletterSender.resume());
    this.#cron.resume();
    this.logger.info(
      `newsletter: next send ${this.#cron.nextRun()?.toISOString() ?? 'never'} (${this.services.newsletterSchedule.cron} in ${this.services.newsletterSchedule.timeZone})`,
    );
  }

  /** Stops the clock; a send going on ends after the recipient in hand, the rest wait for the next start. */
  async stop(): Promise<void> {
    this.#cron?.stop();
    this.services.newsletterSender.close();
    await this.#running;
  }

  #track(work: Promise<unknown>): Promise<void> {
    const running = work
      .catch((err: unknown) => this.logger.error({ err }, 'newsletter: the send failed'))
      .finally(() => {
        if (this.#running === running) this.#running = null;
      });
    this.#running = running;
    return running.then(() => undefined);
  }
}
