import { asc, count, eq, like, or, sql } from 'drizzle-orm';
import { contributorSlug, type Contributor, type ContributorInput } from '../../core/bylines';
import { isUuid } from '../../core/slug';
import type { Db } from '../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { articleBylines, articles, contributors } from '../db/schema';
import { creditsContributor } from '../news/bylines';
import { newestFirst } from '../news/article-filters';

type ContributorRow = typeof contributors.$inferSelect;

/** A story that credits a contributor, for the refusal to delete them. */
export interface CreditingStory {
  id: string;
  title: string;
}

function toContributor(row: ContributorRow, stories: number): Contributor {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    bio: row.bio,
    avatar: row.avatar,
    stories,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Guest contributors' rows (docs/product.md, 'Bylines and contributors'): a name, a bio, a photo
 * and a page at `/contributor/<slug>`, the slug made once from the name and kept.
 */
export class ContributorStore {
  constructor(private readonly db: Db) {}

  /** Everyone, by name, with how many stories credit them. */
  async list(): Promise<Contributor[]> {
    const stories = sql<number>`(select count(distinct ${articleBylines.articleId}) from ${articleBylines} where ${articleBylines.contributorId} = ${contributors.id})::int`;
    const rows = await this.db
      .select({ row: contributors, stories })
      .from(contributors)
      .orderBy(asc(contributors.name), asc(contributors.id));
    return rows.map(({ row, stories }) => toContributor(row, stories));
  }

  async find(id: string): Promise<Contributor | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(contributors).where(eq(contributors.id, id)).limit(1);
    if (!row) return null;
    const [counted] = await this.db
      .select({ n: count() })
      .from(articleBylines)
      .where(eq(articleBylines.contributorId, id));
    return toContributor(row, counted?.n ?? 0);
  }

  /** Adds one under the first free slug for their name. */
  async create(input: ContributorInput, avatar: string | null): Promise<Contributor> {
    const base = contributorSlug(input.name);
    for (let attempt = 0; attempt < 5; attempt++) {
      const slug = await this.freeSlug(base);
      try {
        const [row] = await this.db
          .insert(contributors)
          .values({ slug, name: input.name, bio: input.bio, avatar })
          .returning();
        return toContributor(row!, 0);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('No free contributor slug');
  }

  /** Changes their name, bio or photo (their page keeps its address); answers the row as it was, or null. */
  async update(
    id: string,
    change: Partial<ContributorInput> & { avatar?: string | null },
  ): Promise<{ before: ContributorRow; after: ContributorRow } | null> {
    if (!isUuid(id)) return null;
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(contributors).where(eq(contributors.id, id)).for('update');
      if (!before) return null;
      const [after] = await tx
        .update(contributors)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(contributors.id, id))
        .returning();
      return { before, after: after! };
    });
  }

  /** The stories that credit them (at most `limit`, newest first) and how many in all. */
  async creditedBy(id: string, limit = 3): Promise<{ stories: CreditingStory[]; total: number }> {
    const where = creditsContributor(id);
    const [stories, [counted]] = await Promise.all([
      this.db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit),
      this.db.select({ n: count() }).from(articles).where(where),
    ]);
    return { stories, total: counted?.n ?? 0 };
  }

  /** Deletes one no story credits; answers the row deleted, null when missing, 'credited' while a story credits them. */
  async remove(id: string): Promise<ContributorRow | null | 'credited'> {
    if (!isUuid(id)) return null;
    try {
      const [row] = await this.db.delete(contributors).where(eq(contributors.id, id)).returning();
      return row ?? null;
    } catch (error) {
      // The byline's foreign key: a story credits them (a story saved since the check, too).
      if (isForeignKeyViolation(error)) return 'credited';
      throw error;
    }
  }

  /** A contributor by their page's slug (the feed's). */
  async bySlug(slug: string): Promise<ContributorRow | null> {
    const [row] = await this.db.select().from(contributors).where(eq(contributors.slug, slug)).limit(1);
    return row ?? null;
  }

  private async freeSlug(base: string): Promise<string> {
    const taken = await this.db
      .select({ slug: contributors.slug })
      .from(contributors)
      .where(or(eq(contributors.slug, base), like(contributors.slug, `${base.replace(/[%_\\]/g, '\\$&')}-%`)));
    const used = new Set(taken.map((r) => r.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
