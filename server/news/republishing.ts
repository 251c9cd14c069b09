import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../core/slug';
import type { Db } from '../db/client';
import { articles, republications } from '../db/schema';

/** A page that republished a story, as the editor's panel lists it. */
export interface Republication {
  page: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
}

/** Where a story was republished, newest first, and its total counts. */
export interface RepublicationList {
  pages: Republication[];
  totalPages: number;
  totalHits: number;
}

/** The pages a story keeps at most (a flood of made-up referrers cannot grow it further). */
export const MAX_REPUBLISHING_PAGES = 1000;
const PAGE_MAX = 500;

/**
 * The page a counter's request came from, as kept: its origin and path (no query, no fragment),
 * or null when there is none or it is the site's own (a preview of the HTML on the story's page).
 */
export function republishingPage(referer: string | null | undefined, ownOrigin: string): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === ownOrigin) return null;
  const page = `${url.origin}${url.pathname}`;
  return page.length > PAGE_MAX ? page.slice(0, PAGE_MAX) : page;
}

/** The republications of stories free to republish (docs/product.md, 'Republishing'). */
export class RepublishingService {
  constructor(private readonly db: Db) {}

  /** Is this a published story free to republish? */
  async republishable(articleId: string): Promise<boolean> {
    if (!isUuid(articleId)) return false;
    const [row] = await this.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, articleId), eq(articles.republishable, true), eq(articles.status, 'published')));
    return row !== undefined;
  }

  /** One more view of the story on `page` (a new page only while the story has fewer than the most it keeps). */
  async count(articleId: string, page: string, at: Date): Promise<void> {
    const updated = await this.db
      .update(republications)
      .set({ hits: sql`${republications.hits} + 1`, lastSeen: at })
      .where(and(eq(republications.articleId, articleId), eq(republications.page, page)))
      .returning({ page: republications.page });
    if (updated.length > 0) return;
    const [{ pages } = { pages: 0 }] = await this.db
      .select({ pages: count() })
      .from(republications)
      .where(eq(republications.articleId, articleId));
    if (pages >= MAX_REPUBLISHING_PAGES) return;
    await this.db
      .insert(republications)
      .values({ articleId, page, hits: 1, firstSeen: at, lastSeen: at })
      .onConflictDoUpdate({
        target: [republications.articleId, republications.page],
        set: { hits: sql`${republications.hits} + 1`, lastSeen: at },
      });
  }

  /** Where a story was republished: its pages by their last view, newest first (the first `limit`). */
  async list(articleId: string, limit = 50): Promise<RepublicationList> {
    const [totals] = await this.db
      .select({ pages: count(), hits: sql<number>`coalesce(sum(${republications.hits}), 0)`.mapWith(Number) })
      .from(republications)
      .where(eq(republications.articleId, articleId));
    const rows = await this.db
      .select()
      .from(republications)
      .where(eq(republications.articleId, articleId))
      .orderBy(desc(republications.lastSeen))
      .limit(limit);
    return {
      pages: rows.map((row) => ({
        page: row.page,
        hits: row.hits,
        firstSeen: row.firstSeen.toISOString(),
        lastSeen: row.lastSeen.toISOString(),
      })),
      totalPages: totals?.pages ?? 0,
      totalHits: totals?.hits ?? 0,
    };
  }
}
