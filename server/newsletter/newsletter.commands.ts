import {
  CONFIRM_LINK_BAD,
  CONFIRM_LINK_HOURS,
  CONFIRM_RESEND_MINUTES,
  confirmedMessage,
  digestSubject,
  NEWSLETTER_OFF,
  normalizeEmail,
  SUBSCRIBE_ANSWER,
  SUBSCRIBE_RATE_LIMITED,
  subscribeSchema,
  tokenSchema,
  UNSUBSCRIBE_LINK_BAD,
  UNSUBSCRIBED,
  type MySubscription,
} from '../../core/newsletter';
import { EMAIL_UNVERIFIED, NEWSLETTER_TEST_LIMITED } from '../../core/account';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, RateLimitedError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { RateLimiter } from '../lib/rate-limit';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { unsubscribeUrl, type NewsletterSender, type SendOutcome } from './newsletter.sender';
import { hashToken, newToken, type NewsletterService } from './newsletter.service';
import { NewsletterQueries } from './newsletter.queries';
import { NextSend, type NextSendDeps } from './next-send';
import { renderConfirmation } from './digest';

/** What the newsletter use cases use (wired in server/services.ts). */
export interface NewsletterCommandDeps extends NextSendDeps {
  newsletter: NewsletterService;
  newsletterSender: Pick<NewsletterSender, 'deliver'>;
  site: Pick<SiteSettingsService, 'publicConfig'>;
  audit: AuditLog;
  events: EventBus;
  limits: { newsletter: RateLimiter; newsletterTests: RateLimiter };
}

/**
 * The morning newsletter's use cases (docs/product.md, 'Morning newsletter'). Anyone asks to
 * subscribe (limited per client address; the same answer whatever the address's state, so it
 * never tells who subscribed) and follows the confirmation or unsubscribe link; signed-in
 * readers subscribe from Settings; editors and admins (`newsletter:manage`) send a test to
 * themselves (what they see, the overview and the preview, is NewsletterQueries'). The morning
 * send is the system's (server/newsletter/newsletter-clock.ts).
 */
export class NewsletterCommands {
  /** The next send (its time, stories and email), as the reads see it too. */
  readonly #next: NextSend;
  /** The reader's own subscription, which subscribing and unsubscribing answer. */
  readonly #reads: NewsletterQueries;

  constructor(protected readonly deps: NewsletterCommandDeps) {
    this.#next = new NextSend(deps);
    this.#reads = new NewsletterQueries(deps);
  }

  #requireEnabled(): void {
    if (!this.#next.enabled) throw new NotFoundError(NEWSLETTER_OFF);
  }

  /** Asks for the newsletter at an address: a confirmation link is mailed unless it is subscribed already. */
  async subscribe(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { email } = parseOr400(subscribeSchema, input);
    this.#requireEnabled();
    await this.#limit(actor);
    await this.#requestConfirmation(actor, normalizeEmail(email), null);
    return { message: SUBSCRIBE_ANSWER };
  }

  /** Confirms the address a confirmation link was sent to. */
  async confirm(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { token } = parseOr400(tokenSchema, input);
    const confirmed = await this.deps.newsletter.confirm(hashToken(token), this.deps.clock.now());
    if (!confirmed) throw new NotFoundError(CONFIRM_LINK_BAD);
    actor.log.info({ subscriber: confirmed.id }, 'newsletter: subscription confirmed');
    this.deps.events.emit('newsletter.changed', { change: 'confirmed' });
    return {
      message: confirmedMessage(this.#next.at(), this.deps.clock.now(), this.deps.newsletterSchedule.timeZone),
    };
  }

  /** Unsubscribes the address an email's link was for (the page's button and RFC 8058's one-click POST). */
  async unsubscribe(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { token } = parseOr400(tokenSchema, input);
    const done = await this.deps.newsletter.unsubscribeByToken(token, this.deps.clock.now());
    if (!done) throw new NotFoundError(UNSUBSCRIBE_LINK_BAD);
    actor.log.info({ subscriber: done.id }, 'newsletter: unsubscribed');
    this.deps.events.emit('newsletter.changed', { change: 'unsubscribed' });
    return { message: UNSUBSCRIBED };
  }

  /** Subscribes the signed-in reader's address: confirmed by the emailed link, as for anyone. */
  async subscribeMe(actor: Actor): Promise<MySubscription & { message: string }> {
    const viewer = authorize(actor, 'profile:edit');
    this.#requireEnabled();
    if (!viewer.email) {
      throw new AppError(409, 'no_email', 'Add an email address to your profile first.');
    }
    await this.#limit(actor);
    await this.#requestConfirmation(actor, normalizeEmail(viewer.email), viewer._id);
    const mine = await this.#reads.mine(actor);
    const message =
      mine.status === 'confirmed'
        ? 'You are subscribed.'
        : `We sent a link to ${mine.email}. Open it within ${CONFIRM_LINK_HOURS} hours to start the newsletter.`;
    return { ...mine, message };
  }

  /** Unsubscribes the signed-in reader's address. */
  async unsubscribeMe(actor: Actor): Promise<MySubscription & { message: string }> {
    const viewer = authorize(actor, 'profile:edit');
    if (viewer.email) {
      const done = await this.deps.newsletter.unsubscribeEmail(normalizeEmail(viewer.email), this.deps.clock.now());
      if (done) this.deps.events.emit('newsletter.changed', { change: 'unsubscribed' });
    }
    return { ...(await this.#reads.mine(actor)), message: UNSUBSCRIBED };
  }

  /**
   * Mails the next newsletter, marked as a test, to the signed-in editor's own verified address
   * (409 while it is not verified; 429 past NEWSLETTER_TESTS_PER_HOUR).
   */
  async sendTest(actor: Actor): Promise<{ message: string }> {
    const viewer = authorize(actor, 'newsletter:manage');
    const mailer = this.deps.mailer;
    if (!mailer) throw new AppError(409, 'newsletter_off', NEWSLETTER_OFF);
    if (!viewer.email) throw new AppError(409, 'no_email', 'Add an email address to your profile first.');
    // Only to an address the editor proved is theirs, and a few an hour: the button mails.
    if (!viewer.emailVerified) throw new AppError(409, 'email_unverified', EMAIL_UNVERIFIED);
    const wait = await this.deps.limits.newsletterTests.consume(viewer._id);
    if (wait > 0) throw new RateLimitedError(NEWSLETTER_TEST_LIMITED, wait);
    const site = await this.deps.site.publicConfig();
    // Their own link when they subscribed; otherwise one that unsubscribes nobody.
    const token = await this.deps.newsletter.unsubscribeTokenOf(normalizeEmail(viewer.email));
    const link = unsubscribeUrl(site.publicUrl, token ?? 'test');
    const { stories, ...mail } = await this.#next.email(site, link, true);
    try {
      await mailer.send({ fromName: site.siteName, to: viewer.email, ...mail, unsubscribeUrl: link });
    } catch (error) {
      actor.log.warn({ err: error }, 'newsletter: the test email was refused');
      throw new AppError(503, 'mail_failed', 'The mail server did not take the test email. The server log says why.');
    }
    await this.deps.audit.record(actor, {
      action: 'newsletter.test',
      target: { type: 'newsletter', id: 'test', label: mail.subject },
      details: { to: viewer.email, stories: stories.length },
    });
    return { message: `A test was sent to ${viewer.email}.` };
  }

  /**
   * The morning send for the scheduled time `slot` (the clock's, or a test's): the stories are
   * chosen and every confirmed address is mailed. A slot is sent once, whichever process fires
   * first; null when it was sent already or the newsletter is off.
   */
  async sendScheduled(slot: Date): Promise<SendOutcome | null> {
    if (!this.#next.enabled) return null;
    const { newsletter, clock } = this.deps;
    const site = await this.deps.site.publicConfig();
    const stories = await this.#next.stories(site);
    const subject = digestSubject(site.siteName, slot, this.deps.newsletterSchedule.timeZone);
    const sendId = await newsletter.claimSend(slot, subject, stories, clock.now());
    if (!sendId) return null;
    if (stories.length === 0) {
      await newsletter.finish(sendId, clock.now(), 'skipped', 'No published stories to send');
      return { sendId, recipients: 0, sent: 0, failed: 0 };
    }
    await newsletter.addRecipients(sendId);
    const outcome = await this.deps.newsletterSender.deliver(sendId);
    this.deps.events.emit('newsletter.changed', { change: 'sent' });
    return outcome;
  }

  async #limit(actor: Actor): Promise<void> {
    const wait = await this.deps.limits.newsletter.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError(SUBSCRIBE_RATE_LIMITED, wait);
  }

  /**
   * Records the request and, when the address needs one, mails the confirmation link after the
   * answer: an answer that waited for the mail server would take longer for a new address than
   * for a subscribed one, and so tell them apart.
   */
  async #requestConfirmation(actor: Actor, email: string, userId: string | null): Promise<void> {
    const now = this.deps.clock.now();
    const token = newToken();
    const expires = new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
    const resendAfter = new Date(now.getTime() - CONFIRM_RESEND_MINUTES * 60_000);
    const mail = await this.deps.newsletter.requestConfirmation(
      email,
      hashToken(token),
      expires,
      now,
      resendAfter,
      userId,
    );
    if (!mail) return;
    this.deps.events.emit('newsletter.changed', { change: 'subscribed' });
    const mailer = this.deps.mailer!;
    void (async () => {
      const site = await this.deps.site.publicConfig();
      const confirmUrl = `${site.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      const message = renderConfirmation({ siteName: site.siteName, publicUrl: site.publicUrl, confirmUrl });
      await mailer.send({ fromName: site.siteName, to: email, ...message });
    })().catch((error: unknown) => actor.log.warn({ err: error }, 'newsletter: the confirmation email was refused'));
  }
}
