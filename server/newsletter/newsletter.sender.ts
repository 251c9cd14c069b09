import type { PublicConfig } from '../config';
import type { Database } from '../db/client';
import { LOCK_KEYS } from '../db/locks';
import type { Logger } from '../lib/logger';
import { articlePath } from '../../core/article';
import { DEFAULT_EDITION, editionCode, type Edition } from '../../core/editions';
import { SECTION_NAMES } from '../../core/feed-texts';
import { shareImage } from '../../core/images';
import type { FollowsService } from '../follows/follows.service';
import { newsletterUrl, renderDigest, type DigestStory } from './digest';
import type { Mailer } from '../mail/mailer';
import type { NewsletterService, Recipient, StoredSend } from './newsletter.service';

/** Recipients taken from the database at a time. */
const BATCH = 25;
/** Stories 'From what you follow' adds at most (docs/product.md, 'Alerts and following'). */
export const FOLLOWING_STORIES_MAX = 5;
/** …published within this long before the send. */
const FOLLOWING_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface SendOutcome {
  sendId: string;
  recipients: number;
  sent: number;
  failed: number;
}

/**
 * The address of a recipient's unsubscribe page in the email's edition (`/hi/newsletter/unsubscribe`
 * for the Hindi newsletter), which is also the one-click POST target (RFC 8058).
 */
export function unsubscribeUrl(publicUrl: string, token: string, edition: Edition = DEFAULT_EDITION): string {
  return newsletterUrl(publicUrl, '/newsletter/unsubscribe', token, edition);
}

/**
 * Mails a newsletter send to its recipients (docs/product.md, 'Morning newsletter'), in its
 * edition's language with its edition's unsubscribe page. One
 * process sends at a time (an advisory lock on PostgreSQL). Each recipient is marked `sending`
 * before the SMTP server is given the message and `sent` or `failed` after: a failed address
 * is recorded and the others go on, and after a restart nobody is mailed twice (a delivery left
 * `sending` is not sent again). `close()` lets the recipient in hand finish and leaves the rest
 * for the next start.
 */
export class NewsletterSender {
  #closed = false;

  constructor(
    private readonly database: Database,
    private readonly store: NewsletterService,
    private readonly mailer: Mailer | null,
    private readonly site: () => Promise<PublicConfig>,
    private readonly now: () => Date,
    private readonly logger?: Logger,
    /** The newest stories of what subscribers' accounts follow ('Following'): one read a batch. */
    private readonly follows?: Pick<FollowsService, 'newestForAccounts'>,
  ) {}

  /** Delivers a send begun (by `claimSend`) to every recipient not yet mailed. Null: another process is sending. */
  async deliver(sendId: string): Promise<SendOutcome | null> {
    const outcome = await this.database.exclusive(LOCK_KEYS.newsletter, () => this.#deliver(sendId));
    return outcome.ran ? outcome.value : null;
  }

  /** At start-up: sends a restart interrupted are finished (those in the SMTP server's hands are not sent again). */
  async resume(): Promise<void> {
    if (!this.mailer) return;
    const outcome = await this.database.exclusive(LOCK_KEYS.newsletter, async () => {
      for (const send of await this.store.unfinished()) {
        if (this.#closed) return;
        const interrupted = await this.store.closeInterrupted(send.id);
        this.logger?.warn({ sendId: send.id, interrupted }, 'newsletter: finishing a send a restart interrupted');
        await this.#deliver(send.id);
      }
    });
    if (!outcome.ran) this.logger?.info('newsletter: another process is sending');
  }

  close(): void {
    this.#closed = true;
    this.mailer?.close();
  }

  async #deliver(sendId: string): Promise<SendOutcome> {
    const outcome: SendOutcome = { sendId, recipients: 0, sent: 0, failed: 0 };
    const send = await this.store.send(sendId);
    if (!send || !this.mailer) return outcome;
    const site = await this.site();
    const stories = send.stories as DigestStory[];
    while (!this.#closed) {
      const batch = await this.store.takeRecipients(sendId, BATCH);
      if (batch.length === 0) {
        await this.store.finish(sendId, this.now());
        this.logger?.info(outcome, 'newsletter: send finished');
        return outcome;
      }
      const followed = await this.#followed(batch, send, stories, site);
      for (const recipient of batch) {
        outcome.recipients++;
        const own = recipient.followsOf ? (followed.get(recipient.followsOf) ?? []) : [];
        // The batch is taken: the closing process still sends it, rather than leave it 'sending'.
        if (await this.#mail(sendId, recipient, site, send, stories, own)) outcome.sent++;
        else outcome.failed++;
      }
    }
    return outcome;
  }

  /**
   * 'From what you follow' for the batch's recipients who chose it: the newest stories of the
   * send's edition of the last day in their accounts' topics, those the email leads with left out.
   * A failure leaves the section out rather than the email.
   */
  async #followed(
    batch: Recipient[],
    send: StoredSend,
    stories: DigestStory[],
    site: PublicConfig,
  ): Promise<Map<string, DigestStory[]>> {
    const accounts = batch.flatMap((recipient) => (recipient.followsOf ? [recipient.followsOf] : []));
    if (!this.follows || accounts.length === 0) return new Map();
    try {
      const found = await this.follows.newestForAccounts(
        accounts,
        send.edition,
        new Date(send.slot.getTime() - FOLLOWING_WINDOW_MS),
        FOLLOWING_STORIES_MAX,
        stories.map((story) => story.id),
      );
      return new Map(
        [...found].map(([userId, list]) => [
          userId,
          list.map((story) => ({
            id: story.id,
            title: story.title,
            url: `${site.publicUrl}${articlePath({ slug: story.slug, edition: editionCode(story.edition) })}`,
            category: SECTION_NAMES[send.edition][story.category]?.name ?? story.category,
            summary: story.description,
            image: shareImage(story.image, site.publicUrl)?.url ?? null,
          })),
        ]),
      );
    } catch (error) {
      this.logger?.warn({ err: error, sendId: send.id }, "newsletter: 'From what you follow' could not be read");
      return new Map();
    }
  }

  async #mail(
    sendId: string,
    recipient: Recipient,
    site: PublicConfig,
    send: StoredSend,
    stories: DigestStory[],
    following: DigestStory[],
  ): Promise<boolean> {
    const link = unsubscribeUrl(site.publicUrl, recipient.unsubscribeToken, send.edition);
    try {
      const mail = renderDigest({
        siteName: site.siteName,
        publicUrl: site.publicUrl,
        edition: send.edition,
        subject: send.subject,
        stories,
        following,
        unsubscribeUrl: link,
      });
      await this.mailer!.send({ fromName: site.siteName, to: recipient.email, ...mail, unsubscribeUrl: link });
      await this.store.delivered(sendId, recipient.subscriberId, this.now());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger?.warn({ err: error, sendId }, 'newsletter: a recipient could not be mailed');
      await this.store.failed(sendId, recipient.subscriberId, reason);
      return false;
    }
  }
}
