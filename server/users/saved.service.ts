import { editionCode } from '../../core/editions';
import { articlePath } from '../../core/article';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SavedItem } from '../../core/saved';
import { SAVED_LIMIT } from '../../core/saved';
import { isUuid } from '../../core/slug';
import type { Db } from '../db/client';
import { articles, savedStories } from '../db/schema';

/** A published story found by its id or slug. */
export interface SavedTarget {
  id: string;
  slug: string;
}

/**
 * The stories readers keep in their account (docs/product.md, 'Saved stories and offline
 * reading'): data access only; who may call is the use cases' rule (server/users/saved.commands.ts).
 */
export class SavedService {
  constructor(private readonly db: Db) {}

  /** The account's saved stories that are published now, newest save first. */
  async list(userId: string): Promise<SavedItem[]> {
    const rows = await this.db
      .select({
        slug: articles.slug,
        edition: articles.edition,
        title: articles.title,
        category: articles.category,
        publishedAt: articles.publishedAt,
        savedAt: savedStories.savedAt,
      })
      .from(savedStories)
      .innerJoin(articles, eq(articles.id, savedStories.articleId))
      .where(and(eq(savedStories.userId, userId), eq(articles.status, 'published')))
      .orderBy(desc(savedStories.savedAt), desc(articles.id))
      .limit(SAVED_LIMIT);
    return rows.map((row) => ({
      slug: row.slug,
      path: articlePath({ slug: row.slug, edition: editionCode(row.edition) }),
      title: row.title,
      category: row.category,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      savedAt: row.savedAt.toISOString(),
    }));
  }

  /** The ids of every story the account holds (published or not: each counts toward the limit). */
  async ids(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: savedStories.articleId })
      .from(savedStories)
      .where(eq(savedStories.userId, userId));
    return rows.map((row) => row.id);
  }

  /** Published stories by id or slug, in the order of `keys`; unknown ones are left out. */
  async published(keys: readonly string[]): Promise<SavedTarget[]> {
    if (keys.length === 0) return [];
    const ids = keys.filter(isUuid).map((key) => key.toLowerCase());
    const slugs = keys.filter((key) => !isUuid(key));
    const match = [
      ...(ids.length ? [inArray(articles.id, ids)] : []),
      ...(slugs.length ? [inArray(articles.slug, slugs)] : []),
    ];
    const rows = await this.db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.status, 'published'), or(...match)));
    const byKey = new Map<string, SavedTarget>();
    for (const row of rows) {
      byKey.set(row.id, row);
      byKey.set(row.slug, row);
    }
    return keys.flatMap((key) => {
      const found = byKey.get(isUuid(key) ? key.toLowerCase() : key);
      return found ? [found] : [];
    });
  }

  /**
   * Saves a story (again: it moves to the top) unless the account already holds the limit; one
   * statement, so the count and the insert see the same rows. False when the account is full.
   */
  async add(userId: string, articleId: string, at: Date): Promise<boolean> {
    const rows = await this.db.execute(sql`
      insert into ${savedStories} (user_id, article_id, saved_at)
      select ${userId}, ${articleId}, ${at.toISOString()}::timestamptz
      where (select count(*) from ${savedStories} where user_id = ${userId}) < ${SAVED_LIMIT}
         or exists (select 1 from ${savedStories} where user_id = ${userId} and article_id = ${articleId})
      on conflict (user_id, article_id) do update set saved_at = excluded.saved_at
      returning article_id`);
    return (rows as unknown as { rows: unknown[] }).rows.length > 0;
  }

  /** Saves several at once (the merge at sign-in), the first given the newest time. */
  async addAll(userId: string, articleIds: readonly string[], at: Date): Promise<void> {
    if (articleIds.length === 0) return;
    await this.db
      .insert(savedStories)
      .values(articleIds.map((articleId, i) => ({ userId, articleId, savedAt: new Date(at.getTime() - i) })))
      .onConflictDoNothing();
  }

  /** A story the account holds, whatever its status now (by id or slug), or null. */
  async held(userId: string, key: string): Promise<SavedTarget | null> {
    const [row] = await this.db
      .select({ id: articles.id, slug: articles.slug })
      .from(savedStories)
      .innerJoin(articles, eq(articles.id, savedStories.articleId))
      .where(
        and(eq(savedStories.userId, userId), isUuid(key) ? eq(articles.id, key.toLowerCase()) : eq(articles.slug, key)),
      )
      .limit(1);
    return row ?? null;
  }

  async remove(userId: string, articleId: string): Promise<void> {
    await this.db
      .delete(savedStories)
      .where(and(eq(savedStories.userId, userId), eq(savedStories.articleId, articleId)));
  }
}
