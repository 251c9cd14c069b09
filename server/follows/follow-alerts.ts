/**
 * Followed-topic alerts (docs/product.md, 'Alerts and following'). When a story becomes visible
 * to readers, one statement notes it for every push subscription that chose followed topics in
 * its edition and follows its section, one of its tags or one of its writers (`follow_pending`,
 * with the topics it matched). A job every minute, in every process, turns each subscription's
 * pending stories into one alert for that device, at most one an hour and FOLLOW_ALERTS_PER_DAY a
 * day, none in the quiet hours: one `alerts` row a run and edition, one `alert_deliveries` row a
 * device with its own words (`payload`), which the push sender (server/push) delivers.
 */
import { sql } from 'drizzle-orm';
import { articlePath } from '../../core/article';
import { inQuietHours, FOLLOW_ALERT_GAP_MS, type AlertPayload, type QuietHours } from '../../core/alerts';
import { personName } from '../../core/authors';
import { CATEGORIES, CATEGORY_INFO, type Category } from '../../core/categories';
import { dayKey } from '../../core/dates';
import { DEFAULT_EDITION, editionCode, inEditionPath, type Edition } from '../../core/editions';
import { SECTION_NAMES } from '../../core/feed-texts';
import { FOLLOW_TEXTS, joinTopicNames } from '../../core/follow-texts';
import { tagSlug } from '../../core/tags';
import { queryRows, type Database } from '../db/client';
import {
  alertDeliveries,
  alerts,
  articleBylines,
  articles,
  followPending,
  follows,
  pushSubscriptions,
  users,
} from '../db/schema';
import type { DomainEvents } from '../lib/events';
import type { Logger } from '../lib/logger';

/** Subscriptions one transaction alerts at most (a run takes as many as are due, a batch at a time). */
const BATCH = 500;
/** A story noted for a device but held (quiet hours, the day's cap) this long is dropped: old news. */
const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Only a story published this recently is news to follow (a story published again long after is not). */
const FRESH_MS = 24 * 60 * 60 * 1000;

const SECTION_BY_KEY = new Map<string, Category>(CATEGORIES.map((c) => [CATEGORY_INFO[c].key, c]));

export interface FollowAlertOptions {
  now: () => Date;
  /** The site's zone: quiet hours and the day the cap counts. */
  timeZone: string;
  /** Followed-topic alerts a device gets a day at most (FOLLOW_ALERTS_PER_DAY). */
  perDay: number;
  /** When none is sent (PUSH_QUIET_HOURS); null: never quiet. */
  quietHours: QuietHours | null;
  logger?: Logger;
}

/** What one run made. */
export interface FollowAlertRun {
  /** `alerts` rows made (one a batch and edition with devices to tell), with their devices. */
  alerts: { id: number; title: string; recipients: number }[];
  /** Devices given an alert. */
  devices: number;
}

interface PendingRow {
  subscriptionId: string;
  edition: string;
  articleId: string;
  topics: string[];
}

interface StoryRow {
  id: string;
  slug: string;
  title: string;
  edition: string;
  category: Category;
  tags: string[];
  publishedAt: string;
}

/** The hour (0-23) of `at` in `timeZone`. */
function hourIn(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at);
  return Number(hour) % 24;
}

export class FollowAlerts {
  readonly #running = new Set<Promise<unknown>>();

  constructor(
    private readonly database: Database,
    private readonly options: FollowAlertOptions,
  ) {}

  /**
   * `articles.changed`: stories that became visible to readers (made published, published,
   * fetched) are noted for their followers' devices. Other processes hear the event too (on
   * PostgreSQL): noting a story twice is one row all the same.
   */
  articlesChanged(event: DomainEvents['articles.changed']): void {
    if (!event.public || event.ids.length === 0 || event.change === 'deleted') return;
    // An edit of a story that stays published is no news.
    if (event.change === 'updated' && event.inPlace === true) return;
    const work = this.note(event.ids)
      .catch((err: unknown) => this.options.logger?.error({ err }, 'following: noting a new story for alerts failed'))
      .finally(() => this.#running.delete(work));
    this.#running.add(work);
  }

  /** Waits for the notes under way (tests; shutting down). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  /**
   * Notes published stories among `ids` for the devices whose followed topics they are in, in one
   * statement; answers how many (device, story) pairs were noted. A device alerted since the story
   * came out, or a story older than a day, is left out: nobody hears of a story twice, or late.
   */
  async note(ids: readonly string[]): Promise<number> {
    const now = this.options.now();
    const fresh = new Date(now.getTime() - FRESH_MS);
    const rows = await queryRows<{ subscription_id: string }>(
      this.database.db,
      sql`insert into ${followPending} (subscription_id, article_id, topics, created_at)
          select ps.id, a.id, array_agg(distinct m.topic order by m.topic), ${now.toISOString()}::timestamptz
          from ${articles} a
          cross join lateral (
            select f.user_id, f.subscription_id, f.kind || ':' || f.key as topic
            from ${follows} f
            where (f.kind = 'section' and f.key = lower(a.category))
               or (f.kind = 'tag' and f.key = any(coalesce(a.tag_slugs, '{}'::text[])))
               or (f.kind = 'author' and f.key in (
                    select b.user_id::text from ${articleBylines} b where b.article_id = a.id and b.user_id is not null))
          ) m
          join ${pushSubscriptions} ps on ps.user_id = m.user_id or ps.id = m.subscription_id
          where a.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
            and a.status = 'published'
            and a.published_at > ${fresh.toISOString()}::timestamptz
            and ps.following
            and ps.edition = a.edition
            and (ps.last_follow_alert_at is null or a.published_at > ps.last_follow_alert_at)
          group by ps.id, a.id
          on conflict do nothing
          returning subscription_id`,
    );
    return rows.length;
  }

  /**
   * One run: for each device with stories noted, unless it is the quiet hours, it was alerted
   * less than an hour ago or it had its alerts for the day, one alert of its stories. Each batch
   * is one transaction (its devices claimed with `for update skip locked`, so processes running at
   * once take different ones): the alert, its deliveries, the noted stories consumed and the
   * devices' counts all happen, or none does; a crash never sends a batch twice.
   */
  async run(): Promise<FollowAlertRun> {
    const outcome: FollowAlertRun = { alerts: [], devices: 0 };
    const now = this.options.now();
    const db = this.database.db;
    // Held stories older than a day, and those of devices that no longer choose followed topics, go.
    await db.execute(
      sql`delete from ${followPending} where created_at < ${new Date(now.getTime() - PENDING_MAX_AGE_MS).toISOString()}::timestamptz
            or subscription_id in (select id from ${pushSubscriptions} where not following)`,
    );
    if (inQuietHours(hourIn(now, this.options.timeZone), this.options.quietHours)) return outcome;
    for (;;) {
      const batch = await this.#batch(now);
      outcome.alerts.push(...batch.alerts);
      outcome.devices += batch.devices;
      if (!batch.more) return outcome;
    }
  }

  async #batch(now: Date): Promise<FollowAlertRun & { more: boolean }> {
    const today = dayKey(now, this.options.timeZone);
    const gapStart = new Date(now.getTime() - FOLLOW_ALERT_GAP_MS).toISOString();
    return this.database.db.transaction(async (tx) => {
      const due = await queryRows<{ id: string; edition: string }>(
        tx,
        sql`select ps.id, ps.edition from ${pushSubscriptions} ps
            where ps.id in (select subscription_id from ${followPending})
              and ps.following
              and (ps.last_follow_alert_at is null or ps.last_follow_alert_at <= ${gapStart}::timestamptz)
              and (ps.follow_day is distinct from ${today} or ps.follow_count < ${this.options.perDay})
            order by ps.id
            limit ${BATCH}
            for update of ps skip locked`,
      );
      if (due.length === 0) return { alerts: [], devices: 0, more: false };
      const editionOf = new Map(due.map((row) => [row.id, editionCode(row.edition)]));
      const pending = await queryRows<PendingRow>(
        tx,
        sql`delete from ${followPending}
            where subscription_id in (${sql.join(
              due.map((row) => sql`${row.id}::uuid`),
              sql`, `,
            )})
            returning subscription_id as "subscriptionId", article_id as "articleId", topics`,
      );
      const stories = await this.#stories(
        tx,
        pending.map((row) => row.articleId),
      );
      const authors = await this.#authorNames(
        tx,
        pending.flatMap((row) => row.topics.filter((t) => t.startsWith('author:')).map((t) => t.slice(7))),
      );
      // Each device's stories still published, newest first, with the topics they were noted for.
      const byDevice = new Map<string, { story: StoryRow; topics: string[] }[]>();
      for (const row of pending) {
        const story = stories.get(row.articleId);
        if (!story) continue;
        const list = byDevice.get(row.subscriptionId) ?? [];
        list.push({ story, topics: row.topics });
        byDevice.set(row.subscriptionId, list);
      }
      const byEdition = new Map<Edition, { subscriptionId: string; payload: Omit<AlertPayload, 'id' | 'tag'> }[]>();
      for (const [subscriptionId, list] of byDevice) {
        const edition = editionOf.get(subscriptionId) ?? DEFAULT_EDITION;
        list.sort((a, b) => b.story.publishedAt.localeCompare(a.story.publishedAt));
        const words = this.#words(list, edition, authors);
        const devices = byEdition.get(edition) ?? [];
        devices.push({ subscriptionId, payload: words });
        byEdition.set(edition, devices);
      }
      const made: FollowAlertRun['alerts'] = [];
      for (const [edition, devices] of byEdition) {
        const [alert] = await tx
          .insert(alerts)
          .values({
            kind: 'following',
            edition,
            title: FOLLOW_TEXTS[edition].historyTitle,
            body: '',
            url: inEditionPath('/my-news', edition),
            recipients: devices.length,
            createdAt: now,
          })
          .returning({ id: alerts.id });
        const id = alert!.id;
        made.push({ id, title: FOLLOW_TEXTS[edition].historyTitle, recipients: devices.length });
        await tx.insert(alertDeliveries).values(
          devices.map((device) => ({
            alertId: id,
            subscriptionId: device.subscriptionId,
            payload: { id: String(id), ...device.payload, tag: `alert-${id}` },
          })),
        );
      }
      const alerted = [...byDevice.keys()];
      if (alerted.length > 0) {
        await tx.execute(
          sql`update ${pushSubscriptions}
              set last_follow_alert_at = ${now.toISOString()}::timestamptz,
                  follow_count = case when follow_day = ${today} then follow_count + 1 else 1 end,
                  follow_day = ${today}
              where id in (${sql.join(
                alerted.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        );
      }
      return { alerts: made, devices: alerted.length, more: due.length === BATCH };
    });
  }

  /** One device's alert: a story's title and where it is new; several counted, with their topics. */
  #words(
    list: { story: StoryRow; topics: string[] }[],
    edition: Edition,
    authors: Map<string, string>,
  ): Omit<AlertPayload, 'id' | 'tag'> {
    const texts = FOLLOW_TEXTS[edition];
    const names: string[] = [];
    for (const { story, topics } of list) {
      for (const topic of topics) {
        const name = this.#topicName(topic, story, edition, authors);
        if (name && !names.includes(name)) names.push(name);
      }
    }
    const topics = joinTopicNames(names, edition);
    if (list.length === 1) {
      const { story } = list[0]!;
      return {
        title: story.title,
        body: texts.newIn(topics),
        url: articlePath({ slug: story.slug, edition: editionCode(story.edition) }),
      };
    }
    return { title: texts.several(list.length), body: texts.inTopics(topics), url: inEditionPath('/my-news', edition) };
  }

  #topicName(topic: string, story: StoryRow, edition: Edition, authors: Map<string, string>): string | null {
    const at = topic.indexOf(':');
    const kind = topic.slice(0, at);
    const key = topic.slice(at + 1);
    if (kind === 'tag') return story.tags.find((tag) => tagSlug(tag) === key) ?? key;
    if (kind === 'section') {
      const category = SECTION_BY_KEY.get(key);
      return category ? SECTION_NAMES[edition][category].name : null;
    }
    return authors.get(key) ?? null;
  }

  async #stories(tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], ids: string[]) {
    const found = new Map<string, StoryRow>();
    const unique = [...new Set(ids)];
    if (unique.length === 0) return found;
    const rows = await queryRows<StoryRow>(
      tx,
      sql`select id, slug, title, edition, category, tags, coalesce(published_at, created_at)::text as "publishedAt"
          from ${articles}
          where status = 'published' and id in (${sql.join(
            unique.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    for (const row of rows) found.set(row.id, row);
    return found;
  }

  async #authorNames(tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], ids: string[]) {
    const unique = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const names = new Map<string, string>();
    if (unique.length === 0) return names;
    const rows = await queryRows<{ id: string; username: string; firstName: string | null; lastName: string | null }>(
      tx,
      sql`select id, username, first_name as "firstName", last_name as "lastName" from ${users}
          where id in (${sql.join(
            unique.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    for (const row of rows) names.set(row.id, personName(row));
    return names;
  }
}
