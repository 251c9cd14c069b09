import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { editionCode, EDITIONS, type Edition } from '../../core/editions';
import type { SendSummary, SubscriberStatus } from '../../core/newsletter';
import { queryRows, type Db } from '../db/client';
import { newsletterDeliveries, newsletterSends, newsletterSubscribers } from '../db/schema';
import { newToken } from '../lib/tokens';

// A confirmation link's secret and what is stored of it (a leaked table confirms nobody).
export { hashToken, newToken } from '../lib/tokens';

/** A recipient taken for sending. */
export interface Recipient {
  subscriberId: string;
  email: string;
  unsubscribeToken: string;
  /** The account whose followed topics the newsletter adds ('Following'), or null. */
  followsOf: string | null;
}

/** A send as stored: the chosen stories are the email's (server/newsletter/digest.tsx). */
export interface StoredSend {
  id: string;
  /** The edition whose newsletter it is: its language, and its links' prefix. */
  edition: Edition;
  slot: Date;
  subject: string;
  stories: unknown;
}

const ERROR_MAX = 300;

const stored = (row: typeof newsletterSends.$inferSelect): StoredSend => ({
  id: String(row.id),
  edition: editionCode(row.edition),
  slot: row.slot,
  subject: row.subject,
  stories: row.stories,
});

/**
 * The newsletter's data (docs/product.md, 'Morning newsletter'): subscribers, sends and their
 * deliveries. Data access only; the rules are the use cases' (server/newsletter/newsletter.commands.ts).
 */
export class NewsletterService {
  constructor(private readonly db: Db) {}

  /**
   * Records a request to subscribe `email` to `editions` with a new confirmation token, in one
   * statement: a new address, one waiting or one unsubscribed becomes `pending` with this token;
   * a subscribed address asking for an edition it does not get yet keeps what it gets and is sent
   * a link that adds it; an address that gets them all already, or was sent a confirmation since
   * `resendAfter`, is left as it is. Answers whether the confirmation email should go out.
   */
  async requestConfirmation(
    email: string,
    editions: readonly Edition[],
    tokenHash: string,
    expiresAt: Date,
    now: Date,
    resendAfter: Date,
    userId: string | null,
  ): Promise<boolean> {
    const s = newsletterSubscribers;
    const asked = sql`array[${sql.join(
      editions.map((edition) => sql`${edition}`),
      sql`, `,
    )}]::text[]`;
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`insert into ${s} (email, status, editions, requested_editions, confirm_token_hash, confirm_expires_at, confirm_sent_at, unsubscribe_token, user_id, created_at)
          values (${email}, 'pending', ${asked}, ${asked}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
                  ${newToken()}, ${userId}, ${now.toISOString()}::timestamptz)
          on conflict (email) do update
            set status = case when ${s.status} = 'confirmed' then 'confirmed' else 'pending' end,
                requested_editions = excluded.requested_editions,
                confirm_token_hash = excluded.confirm_token_hash,
                confirm_expires_at = excluded.confirm_expires_at,
                confirm_sent_at = excluded.confirm_sent_at,
                user_id = coalesce(excluded.user_id, ${s.userId})
            where (${s.status} <> 'confirmed' or not (excluded.requested_editions <@ ${s.editions}))
              and (${s.confirmSentAt} is null or ${s.confirmSentAt} < ${resendAfter.toISOString()}::timestamptz)
          returning id`,
    );
    return rows.length === 1;
  }

  /**
   * Confirms the address whose unexpired token this is; the token then stops working. A new
   * subscriber gets the editions the link asked for; one subscribed already gets them as well.
   */
  async confirm(tokenHash: string, now: Date): Promise<{ id: string; email: string; editions: Edition[] } | null> {
    const s = newsletterSubscribers;
    const [row] = await this.db
      .update(s)
      .set({
        editions: sql`case when ${s.status} = 'confirmed'
          then array(select distinct e from unnest(${s.editions} || coalesce(${s.requestedEditions}, '{}'::text[])) e order by e)
          else coalesce(${s.requestedEditions}, ${s.editions}) end`,
        confirmedAt: sql`case when ${s.status} = 'confirmed' then ${s.confirmedAt} else ${now.toISOString()}::timestamptz end`,
        status: 'confirmed',
        requestedEditions: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(
        and(
          eq(s.confirmTokenHash, tokenHash),
          inArray(s.status, ['pending', 'confirmed']),
          sql`${s.confirmExpiresAt} > ${now.toISOString()}`,
        ),
      )
      .returning({ id: s.id, email: s.email, editions: s.editions });
    return row ? { ...row, editions: row.editions.map(editionCode) } : null;
  }

  /** Unsubscribes the address this token was sent to (again is no error); null for an unknown token. */
  async unsubscribeByToken(token: string, now: Date): Promise<{ id: string; email: string } | null> {
    return this.#unsubscribe(eq(newsletterSubscribers.unsubscribeToken, token), now);
  }

  /** Unsubscribes an address (a signed-in reader's, from Settings). */
  async unsubscribeEmail(email: string, now: Date): Promise<{ id: string; email: string } | null> {
    return this.#unsubscribe(eq(newsletterSubscribers.email, email), now);
  }

  async #unsubscribe(where: ReturnType<typeof eq>, now: Date) {
    const s = newsletterSubscribers;
    const [row] = await this.db
      .update(s)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`case when ${s.status} = 'unsubscribed' then ${s.unsubscribedAt} else ${now.toISOString()}::timestamptz end`,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(where)
      .returning({ id: s.id, email: s.email });
    return row ?? null;
  }

  /** An address's status and editions, or 'none' when it never subscribed. */
  async statusOf(email: string): Promise<{ status: SubscriberStatus | 'none'; editions: Edition[] }> {
    const [row] = await this.db
      .select({ status: newsletterSubscribers.status, editions: newsletterSubscribers.editions })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row ? { status: row.status, editions: row.editions.map(editionCode) } : { status: 'none', editions: [] };
  }

  /**
   * Whether an address's newsletter adds the stories from what its account follows ('Following');
   * null when the address never subscribed or unsubscribed.
   */
  async followingOf(email: string): Promise<boolean | null> {
    const [row] = await this.db
      .select({ following: newsletterSubscribers.following })
      .from(newsletterSubscribers)
      .where(
        and(eq(newsletterSubscribers.email, email), inArray(newsletterSubscribers.status, ['pending', 'confirmed'])),
      );
    return row ? row.following : null;
  }

  /**
   * Turns 'Following' on or off for an address subscribed (or waiting to be) from an account, which
   * the address then belongs to; false when it is not subscribed.
   */
  async setFollowing(email: string, userId: string, on: boolean): Promise<boolean> {
    const s = newsletterSubscribers;
    const rows = await this.db
      .update(s)
      .set({ following: on, userId })
      .where(and(eq(s.email, email), inArray(s.status, ['pending', 'confirmed'])))
      .returning({ id: s.id });
    return rows.length > 0;
  }

  /** The unsubscribe token of an address (for a test email's link), or null. */
  async unsubscribeTokenOf(email: string): Promise<string | null> {
    const [row] = await this.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row?.token ?? null;
  }

  async counts(): Promise<Record<SubscriberStatus, number>> {
    const rows = await this.db
      .select({ status: newsletterSubscribers.status, count: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .groupBy(newsletterSubscribers.status);
    const counts = { confirmed: 0, pending: 0, unsubscribed: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /** Confirmed subscribers of each edition's newsletter (a reader of both counts in each). */
  async editionCounts(): Promise<Record<Edition, number>> {
    const s = newsletterSubscribers;
    const rows = await queryRows<{ edition: string; n: number }>(
      this.db,
      sql`select e as edition, count(*)::int as n from ${s}, unnest(${s.editions}) e
          where ${s.status} = 'confirmed' group by e`,
    );
    const counts = Object.fromEntries(Object.keys(EDITIONS).map((e) => [e, 0])) as Record<Edition, number>;
    for (const row of rows) if (row.edition in counts) counts[row.edition as Edition] = Number(row.n);
    return counts;
  }

  // ---- Sends ----

  /**
   * Starts `edition`'s send for `slot` unless one was started for it already (by this process
   * before a restart, or another process firing at the same time): answers its id, or null.
   */
  async claimSend(slot: Date, edition: Edition, subject: string, stories: unknown, now: Date): Promise<string | null> {
    const [row] = await this.db
      .insert(newsletterSends)
      .values({ slot, edition, subject, stories, startedAt: now })
      .onConflictDoNothing({ target: [newsletterSends.slot, newsletterSends.edition] })
      .returning({ id: newsletterSends.id });
    return row ? String(row.id) : null;
  }

  /** Every confirmed address that gets the send's edition becomes a recipient of it; answers how many. */
  async addRecipients(sendId: string): Promise<number> {
    const s = newsletterSubscribers;
    const rows = await queryRows<{ subscriber_id: string }>(
      this.db,
      sql`insert into ${newsletterDeliveries} (send_id, subscriber_id)
          select ${Number(sendId)}, ${s.id} from ${s}, ${newsletterSends} send
          where send.id = ${Number(sendId)} and ${s.status} = 'confirmed' and send.edition = any(${s.editions})
          on conflict do nothing
          returning subscriber_id`,
    );
    return rows.length;
  }

  /** Whether any confirmed address gets `edition`'s newsletter. */
  async hasReaders(edition: Edition): Promise<boolean> {
    const s = newsletterSubscribers;
    const rows = await queryRows<{ one: number }>(
      this.db,
      sql`select 1 as one from ${s} where ${s.status} = 'confirmed' and ${edition} = any(${s.editions}) limit 1`,
    );
    return rows.length > 0;
  }

  /**
   * Takes up to `limit` recipients not yet sent to, marking them `sending` in the same statement.
   * Those who unsubscribed since the send began are dropped from it first: they are never mailed.
   */
  async takeRecipients(sendId: string, limit: number): Promise<Recipient[]> {
    const id = Number(sendId);
    const d = newsletterDeliveries;
    const s = newsletterSubscribers;
    await this.db
      .delete(d)
      .where(
        and(
          eq(d.sendId, id),
          eq(d.status, 'pending'),
          sql`${d.subscriberId} in (select id from ${s} where status <> 'confirmed')`,
        ),
      );
    return queryRows<Recipient>(
      this.db,
      sql`update ${d} set status = 'sending'
          from ${s}
          where ${s.id} = ${d.subscriberId}
            and (${d.sendId}, ${d.subscriberId}) in (
              select send_id, subscriber_id from ${d}
              where send_id = ${id} and status = 'pending'
              order by subscriber_id limit ${limit}
              for update skip locked)
          returning ${d.subscriberId} as "subscriberId", ${s.email} as "email", ${s.unsubscribeToken} as "unsubscribeToken",
                    case when ${s.following} then ${s.userId} end as "followsOf"`,
    );
  }

  async delivered(sendId: string, subscriberId: string, now: Date): Promise<void> {
    const d = newsletterDeliveries;
    await this.db
      .update(d)
      .set({ status: 'sent', sentAt: now, error: null })
      .where(and(eq(d.sendId, Number(sendId)), eq(d.subscriberId, subscriberId)));
  }

  async failed(sendId: string, subscriberId: string, error: string): Promise<void> {
    const d = newsletterDeliveries;
    await this.db
      .update(d)
      .set({ status: 'failed', error: error.slice(0, ERROR_MAX) })
      .where(and(eq(d.sendId, Number(sendId)), eq(d.subscriberId, subscriberId)));
  }

  /**
   * After a restart: deliveries that were with the SMTP server when the process stopped may have
   * arrived, so they are not sent again (nobody gets the newsletter twice) but counted as failed.
   */
  async closeInterrupted(sendId: string): Promise<number> {
    const rows = await this.db
      .update(newsletterDeliveries)
      .set({ status: 'failed', error: 'Interrupted by a restart; not sent again, so that nobody gets it twice' })
      .where(and(eq(newsletterDeliveries.sendId, Number(sendId)), eq(newsletterDeliveries.status, 'sending')))
      .returning({ id: newsletterDeliveries.subscriberId });
    return rows.length;
  }

  async finish(sendId: string, now: Date, status: 'sent' | 'skipped' = 'sent', note: string | null = null) {
    await this.db
      .update(newsletterSends)
      .set({ status, finishedAt: now, note })
      .where(eq(newsletterSends.id, Number(sendId)));
  }

  /** Sends begun and not finished (a restart came in between). */
  async unfinished(): Promise<StoredSend[]> {
    const rows = await this.db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.status, 'sending'))
      .orderBy(newsletterSends.id);
    return rows.map(stored);
  }

  async send(sendId: string): Promise<StoredSend | null> {
    const [row] = await this.db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.id, Number(sendId)));
    return row ? stored(row) : null;
  }

  /** The newest sends with their counts, newest first. */
  async history(limit: number): Promise<SendSummary[]> {
    const sends = await this.db.select().from(newsletterSends).orderBy(desc(newsletterSends.slot)).limit(limit);
    if (sends.length === 0) return [];
    const d = newsletterDeliveries;
    const counts = await this.db
      .select({
        sendId: d.sendId,
        recipients: sql<number>`count(*)::int`,
        sent: sql<number>`(count(*) filter (where ${d.status} = 'sent'))::int`,
        failed: sql<number>`(count(*) filter (where ${d.status} = 'failed'))::int`,
      })
      .from(d)
      .where(
        inArray(
          d.sendId,
          sends.map((send) => send.id),
        ),
      )
      .groupBy(d.sendId);
    const bySend = new Map(counts.map((row) => [row.sendId, row]));
    return sends.map((send) => {
      const count = bySend.get(send.id);
      return {
        id: String(send.id),
        edition: editionCode(send.edition),
        slot: send.slot.toISOString(),
        startedAt: send.startedAt.toISOString(),
        finishedAt: send.finishedAt?.toISOString() ?? null,
        status: send.status,
        subject: send.subject,
        stories: Array.isArray(send.stories) ? send.stories.length : 0,
        recipients: Number(count?.recipients ?? 0),
        sent: Number(count?.sent ?? 0),
        failed: Number(count?.failed ?? 0),
        note: send.note,
      };
    });
  }
}
