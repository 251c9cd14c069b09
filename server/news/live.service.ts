import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { LiveEntry } from '../../core/live';
import type { Db } from '../db/client';
import { articles, liveEntries, type LiveEntryRow } from '../db/schema';

export function toLiveEntry(row: LiveEntryRow): LiveEntry {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    image: row.image,
    imageAlt: row.imageAlt,
    keyEvent: row.keyEvent,
    pinned: row.pinned,
    author: row.authorName,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** The fields of an entry as stored (sanitized, the image already saved). */
export interface LiveEntryFields {
  title: string | null;
  body: string;
  image: string | null;
  imageAlt: string | null;
  keyEvent: boolean;
  pinned: boolean;
}

/**
 * A live blog's entries (docs/product.md, 'Live blogs'): data access only; who may write is
 * LiveCommands'. Each write also marks the story changed at that time (`updated_at`), so its
 * `dateModified`, feeds and sitemap follow the newest entry, as corrections do.
 */
export class LiveService {
  constructor(private readonly db: Db) {}

  /** Entries newest first: the newest `limit`, or those after the id `after` (a page's poll), or before `before`. */
  async entries(articleId: string, options: { after?: number; before?: number; limit: number }): Promise<LiveEntry[]> {
    const rows = await this.db
      .select()
      .from(liveEntries)
      .where(
        and(
          eq(liveEntries.articleId, articleId),
          options.after ? gt(liveEntries.id, options.after) : undefined,
          options.before ? lt(liveEntries.id, options.before) : undefined,
        ),
      )
      .orderBy(desc(liveEntries.id))
      .limit(options.limit);
    return rows.map(toLiveEntry);
  }

  async find(articleId: string, id: number): Promise<LiveEntryRow | null> {
    const [row] = await this.db
      .select()
      .from(liveEntries)
      .where(and(eq(liveEntries.articleId, articleId), eq(liveEntries.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** Adds an entry while the coverage is open (null when it ended or the story is no live blog). */
  async add(
    articleId: string,
    fields: LiveEntryFields,
    author: { id: string | null; name: string },
    now: Date,
  ): Promise<LiveEntryRow | null> {
    return this.db.transaction(async (tx) => {
      const [open] = await tx
        .update(articles)
        .set({ updatedAt: now })
        .where(and(eq(articles.id, articleId), eq(articles.liveBlog, true), isNull(articles.liveEndedAt)))
        .returning({ id: articles.id });
      if (!open) return null;
      // One pinned entry at a time: pinning this one unpins the others.
      if (fields.pinned)
        await tx.update(liveEntries).set({ pinned: false }).where(eq(liveEntries.articleId, articleId));
      const [row] = await tx
        .insert(liveEntries)
        .values({ articleId, ...fields, authorId: author.id, authorName: author.name, createdAt: now })
        .returning();
      return row ?? null;
    });
  }

  /** Changes an entry (marked edited at `now`); null when there is none. */
  async update(articleId: string, id: number, fields: LiveEntryFields, now: Date): Promise<LiveEntryRow | null> {
    return this.db.transaction(async (tx) => {
      if (fields.pinned) {
        await tx.update(liveEntries).set({ pinned: false }).where(eq(liveEntries.articleId, articleId));
      }
      const [row] = await tx
        .update(liveEntries)
        .set({ ...fields, editedAt: now })
        .where(and(eq(liveEntries.articleId, articleId), eq(liveEntries.id, id)))
        .returning();
      if (row) await tx.update(articles).set({ updatedAt: now }).where(eq(articles.id, articleId));
      return row ?? null;
    });
  }

  /** Removes an entry; answers it (its image may need removing), or null when there was none. */
  async remove(articleId: string, id: number, now: Date): Promise<LiveEntryRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(liveEntries)
        .where(and(eq(liveEntries.articleId, articleId), eq(liveEntries.id, id)))
        .returning();
      if (row) await tx.update(articles).set({ updatedAt: now }).where(eq(articles.id, articleId));
      return row ?? null;
    });
  }

  /** Ends the coverage (`ended`) or opens it again; false when the story is no live blog. */
  async setEnded(articleId: string, ended: boolean, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(articles)
      .set({ liveEndedAt: ended ? now : null, updatedAt: now })
      .where(and(eq(articles.id, articleId), eq(articles.liveBlog, true)))
      .returning({ id: articles.id });
    return rows.length > 0;
  }

  /** Whether another entry, or an article, still shows an uploaded picture. */
  async imageInUse(image: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: liveEntries.id })
      .from(liveEntries)
      .where(eq(liveEntries.image, image))
      .limit(1);
    return row !== undefined;
  }
}
