import {
  chosenEditions,
  CONFIRM_LINK_HOURS,
  CONFIRM_RESEND_MINUTES,
  confirmedMessage,
  digestSubject,
  editionSchema,
  NEWSLETTER_OFF,
  newsletterTexts,
  normalizeEmail,
  subscribeSchema,
  tokenSchema,
  type MySubscription,
} from '../../core/newsletter';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';
import { EMAIL_UNVERIFIED, NEWSLETTER_TEST_LIMITED } from '../../core/account';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import { AppError, NotFoundError, RateLimitedError } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { RateLimiter } from '../lib/rate-limit';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UsersService } from '../users/users.service';
import { unsubscribeUrl, type NewsletterSender, type SendOutcome } from './newsletter.sender';
import { hashToken, newToken, type NewsletterService } from './newsletter.service';
import { NewsletterQueries } from './newsletter.queries';
import { NextSend, type NextSendDeps } from './next-send';
import { newsletterUrl, renderConfirmation } from './digest';

/** What the newsletter use cases use (wired in server/services.ts). */
export interface NewsletterCommandDeps extends NextSendDeps {
  newsletter: NewsletterService;
  newsletterSender: Pick<NewsletterSender, 'deliver'>;
  site: Pick<SiteSettingsService, 'publicConfig'>;
  audit: AuditLog;
  events: EventBus;
  limits: { newsletter: RateLimiter; newsletterTests: RateLimiter };
  /** The language of an account's e-mails (users.language): Settings' sign-up gets that edition. */
  users: Pick<UsersService, 'languageOf'>;
}

/** A morning's sends, one an edition, and their counts together. */
export interface ScheduledOutcome {
  sends: SendOutcome[];
  recipients: number;
  sent: number;
  failed: number;
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

  #requireEnabled(edition: Edition = DEFAULT_EDITION): void {
    if (!this.#next.enabled) throw new NotFoundError(newsletterTexts(edition).off);
  }

  /**
   * Asks for the newsletter of the chosen editions at an address (the signing-up edition's when
   * none is named): a confirmation link is mailed, in that edition's language, unless it gets
   * them all already. An unknown edition is a 400.
   */
  async subscribe(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { email, editions, edition = DEFAULT_EDITION } = parseOr400(subscribeSchema, input);
    this.#requireEnabled(edition);
    await this.#limit(actor, edition);
    await this.#requestConfirmation(actor, normalizeEmail(email), chosenEditions(editions, edition), edition, null);
    return { message: newsletterTexts(edition).subscribeAnswer };
  }

  /** Confirms the address a confirmation link was sent to; answered in the link's edition's language. */
  async confirm(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { token, edition = DEFAULT_EDITION } = parseOr400(tokenSchema, input);
    const confirmed = await this.deps.newsletter.confirm(hashToken(token), this.deps.clock.now());
    if (!confirmed) throw new NotFoundError(newsletterTexts(edition).confirmLinkBad);
    actor.log.info({ subscriber: confirmed.id, editions: confirmed.editions }, 'newsletter: subscription confirmed');
    this.deps.events.emit('newsletter.changed', { change: 'confirmed' });
    return {
      message: confirmedMessage(this.#next.at(), this.deps.clock.now(), this.deps.newsletterSchedule.timeZone, edition),
    };
  }

  /**
   * Unsubscribes the address an email's link was for, from every edition's newsletter (the
   * page's button and RFC 8058's one-click POST); answered in the link's edition's language.
   */
  async unsubscribe(actor: Actor, input: unknown): Promise<{ message: string }> {
    const { token, edition = DEFAULT_EDITION } = parseOr400(tokenSchema, input);
    const done = await this.deps.newsletter.unsubscribeByToken(token, this.deps.clock.now());
    if (!done) throw new NotFoundError(newsletterTexts(edition).unsubscribeLinkBad);
    actor.log.info({ subscriber: done.id }, 'newsletter: unsubscribed');
    this.deps.events.emit('newsletter.changed', { change: 'unsubscribed' });
    return { message: newsletterTexts(edition).unsubscribed };
  }

  /** Subscribes the signed-in reader's address: confirmed by the emailed link, as for anyone. */
  async subscribeMe(actor: Actor): Promise<MySubscription & { message: string }> {
    const viewer = authorize(actor, 'profile:edit');
    this.#requireEnabled();
    if (!viewer.email) {
      throw new AppError(409, 'no_email', 'Add an email address to your profile first.');
    }
    await this.#limit(actor);
    // The edition of the account's language (its e-mails'); /newsletter offers both.
    const edition = await this.deps.users.languageOf(viewer._id);
    await this.#requestConfirmation(actor, normalizeEmail(viewer.email), [edition], edition, viewer._id);
    const mine = await this.#reads.mine(actor);
    const message =
      mine.status === 'confirmed'
        ? 'You are subscribed.'
        : `We sent a link to ${mine.email}. Open it within ${CONFIRM_LINK_HOURS} hours to start the newsletter.`;
    return { ...mine, message };
  }

  /**
   * 'Following' on or off: the signed-in reader's newsletter adds (or no longer adds) the newest
   * stories from what their account follows. Their address must be subscribed (409 otherwise).
   */
  async setFollowing(actor: Actor, on: boolean): Promise<{ on: boolean }> {
    const viewer = authorize(actor, 'profile:edit');
    this.#requireEnabled();
    const email = viewer.email ? normalizeEmail(viewer.email) : null;
    if (!email || !(await this.deps.newsletter.setFollowing(email, viewer._id, on))) {
      throw new AppError(409, 'conflict', 'Subscribe to the newsletter first.');
    }
    actor.log.info({ following: on }, 'newsletter: following option changed');
    return { on };
  }

  /** Unsubscribes the signed-in reader's address. */
  async unsubscribeMe(actor: Actor): Promise<MySubscription & { message: string }> {
    const viewer = authorize(actor, 'profile:edit');
    if (viewer.email) {
      const done = await this.deps.newsletter.unsubscribeEmail(normalizeEmail(viewer.email), this.deps.clock.now());
      if (done) this.deps.events.emit('newsletter.changed', { change: 'unsubscribed' });
    }
    return { ...(await this.#reads.mine(actor)), message: newsletterTexts().unsubscribed };
  }

  /**
   * Mails `edition`'s next newsletter, marked as a test, to the signed-in editor's own verified
   * address (409 while it is not verified; 429 past NEWSLETTER_TESTS_PER_HOUR). An unknown
   * edition is a 400.
   */
  async sendTest(actor: Actor, edition: unknown = DEFAULT_EDITION): Promise<{ message: string }> {
    const viewer = authorize(actor, 'newsletter:manage');
    const chosen = parseOr400(editionSchema, edition);
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
    const link = unsubscribeUrl(site.publicUrl, token ?? 'test', chosen);
    const { stories, ...mail } = await this.#next.email(site, link, true, chosen);
    try {
      await mailer.send({ fromName: site.siteName, to: viewer.email, ...mail, unsubscribeUrl: link });
    } catch (error) {
      actor.log.warn({ err: error }, 'newsletter: the test email was refused');
      throw new AppError(503, 'mail_failed', 'The mail server did not take the test email. The server log says why.');
    }
    await this.deps.audit.record(actor, {
      action: 'newsletter.test',
      target: { type: 'newsletter', id: 'test', label: mail.subject },
      details: { to: viewer.email, stories: stories.length, edition: chosen },
    });
    return { message: `A test was sent to ${viewer.email}.` };
  }

  /**
   * The morning send for the scheduled time `slot` (the clock's, or a test's): each edition's
   * newsletter is its own send (docs/product.md, 'Morning newsletter'), of its stories, to the
   * confirmed addresses that get it. The default edition's goes out (or is recorded as skipped)
   * every time, another's when it has readers. A slot is sent once an edition, whichever
   * process fires first; null when every edition's was sent already or the newsletter is off.
   */
  async sendScheduled(slot: Date): Promise<ScheduledOutcome | null> {
    if (!this.#next.enabled) return null;
    const site = await this.deps.site.publicConfig();
    const sends: SendOutcome[] = [];
    for (const edition of Object.keys(EDITIONS) as Edition[]) {
      if (edition !== DEFAULT_EDITION && !(await this.deps.newsletter.hasReaders(edition))) continue;
      const outcome = await this.#sendEdition(slot, edition, site);
      if (outcome) sends.push(outcome);
    }
    if (sends.length === 0) return null;
    this.deps.events.emit('newsletter.changed', { change: 'sent' });
    const total = (key: 'recipients' | 'sent' | 'failed') => sends.reduce((sum, send) => sum + send[key], 0);
    return { sends, recipients: total('recipients'), sent: total('sent'), failed: total('failed') };
  }

  async #sendEdition(
    slot: Date,
    edition: Edition,
    site: Awaited<ReturnType<NewsletterCommandDeps['site']['publicConfig']>>,
  ): Promise<SendOutcome | null> {
    const { newsletter, clock } = this.deps;
    const stories = await this.#next.stories(site, edition);
    const subject = digestSubject(site.siteName, slot, this.deps.newsletterSchedule.timeZone, edition);
    const sendId = await newsletter.claimSend(slot, edition, subject, stories, clock.now());
    if (!sendId) return null;
    if (stories.length === 0) {
      await newsletter.finish(sendId, clock.now(), 'skipped', 'No published stories to send');
      return { sendId, recipients: 0, sent: 0, failed: 0 };
    }
    await newsletter.addRecipients(sendId);
    return (await this.deps.newsletterSender.deliver(sendId)) ?? { sendId, recipients: 0, sent: 0, failed: 0 };
  }

  async #limit(actor: Actor, edition: Edition = DEFAULT_EDITION): Promise<void> {
    const wait = await this.deps.limits.newsletter.consume(actor.ip ?? 'system');
    if (wait > 0) throw new RateLimitedError(newsletterTexts(edition).rateLimited, wait);
  }

  /**
   * Records the request and, when the address needs one, mails the confirmation link (in
   * `language`, the signing-up edition's, to that edition's confirmation page) after the answer:
   * an answer that waited for the mail server would take longer for a new address than for a
   * subscribed one, and so tell them apart.
   */
  async #requestConfirmation(
    actor: Actor,
    email: string,
    editions: Edition[],
    language: Edition,
    userId: string | null,
  ): Promise<void> {
    const now = this.deps.clock.now();
    const token = newToken();
    const expires = new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
    const resendAfter = new Date(now.getTime() - CONFIRM_RESEND_MINUTES * 60_000);
    const mail = await this.deps.newsletter.requestConfirmation(
      email,
      editions,
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
      const confirmUrl = newsletterUrl(site.publicUrl, '/newsletter/confirm', token, language);
      const message = renderConfirmation({
        siteName: site.siteName,
        publicUrl: site.publicUrl,
        confirmUrl,
        edition: language,
      });
      await mailer.send({ fromName: site.siteName, to: email, ...message });
    })().catch((error: unknown) => actor.log.warn({ err: error }, 'newsletter: the confirmation email was refused'));
  }
}
