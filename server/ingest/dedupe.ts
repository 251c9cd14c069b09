import { sql } from 'drizzle-orm';
import { normalizeTitle, type SkipReason } from '../../core/ingest';
import { queryRows, type Db } from '../db/client';
import { articles, ingestSeen } from '../db/schema';

export interface DedupeOptions {
  /** pg_trgm similarity at or above which two titles are one story (0.8). */
  similarity: number;
  /** Titles are compared with articles of this many days (14). */
  windowDays: number;
  now?: () => Date;
}

/**
 * Whether a fetched story is one the site has already: the same link (ever,
 * including stories an editor has since deleted), the same title once case,
 * accents and punctuation are set aside, or a near-identical title by pg_trgm
 * similarity, among the articles of the last `windowDays` days. Stories stored
 * earlier in the same run are articles too, so duplicates within a run are caught.
 */
export class Deduper {
  constructor(
    private readonly db: Db,
    private readonly options: DedupeOptions,
  ) {}

  async reasonToSkip(title: string, sourceUrl: string): Promise<SkipReason | null> {
    const now = this.options.now?.() ?? new Date();
    const since = new Date(now.getTime() - this.options.windowDays * 86_400_000);
    const rows = await queryRows<{ title: string; sameUrl: boolean; sim: number }>(
      this.db,
      sql`
        select ${articles.title} as title, (${articles.sourceUrl} = ${sourceUrl}) as "sameUrl",
               similarity(${articles.title}, ${title})::float8 as sim
        from ${articles}
        where ${articles.sourceUrl} = ${sourceUrl}
           or (${articles.createdAt} >= ${since.toISOString()}::timestamptz and ${articles.title} % ${title})
        order by "sameUrl" desc, sim desc
        limit 20`,
    );
    if (rows.some((r) => r.sameUrl)) return 'url';
    const [seen] = await queryRows<{ one: number }>(
      this.db,
      sql`select 1 as one from ${ingestSeen} where ${ingestSeen.sourceUrl} = ${sourceUrl}`,
    );
    if (seen) return 'url';
    const key = normalizeTitle(title);
    if (rows.some((r) => normalizeTitle(r.title) === key)) return 'title';
    if (rows.some((r) => Number(r.sim) >= this.options.similarity)) return 'similar';
    return null;
  }

  /** Remembers a stored story's link for good. */
  async remember(sourceUrl: string): Promise<void> {
    await this.db.insert(ingestSeen).values({ sourceUrl }).onConflictDoNothing();
  }
}
