import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { articlePath } from '../../core/article';
import { personName, WRITER_ROLES } from '../../core/authors';
import { CATEGORIES, CATEGORY_INFO, type Category } from '../../core/categories';
import { editionCode, type Edition } from '../../core/editions';
import {
  FOLLOW_LIMIT,
  formatTopic,
  parseTopic,
  topicPath,
  type FollowItem,
  type FollowKind,
  type Topic,
} from '../../core/follows';
import { usernameKey } from '../../core/roles';
import { tagSlug } from '../../core/tags';
import { queryRows, type Db } from '../db/client';
import { articleBylines, articles, follows, users } from '../db/schema';
import { inEdition, newestFirst } from '../news/article-filters';
import { itemColumns } from '../news/news.mapper';

/**
 * A topic as the database keeps it: a tag's slug, a section's key, and for a writer their
 * account's id (a username may change), with the name and page a reader sees.
 */
export interface ResolvedTopic extends FollowItem {
  /** The `follows.key` column: the writer's user id for 'author', else `key`. */
  stored: string;
  topic: Topic;
}

/** A story in a followed topic, as My news lists it (GET /api/follows/stories). */
export interface FollowedStory {
  _id: string;
  slug: string;
  /** Its address in its edition. */
  path: string;
  title: string;
  description: string;
  category: Category;
  image: string | null;
  imageAlt: string | null;
  /** ISO 8601. */
  publishedAt: string;
  /** The byline as one text ('A and B'). */
  author: string;
  /** The asked topics it is in. */
  topics: Topic[];
}

/** A story as the newsletter's 'From what you follow' takes it. */
export interface FollowedArticle {
  id: string;
  slug: string;
  title: string;
  category: Category;
  description: string;
  image: string | null;
  edition: string;
}

/** A topic and how many readers (accounts and signed-out devices) follow it. */
export interface TopicCount extends FollowItem {
  followers: number;
}

const SECTION_BY_KEY = new Map<string, Category>(CATEGORIES.map((c) => [CATEGORY_INFO[c].key, c]));

/** `values` as one text[] parameter list. */
function textArray(values: readonly string[]): SQL {
  return values.length
    ? sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
}

/**
 * What readers follow (docs/product.md, 'Alerts and following'): the `follows` table, owned by an
 * account or, for a reader signed out, by a push subscription. Data access only; who may call is
 * the use cases' rule (server/follows/follows.commands.ts).
 */
export class FollowsService {
  constructor(private readonly db: Db) {}

  /**
   * Topics as the site knows them, in the order given: a tag some published story carries, a
   * section, a writer by username (any letter case). Unknown ones are left out.
   */
  async resolve(topics: readonly string[]): Promise<ResolvedTopic[]> {
    const parsed = topics.flatMap((topic) => {
      const found = parseTopic(topic);
      return found ? [found] : [];
    });
    const slugs = parsed.filter((t) => t.kind === 'tag').map((t) => t.key);
    const names = parsed.filter((t) => t.kind === 'author').map((t) => usernameKey(t.key));
    const [tags, writers] = await Promise.all([this.tagNames(slugs), this.writersByUsername(names)]);
    return parsed.flatMap(({ kind, key }): ResolvedTopic[] => {
      if (kind === 'tag') {
        const name = tags.get(key);
        return name
          ? [{ kind, key, name, path: topicPath(kind, key), stored: key, topic: formatTopic(kind, key) }]
          : [];
      }
      if (kind === 'section') {
        const category = SECTION_BY_KEY.get(key);
        return category ? [sectionTopic(category)] : [];
      }
      const writer = writers.get(usernameKey(key));
      return writer ? [authorTopic(writer)] : [];
    });
  }

  /** The followed topics of an account (newest first) or a subscription, resolved; gone ones (a deleted writer) left out. */
  async list(owner: { userId: string } | { subscriptionId: string }): Promise<ResolvedTopic[]> {
    const rows = await this.db
      .select({ kind: follows.kind, key: follows.key })
      .from(follows)
      .where('userId' in owner ? eq(follows.userId, owner.userId) : eq(follows.subscriptionId, owner.subscriptionId))
      .orderBy(desc(follows.createdAt), desc(follows.id))
      .limit(FOLLOW_LIMIT);
    return this.fromRows(rows);
  }

  /** How many topics the account follows (each counts toward the limit, resolvable or not). */
  async countOf(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
    return row?.n ?? 0;
  }

  /**
   * Follows a topic (again: it moves to the top) unless the account already follows the limit;
   * one statement, so the count and the insert see the same rows. False when the account is full.
   */
  async add(userId: string, topic: ResolvedTopic, at: Date): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`insert into ${follows} (user_id, kind, key, created_at)
          select ${userId}, ${topic.kind}, ${topic.stored}, ${at.toISOString()}::timestamptz
          where (select count(*) from ${follows} where user_id = ${userId}) < ${FOLLOW_LIMIT}
             or exists (select 1 from ${follows} where user_id = ${userId} and kind = ${topic.kind} and key = ${topic.stored})
          on conflict (user_id, kind, key) where user_id is not null do update set created_at = excluded.created_at
          returning id`,
    );
    return rows.length > 0;
  }

  /** Follows several at once (the merge at sign-in), the first given the newest time. */
  async addAll(userId: string, topics: readonly ResolvedTopic[], at: Date): Promise<void> {
    if (topics.length === 0) return;
    await this.db
      .insert(follows)
      .values(
        topics.map((topic, i) => ({
          userId,
          kind: topic.kind,
          key: topic.stored,
          createdAt: new Date(at.getTime() - i),
        })),
      )
      .onConflictDoNothing();
  }

  async remove(userId: string, kind: FollowKind, stored: string): Promise<void> {
    await this.db
      .delete(follows)
      .where(and(eq(follows.userId, userId), eq(follows.kind, kind), eq(follows.key, stored)));
  }

  /**
   * A signed-out browser's follows, kept on its push subscription so followed-topic alerts reach
   * it: replaces the subscription's own list with `topics` (resolved; at most the limit).
   */
  async replaceForSubscription(subscriptionId: string, topics: readonly ResolvedTopic[]): Promise<void> {
    const kept = topics.slice(0, FOLLOW_LIMIT);
    await this.db.transaction(async (tx) => {
      await tx.delete(follows).where(eq(follows.subscriptionId, subscriptionId));
      if (kept.length === 0) return;
      await tx
        .insert(follows)
        .values(kept.map((topic) => ({ subscriptionId, kind: topic.kind, key: topic.stored })))
        .onConflictDoNothing();
    });
  }

  /**
   * The most followed topics and how many follow each (an account or a signed-out device is one
   * follower), most first; `only`: just these topics (a story's tags in the editor).
   */
  async counts(limit: number, only?: readonly { kind: FollowKind; stored: string }[]): Promise<TopicCount[]> {
    if (only && only.length === 0) return [];
    const filter = only
      ? sql`(kind, key) in (${sql.join(
          only.map((t) => sql`(${t.kind}, ${t.stored})`),
          sql`, `,
        )})`
      : undefined;
    const rows = await this.db
      .select({ kind: follows.kind, key: follows.key, followers: count() })
      .from(follows)
      .where(filter)
      .groupBy(follows.kind, follows.key)
      .orderBy(desc(count()), follows.kind, follows.key)
      .limit(limit);
    const resolved = await this.fromRows(rows);
    const byStored = new Map(resolved.map((topic) => [`${topic.kind}:${topic.stored}`, topic]));
    return rows.flatMap((row) => {
      const topic = byStored.get(`${row.kind}:${row.key}`);
      if (!topic) return [];
      const { stored: _stored, topic: _topic, ...item } = topic;
      return [{ ...item, followers: Number(row.followers) }];
    });
  }

  /**
   * The newest published stories of an edition in any of `topics`, at most `limit`, newest first;
   * `since`: published after it. Each kind is read from its own index (a section's list, the tags'
   * GIN index, a writer's bylines), `limit` each, then merged.
   */
  async stories(
    topics: readonly ResolvedTopic[],
    edition: Edition,
    limit: number,
    since?: Date,
  ): Promise<FollowedStory[]> {
    if (topics.length === 0) return [];
    const sections = topics.filter((t) => t.kind === 'section').map((t) => SECTION_BY_KEY.get(t.key)!);
    const tags = topics.filter((t) => t.kind === 'tag').map((t) => t.stored);
    const writers = topics.filter((t) => t.kind === 'author').map((t) => t.stored);
    const base = and(
      eq(articles.status, 'published'),
      inEdition(edition),
      since ? sql`${articles.publishedAt} > ${since.toISOString()}::timestamptz` : undefined,
    );
    const ids = (where: SQL) =>
      this.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(base, where))
        .orderBy(...newestFirst)
        .limit(limit);
    const found = await Promise.all([
      sections.length ? ids(inArray(articles.category, sections)) : [],
      tags.length ? ids(sql`${articles.tagSlugs} && ${textArray(tags)}`) : [],
      writers.length
        ? ids(
            sql`exists (select 1 from ${articleBylines} where ${articleBylines.articleId} = ${articles.id} and ${articleBylines.userId} = any(${textArray(writers)}::uuid[]))`,
          )
        : [],
    ]);
    const all = [...new Set(found.flat().map((row) => row.id))];
    if (all.length === 0) return [];
    const rows = await this.db
      .select(itemColumns)
      .from(articles)
      .where(inArray(articles.id, all))
      .orderBy(...newestFirst)
      .limit(limit);
    const credited = writers.length
      ? await this.db
          .select({ articleId: articleBylines.articleId, userId: articleBylines.userId })
          .from(articleBylines)
          .where(
            and(
              inArray(
                articleBylines.articleId,
                rows.map((row) => row.id),
              ),
              inArray(articleBylines.userId, writers),
            ),
          )
      : [];
    return rows.map((row) => {
      const slugs = new Set(row.tagSlugs ?? row.tags.map(tagSlug));
      const writerIds = new Set(credited.filter((c) => c.articleId === row.id).map((c) => c.userId));
      const matched = topics.filter(
        (t) =>
          (t.kind === 'section' && SECTION_BY_KEY.get(t.key) === row.category) ||
          (t.kind === 'tag' && slugs.has(t.stored)) ||
          (t.kind === 'author' && writerIds.has(t.stored)),
      );
      return {
        _id: row.id,
        slug: row.slug,
        path: articlePath({ slug: row.slug, edition: editionCode(row.edition) }),
        title: row.title,
        description: row.description,
        category: row.category,
        image: row.image,
        imageAlt: row.imageAlt,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
        author: row.author ?? '',
        topics: matched.map((t) => t.topic),
      };
    });
  }

  /**
   * For each account of `userIds` that follows anything, the newest published stories of an
   * edition in its topics since `since`, at most `limit` each, newest first, samples and `exclude`
   * left out: one statement for them all (the newsletter asks once a batch of recipients).
   */
  async newestForAccounts(
    userIds: readonly string[],
    edition: Edition,
    since: Date,
    limit: number,
    exclude: readonly string[] = [],
  ): Promise<Map<string, FollowedArticle[]>> {
    const found = new Map<string, FollowedArticle[]>();
    const unique = [...new Set(userIds)];
    if (unique.length === 0 || limit <= 0) return found;
    const rows = await queryRows<FollowedArticle & { userId: string }>(
      this.db,
      sql`select u.user_id as "userId", s.id, s.slug, s.title, s.category, s.description, s.image, s.edition
          from (select distinct user_id from ${follows} where user_id in (${sql.join(
            unique.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})) u
          cross join lateral (
            select a.id, a.slug, a.title, a.category, a.description, a.image, a.edition, a.published_at
            from ${articles} a
            where a.status = 'published' and a.edition = ${edition} and not a.is_sample
              and a.published_at > ${since.toISOString()}::timestamptz
              and not (a.id::text = any(${textArray(exclude)}))
              and exists (
                select 1 from ${follows} f
                where f.user_id = u.user_id
                  and ((f.kind = 'section' and f.key = lower(a.category))
                    or (f.kind = 'tag' and f.key = any(coalesce(a.tag_slugs, '{}'::text[])))
                    or (f.kind = 'author' and f.key in (
                          select b.user_id::text from ${articleBylines} b
                          where b.article_id = a.id and b.user_id is not null))))
            order by a.published_at desc, a.id desc
            limit ${limit}
          ) s
          order by u.user_id, s.published_at desc, s.id desc`,
    );
    for (const { userId, ...story } of rows) {
      const list = found.get(userId) ?? [];
      list.push(story);
      found.set(userId, list);
    }
    return found;
  }

  /** Stored rows as topics, in their order; a writer who is gone, or a tag no story carries any more, is left out. */
  private async fromRows(rows: readonly { kind: FollowKind; key: string }[]): Promise<ResolvedTopic[]> {
    const slugs = rows.filter((r) => r.kind === 'tag').map((r) => r.key);
    const ids = rows.filter((r) => r.kind === 'author').map((r) => r.key);
    const [tags, writers] = await Promise.all([this.tagNames(slugs), this.writersById(ids)]);
    return rows.flatMap(({ kind, key }): ResolvedTopic[] => {
      if (kind === 'tag') {
        // A tag no published story carries now still shows, by its slug, so it can be unfollowed.
        const name = tags.get(key) ?? key;
        return [{ kind, key, name, path: topicPath(kind, key), stored: key, topic: formatTopic(kind, key) }];
      }
      if (kind === 'section') {
        const category = SECTION_BY_KEY.get(key);
        return category ? [sectionTopic(category)] : [];
      }
      const writer = writers.get(key);
      return writer ? [authorTopic(writer)] : [];
    });
  }

  /** Each slug's name as the newest published story with it spells it; slugs no story carries are left out. */
  private async tagNames(slugs: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(slugs)];
    if (unique.length === 0) return new Map();
    const rows = await queryRows<{ slug: string; tags: string[] | null }>(
      this.db,
      sql`select s.slug, (select a.tags from ${articles} a
                          where a.status = 'published' and a.tag_slugs @> array[s.slug]
                          order by a.published_at desc nulls last limit 1) as tags
          from unnest(${textArray(unique)}) as s(slug)`,
    );
    const names = new Map<string, string>();
    for (const row of rows) {
      if (!row.tags) continue;
      names.set(row.slug, row.tags.find((tag) => tagSlug(tag) === row.slug) ?? row.slug);
    }
    return names;
  }

  private async writersByUsername(keys: readonly string[]): Promise<Map<string, Writer>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select(writerColumns)
      .from(users)
      .where(and(inArray(users.usernameKey, [...new Set(keys)]), inArray(users.role, [...WRITER_ROLES])));
    return new Map(rows.map((row) => [usernameKey(row.username), row]));
  }

  private async writersById(ids: readonly string[]): Promise<Map<string, Writer>> {
    const unique = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (unique.length === 0) return new Map();
    const rows = await this.db.select(writerColumns).from(users).where(inArray(users.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }
}

const writerColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};
type Writer = { id: string; username: string; firstName: string | null; lastName: string | null };

function sectionTopic(category: Category): ResolvedTopic {
  const key = CATEGORY_INFO[category].key;
  return {
    kind: 'section',
    key,
    name: category,
    path: topicPath('section', key),
    stored: key,
    topic: formatTopic('section', key),
  };
}

function authorTopic(writer: Writer): ResolvedTopic {
  return {
    kind: 'author',
    key: writer.username,
    name: personName(writer),
    path: topicPath('author', writer.username),
    stored: writer.id,
    topic: formatTopic('author', writer.username),
  };
}
