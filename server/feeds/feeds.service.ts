import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Category } from '../../core/categories';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { SITEMAP_PAGE_SIZE, sitemapPageOffset } from './sitemap-xml';

/** What a feed item needs of an article. */
export interface FeedArticle {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: Category;
  tags: string[];
  author: string | null;
  image: string | null;
  /** coalesce(published_at, created_at) */
  publishedAt: Date;
  updatedAt: Date;
}

/** What an article sitemap needs of an article. */
export interface SitemapArticle {
  slug: string;
  image: string | null;
  updatedAt: Date;
}

export interface SitemapPage {
  page: number;
  urls: number;
  /** The newest change among the page's articles. */
  lastmod: Date;
}

/** An article's publication date, as the rest of the site orders by it: created_at stands in when published_at is unset. */
const publicationDate = sql<Date>`coalesce(${articles.publishedAt}, ${articles.createdAt})`;

const feedColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  description: articles.description,
  category: articles.category,
  tags: articles.tags,
  author: articles.author,
  image: articles.image,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

type FeedRow = Omit<FeedArticle, 'category' | 'publishedAt'> & {
  category: string;
  publishedAt: Date | null;
  createdAt: Date;
};

function toFeedArticle(row: FeedRow): FeedArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category as Category,
    tags: row.tags,
    author: row.author,
    image: row.image,
    publishedAt: row.publishedAt ?? row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Newest first by publication date, then id: the order every feed lists in. */
function newestFirst(a: FeedArticle, b: FeedArticle): number {
  return b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * Published, real articles. Sample stories are placeholders a new site ships
 * with (DESIGN §5): never in a feed or a sitemap, where they would pass for news.
 */
function listed(category?: Category): SQL {
  const where = [eq(articles.status, 'published'), eq(articles.isSample, false)];
  if (category) where.push(eq(articles.category, category));
  return and(...where) as SQL;
}

/** Reads for the feeds and sitemaps; the routes cache what these answer until an article changes. */
export class FeedsService {
  constructor(private readonly db: Db) {}

  /**
   * The newest `limit` listed articles, optionally of one category.
   * Ordering by coalesce(published_at, created_at) cannot use the
   * (status, published_at) indexes and would sort every published row. So the
   * articles with a publication date come down the index, the few without one
   * (the writer always sets it; rows from elsewhere may not) come apart, and
   * the two lists merge here.
   */
  async latest(limit: number, category?: Category): Promise<FeedArticle[]> {
    const [dated, undated] = await Promise.all([
      this.db
        .select(feedColumns)
        .from(articles)
        .where(and(listed(category), isNotNull(articles.publishedAt)))
        // NULLS LAST as in the index, so the scan reads only the first rows.
        .orderBy(sql`${articles.publishedAt} desc nulls last`, desc(articles.id))
        .limit(limit),
      this.db
        .select(feedColumns)
        .from(articles)
        .where(and(listed(category), isNull(articles.publishedAt)))
        // Not by created_at alone: its index would walk every row to find the (usually no) undated ones.
        .orderBy(desc(publicationDate), desc(articles.id))
        .limit(limit),
    ]);
    return [...dated, ...undated].map(toFeedArticle).sort(newestFirst).slice(0, limit);
  }

  /** Listed articles published at or after `since`, newest first (the Google News sitemap). */
  async publishedSince(since: Date, limit: number): Promise<FeedArticle[]> {
    // Written so that the dated half is a range on the (status, published_at) index.
    const rows = await this.db
      .select(feedColumns)
      .from(articles)
      .where(
        and(
          listed(),
          or(gte(articles.publishedAt, since), and(isNull(articles.publishedAt), gte(articles.createdAt, since))),
        ),
      )
      .orderBy(desc(publicationDate), desc(articles.id))
      .limit(limit);
    return rows.map(toFeedArticle);
  }

  /**
   * The article sitemaps: how many URLs each holds and its newest change, by
   * numbering the listed articles oldest first in the database (no row leaves it).
   */
  async sitemapPages(): Promise<SitemapPage[]> {
    const numbered = this.db
      .select({
        updatedAt: articles.updatedAt,
        position: sql<number>`row_number() over (order by ${publicationDate} asc, ${articles.id} asc)`.as('position'),
      })
      .from(articles)
      .where(listed())
      .as('numbered');
    const page = sql<number>`((${numbered.position} - 1) / ${sql.raw(String(SITEMAP_PAGE_SIZE))} + 1)::int`;
    return this.db
      .select({
        page,
        urls: count(),
        lastmod: sql<Date>`max(${numbered.updatedAt})`.mapWith(articles.updatedAt),
      })
      .from(numbered)
      .groupBy(page)
      .orderBy(page);
  }

  /**
   * One article sitemap, oldest first: a page keeps its articles as newer ones
   * arrive (only a deletion or unpublishing shifts later pages).
   */
  async sitemapPage(page: number): Promise<SitemapArticle[]> {
    return this.db
      .select({ slug: articles.slug, image: articles.image, updatedAt: articles.updatedAt })
      .from(articles)
      .where(listed())
      .orderBy(asc(publicationDate), asc(articles.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset(sitemapPageOffset(page));
  }

  /** The newest change among listed articles, per category: the lastmod of home and the category pages. */
  async lastChanges(): Promise<Partial<Record<Category, Date>>> {
    const rows = await this.db
      .select({
        category: articles.category,
        lastmod: sql<Date>`max(${articles.updatedAt})`.mapWith(articles.updatedAt),
      })
      .from(articles)
      .where(listed())
      .groupBy(articles.category);
    const out: Partial<Record<Category, Date>> = {};
    for (const row of rows) out[row.category as Category] = row.lastmod;
    return out;
  }
}
