import { and, desc, eq, lte, sql } from 'drizzle-orm';
import {
  changedFields,
  MAX_REVISIONS,
  snapshotOf,
  type Revision,
  type RevisionField,
  type RevisionOrigin,
  type RevisionSnapshot,
  type RevisionSummary,
} from '../../core/revisions';
import { isUuid } from '../../core/slug';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { articleRevisions, type ArticleRevisionRow } from '../db/schema';

/** Who made a revision: an account and the name it had, or (fetched) the story's source. */
export interface RevisionAuthor {
  id: string | null;
  name: string;
}

/**
 * An article's revisions (docs/product.md, 'Revisions'). ArticleWriter records one at each save;
 * a save that changes nothing keeps none; past MAX_REVISIONS the oldest go, but a fetched
 * story's first (what the provider sent) stays.
 */
export class RevisionStore {
  constructor(private readonly db: Db) {}

  /**
   * Records `version` as the article's next revision, made `at`; answers its number (null:
   * nothing changed). `before`, for an article with no revision yet (one from before revisions),
   * is recorded first as how it was.
   */
  async record(
    articleId: string,
    version: RevisionSnapshot,
    how: {
      author: RevisionAuthor;
      origin: RevisionOrigin;
      at: Date;
      restoredFrom?: number | null;
      /** A story just made, which has no revision yet to read. */
      fresh?: boolean;
    },
    before?: { version: RevisionSnapshot; author: RevisionAuthor; origin: RevisionOrigin; at: Date },
  ): Promise<number | null> {
    const { author, origin, at, restoredFrom = null } = how;
    const snapshot = snapshotOf(version);
    for (let attempt = 0; ; attempt++) {
      const last = how.fresh && attempt === 0 ? null : await this.newest(articleId);
      if (!last && before) {
        await this.record(articleId, before.version, before);
        continue;
      }
      const changed = changedFields(last?.snapshot ?? null, snapshot);
      if (last && changed.length === 0 && origin !== 'restored') return null;
      const number = (last?.number ?? 0) + 1;
      try {
        await this.db.insert(articleRevisions).values({
          articleId,
          number,
          snapshot,
          changed,
          origin,
          restoredFrom,
          authorId: author.id,
          authorName: author.name,
          createdAt: at,
        });
      } catch (error) {
        // Another save took the number first: read the newest again.
        if (isUniqueViolation(error) && attempt < 3) continue;
        throw error;
      }
      if (number > MAX_REVISIONS) await this.prune(articleId, number - MAX_REVISIONS);
      return number;
    }
  }

  /** The article's revisions, newest first, without their fields. */
  async list(articleId: string): Promise<RevisionSummary[]> {
    if (!isUuid(articleId)) return [];
    const rows = await this.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, articleId))
      .orderBy(desc(articleRevisions.number));
    return rows.map(summaryOf);
  }

  /** One revision with its fields, or null. */
  async get(articleId: string, number: number): Promise<Revision | null> {
    if (!isUuid(articleId) || !Number.isSafeInteger(number)) return null;
    const [row] = await this.db
      .select()
      .from(articleRevisions)
      .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.number, number)))
      .limit(1);
    return row ? { ...summaryOf(row), snapshot: row.snapshot } : null;
  }

  private async newest(articleId: string): Promise<ArticleRevisionRow | null> {
    const [row] = await this.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, articleId))
      .orderBy(desc(articleRevisions.number))
      .limit(1);
    return row ?? null;
  }

  /** Removes revisions up to `upTo`, but a fetched story's first one. */
  private async prune(articleId: string, upTo: number): Promise<void> {
    await this.db
      .delete(articleRevisions)
      .where(
        and(
          eq(articleRevisions.articleId, articleId),
          lte(articleRevisions.number, upTo),
          sql`not (${articleRevisions.number} = 1 and ${articleRevisions.origin} = 'fetched')`,
        ),
      );
  }
}

function summaryOf(row: ArticleRevisionRow): RevisionSummary {
  return {
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    author: row.authorName,
    origin: row.origin,
    restoredFrom: row.restoredFrom,
    changed: row.changed as RevisionField[],
  };
}
