import { and, desc, eq, sql } from 'drizzle-orm';
import { CHOICE_OF, type AlertKind, type AlertPayload, type PushChoice } from '../../core/alerts';
import { personName } from '../../core/authors';
import { editionCode, type Edition } from '../../core/editions';
import { queryRows, type Db } from '../db/client';
import { alertDeliveries, alerts, articles, follows, pushSubscriptions, users } from '../db/schema';
import type { ArticleStatus } from '../../core/article';

/** A reader's choices on a device: what it is sent. */
export type PushChoices = Record<PushChoice, boolean>;

/** A browser's subscription as the subscribe use case checked it. */
export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The account it joins; null for a reader signed out (the subscription is then the identity). */
  userId: string | null;
  /** The session joining it (its stored key): its sign-out leaves the subscription signed out. */
  sessionKey: string | null;
  edition: Edition;
  choices: PushChoices;
}

/** An alert to send: one `alerts` row, and a delivery to each device with its kind's choice on. */
export interface NewAlert {
  kind: AlertKind;
  edition: Edition;
  articleId: string | null;
  title: string;
  body: string;
  /** A site path. */
  url: string;
  /** An absolute URL. */
  image: string | null;
  sentBy: string | null;
  /** Once per slot (the daily briefing's day): a second alert for the same kind, edition and slot is not made. */
  slot?: string | null;
}

/** What an alert needs of its story. */
export interface AlertStory {
  id: string;
  slug: string;
  edition: Edition;
  status: ArticleStatus;
  image: string | null;
}

/** An alert as the history lists it (`GET /api/alerts`, /admin/alerts). */
export interface AlertSummary {
  id: number;
  kind: AlertKind;
  edition: Edition;
  title: string;
  body: string;
  url: string;
  articleId: string | null;
  /** The sender's name; null for the site's own alerts (briefing, followed topics) or a deleted account. */
  sentBy: string | null;
  createdAt: string;
  /** When its last delivery was settled; null while some are queued. */
  finishedAt: string | null;
  recipients: number;
  delivered: number;
  failed: number;
  gone: number;
  clicked: number;
}

/** A delivery a sender took from the queue: where to send it, with what. */
export interface ClaimedDelivery {
  alertId: number;
  subscriptionId: string;
  /** Failed tries so far. */
  attempts: number;
  /**
   * The claim's time as the database wrote it (text, to the microsecond): settling matches it,
   * so a row another process has since taken back (after the lease) is not settled twice.
   */
  claim: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  kind: AlertKind;
  payload: AlertPayload;
}

/** What became of a claimed delivery. */
export type DeliveryResult =
  /** The push service took it (201/202). */
  | { result: 'delivered' }
  /** Refused for good (4xx), or too many tries. */
  | { result: 'failed' }
  /** 404/410: the subscription is no more; it is removed. */
  | { result: 'gone' }
  /** Try again after `delayMs` (429, 5xx, a network error), one more attempt counted. */
  | { result: 'retry'; delayMs: number }
  /** Not sent (the sender stopped, or the claim got old before its turn): back to the queue as it was. */
  | { result: 'release' };

export type DeliveryOutcome = Pick<ClaimedDelivery, 'alertId' | 'subscriptionId' | 'claim'> & DeliveryResult;

const CHOICE_COLUMN: Record<PushChoice, string> = {
  breaking: 'breaking',
  briefing: 'briefing',
  following: 'following',
};

/** The payload a device is sent for an alert row: its own words, or the row's (a followed-topic alert). */
export function alertPayload(alert: {
  id: number;
  title: string;
  body: string;
  url: string;
  image: string | null;
}): AlertPayload {
  return {
    id: String(alert.id),
    title: alert.title,
    body: alert.body,
    url: alert.url,
    ...(alert.image ? { image: alert.image } : {}),
    tag: `alert-${alert.id}`,
  };
}

interface ClaimRow {
  alert_id: string | number;
  subscription_id: string;
  attempts: number;
  claim: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  kind: AlertKind;
  title: string;
  body: string;
  url: string;
  image: string | null;
  payload: AlertPayload | string | null;
}

/**
 * Push subscriptions, alerts and their delivery queue (docs/product.md, 'Alerts and following'):
 * data access only; who may call is the use cases' rule (server/push/push.commands.ts,
 * alerts.commands.ts). The queue is the contract between parts: whatever sends inserts one
 * `alerts` row and its `alert_deliveries` rows, and every process's PushSender drains them
 * (`claim`, then `settle`).
 */
export class PushService {
  constructor(private readonly db: Db) {}

  /**
   * Keeps a browser's subscription (by its endpoint: the same browser subscribing again updates
   * its keys, choices, edition and account). Joining an account, it drops any followed topics of
   * its own: the account's apply (a signed-out browser's are kept by FollowsService).
   */
  async subscribe(input: NewSubscription, at: Date): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      const values = {
        p256dh: input.p256dh,
        auth: input.auth,
        userId: input.userId,
        sessionKey: input.userId === null ? null : input.sessionKey,
        edition: input.edition,
        ...input.choices,
        updatedAt: at,
      };
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ endpoint: input.endpoint, ...values, createdAt: at })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
        .returning({ id: pushSubscriptions.id });
      const id = row!.id;
      if (input.userId !== null) await tx.delete(follows).where(eq(follows.subscriptionId, id));
      return { id };
    });
  }

  /** Forgets a subscription (and its own follows and queued deliveries); an unknown endpoint is no error. */
  async unsubscribe(endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  }

  /** A subscription's choices and edition, or null when the endpoint is unknown. */
  async find(endpoint: string): Promise<{ id: string; edition: Edition; choices: PushChoices } | null> {
    const [row] = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      edition: editionCode(row.edition),
      choices: { breaking: row.breaking, briefing: row.briefing, following: row.following },
    };
  }

  /** How many devices an alert of `kind` in `edition` would reach now. */
  async audience(kind: AlertKind, edition: Edition): Promise<number> {
    const column = sql.identifier(CHOICE_COLUMN[CHOICE_OF[kind]]);
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from ${pushSubscriptions} where edition = ${edition} and ${column}`,
    );
    return row?.n ?? 0;
  }

  /**
   * Makes an alert and, in the same statement, its deliveries to every device whose choice for
   * its kind is on in its edition, counting them as `recipients` (both read one snapshot, so the
   * count is the rows made). An alert with no device is finished at once. Null when an alert
   * with the same `slot` exists (the daily briefing, made by whichever process comes first).
   */
  async createAlert(alert: NewAlert): Promise<{ id: number; recipients: number } | null> {
    const column = sql.identifier(CHOICE_COLUMN[CHOICE_OF[alert.kind]]);
    const [row] = await queryRows<{ id: string | number; recipients: number }>(
      this.db,
      sql`
        with target as materialized (
          select id from ${pushSubscriptions} where edition = ${alert.edition} and ${column}
        ),
        made as (
          insert into ${alerts} (kind, edition, article_id, title, body, url, image, sent_by, slot, recipients, finished_at)
          select ${alert.kind}::text, ${alert.edition}::text, ${alert.articleId}::uuid, ${alert.title}::text,
                 ${alert.body}::text, ${alert.url}::text, ${alert.image}::text, ${alert.sentBy}::uuid,
                 ${alert.slot ?? null}::text, n, case when n = 0 then now() end
          from (select count(*)::int as n from target) c
          on conflict (kind, edition, slot) where slot is not null do nothing
          returning id, recipients
        ),
        queued as (
          insert into ${alertDeliveries} (alert_id, subscription_id)
          select made.id, target.id from made, target
        )
        select id, recipients from made`,
    );
    return row ? { id: Number(row.id), recipients: row.recipients } : null;
  }

  /** A story an alert may be about: what the alert needs of it, whatever its status. */
  async story(id: string): Promise<AlertStory | null> {
    const [row] = await this.db
      .select({
        id: articles.id,
        slug: articles.slug,
        edition: articles.edition,
        status: articles.status,
        image: articles.image,
      })
      .from(articles)
      .where(eq(articles.id, id))
      .limit(1);
    return row ? { ...row, edition: editionCode(row.edition) } : null;
  }

  /** One alert as the history shows it. */
  async alert(id: number): Promise<AlertSummary | null> {
    const [found] = await this.#summaries([eq(alerts.id, id)], 1);
    return found ?? null;
  }

  /** The alerts sent, newest first. */
  history(limit: number): Promise<AlertSummary[]> {
    return this.#summaries([], limit);
  }

  /** Counts a reader's click on an alert's notification; false when there is no such alert. */
  async click(alertId: number): Promise<boolean> {
    const rows = await this.db
      .update(alerts)
      .set({ clicked: sql`${alerts.clicked} + 1` })
      .where(eq(alerts.id, alertId))
      .returning({ id: alerts.id });
    return rows.length > 0;
  }

  /**
   * Takes up to `limit` due deliveries for this process: pending ones whose time has come, and
   * ones left `sending` longer than `leaseMs` ago (their process was killed mid-send, or stalled).
   * `for update skip locked`: processes claiming at once each take other rows. The rows are
   * marked `sending` with the claim's time, and answered with what the sender needs.
   */
  async claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const rows = await queryRows<ClaimRow>(
      this.db,
      sql`
        with waiting as (
          select alert_id, subscription_id from ${alertDeliveries}
          where status = 'pending' and next_at <= now()
          -- No order: sorting every waiting row (a plan PGlite picks before the table is
          -- analysed) costs tens of milliseconds a claim at 100,000 rows; any due row will do.
          limit ${limit}::int
          for update skip locked
        ),
        stale as (
          select alert_id, subscription_id from ${alertDeliveries}
          where status = 'sending' and claimed_at < now() - ${leaseMs}::int * interval '1 millisecond'
          limit ${limit}::int
          for update skip locked
        ),
        due as (
          select * from stale union all select * from waiting limit ${limit}::int
        ),
        taken as (
          update ${alertDeliveries} d set status = 'sending', claimed_at = now()
          from due
          where d.alert_id = due.alert_id and d.subscription_id = due.subscription_id
          returning d.alert_id, d.subscription_id, d.attempts, d.claimed_at, d.payload
        )
        select t.alert_id, t.subscription_id, t.attempts, t.claimed_at::text as claim, t.payload,
               s.endpoint, s.p256dh, s.auth, a.kind, a.title, a.body, a.url, a.image
        from taken t
        join ${pushSubscriptions} s on s.id = t.subscription_id
        join ${alerts} a on a.id = t.alert_id`,
    );
    return rows.map((row) => {
      const alertId = Number(row.alert_id);
      const own = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AlertPayload) : row.payload;
      return {
        alertId,
        subscriptionId: row.subscription_id,
        attempts: row.attempts,
        claim: row.claim,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        kind: row.kind,
        payload: own ?? alertPayload({ id: alertId, title: row.title, body: row.body, url: row.url, image: row.image }),
      };
    });
  }

  /**
   * Records what became of claimed deliveries, in one statement: delivered, failed and gone rows
   * are deleted and counted on their alerts (finished once every recipient is counted), gone
   * subscriptions removed, retries put back `pending` after their delay with one more attempt,
   * released rows put back as they were. A row whose claim is no longer the one given (another
   * process took it back after the lease) is left alone and not counted.
   */
  async settle(outcomes: readonly DeliveryOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const records = outcomes.map((o) => ({
      a: o.alertId,
      s: o.subscriptionId,
      c: o.claim,
      r: o.result,
      d: o.result === 'retry' ? Math.max(0, Math.round(o.delayMs)) : 0,
    }));
    await queryRows<{ n: number }>(
      this.db,
      sql`
        with o as (
          select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as o(a bigint, s uuid, c text, r text, d int)
        ),
        done as (
          delete from ${alertDeliveries} x using o
          where x.alert_id = o.a and x.subscription_id = o.s and x.status = 'sending'
            and x.claimed_at = o.c::timestamptz and o.r in ('delivered', 'failed', 'gone')
          returning x.alert_id, x.subscription_id, o.r
        ),
        again as (
          update ${alertDeliveries} x set status = 'pending', claimed_at = null,
            attempts = x.attempts + case when o.r = 'retry' then 1 else 0 end,
            next_at = now() + o.d * interval '1 millisecond'
          from o
          where x.alert_id = o.a and x.subscription_id = o.s and x.status = 'sending'
            and x.claimed_at = o.c::timestamptz and o.r in ('retry', 'release')
          returning x.alert_id
        ),
        removed as (
          delete from ${pushSubscriptions} p using done where done.r = 'gone' and p.id = done.subscription_id
          returning p.id
        ),
        counted as (
          update ${alerts} al set
            delivered = al.delivered + c.delivered, failed = al.failed + c.failed, gone = al.gone + c.gone,
            finished_at = case
              when al.delivered + c.delivered + al.failed + c.failed + al.gone + c.gone >= al.recipients
              then coalesce(al.finished_at, now()) else al.finished_at end
          from (
            select alert_id,
                   count(*) filter (where r = 'delivered')::int as delivered,
                   count(*) filter (where r = 'failed')::int as failed,
                   count(*) filter (where r = 'gone')::int as gone
            from done group by alert_id
          ) c
          where al.id = c.alert_id
          returning al.id
        )
        select count(*)::int as n from counted`,
    );
  }

  /**
   * Marks finished the alerts with no delivery left that `settle` did not see end: some of their
   * rows went with a subscription removed (unsubscribed, or gone under another alert) and were
   * never counted. Run when a sender has emptied the queue; unfinished alerts are few.
   */
  async finishIdle(): Promise<void> {
    await this.db
      .update(alerts)
      .set({ finishedAt: sql`now()` })
      .where(
        and(
          sql`${alerts.finishedAt} is null`,
          sql`not exists (select 1 from ${alertDeliveries} d where d.alert_id = ${alerts.id})`,
        ),
      );
  }

  /** Deliveries waiting or in a process's hands. */
  async queued(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from ${alertDeliveries}`);
    return row?.n ?? 0;
  }

  async #summaries(where: ReturnType<typeof eq>[], limit: number): Promise<AlertSummary[]> {
    const rows = await this.db
      .select({ alert: alerts, username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(alerts)
      .leftJoin(users, eq(users.id, alerts.sentBy))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(limit);
    return rows.map(({ alert, username, firstName, lastName }) => ({
      id: alert.id,
      kind: alert.kind,
      edition: editionCode(alert.edition),
      title: alert.title,
      body: alert.body,
      url: alert.url,
      articleId: alert.articleId,
      sentBy: username ? personName({ username, firstName, lastName }) : null,
      createdAt: alert.createdAt.toISOString(),
      finishedAt: alert.finishedAt?.toISOString() ?? null,
      recipients: alert.recipients,
      delivered: alert.delivered,
      failed: alert.failed,
      gone: alert.gone,
      clicked: alert.clicked,
    }));
  }
}
