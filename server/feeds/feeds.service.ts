import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { authorPath, WRITER_ROLES } from '../../core/authors';
import { contributorPath } from '../../core/bylines';
import type { Category } from '../../core/categories';
import type { Db } from '../db/client';
import { articleBylines, articles, contributors, users } from '../db/schema';
import { creditsContributor, creditsUser } from '../news/bylines';
import { newestFirst, oldestFirst, publicationDate } from '../news/article-filters';
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

/**
 * Published, real articles. Sample stories are placeholders a new site ships
 * with (docs/product.md, 'Feeds and sitemaps'): never in a feed or a sitemap, where they would pass for news.
 */
function listed(category?: Category): SQL {
  const where = [eq(articles.status, 'published'), eq(articles.isSample, false)];
  if (category) where.push(eq(articles.category, category));
  return and(...where) as SQL;
}

/** Reads for the feeds and sitemaps; the routes cache what these answer until an article changes. */
export class FeedsService {
  constructor(private readonly db: Db) {}

  /** The newest `limit` listed articles, optionally of one category, in the site's own order. */
  async latest(limit: number, category?: Category): Promise<FeedArticle[]> {
    return this.newest(listed(category), limit);
  }

  /** The newest listed articles with a tag (by its slug): the tag's feed. */
  async latestByTag(slug: string, limit: number): Promise<FeedArticle[]> {
    return this.newest(and(listed(), sql`${articles.tagSlugs} @> array[${slug}]::text[]`), limit);
  }

  /** The newest listed articles that credit a writer (by their account's id): the author's feed. */
  async latestByAuthor(authorId: string, limit: number): Promise<FeedArticle[]> {
    return this.newest(and(listed(), creditsUser(authorId)), limit);
  }

  /** The newest listed articles that credit a guest contributor (by their page's slug): their feed. */
  async latestByContributor(slug: string, limit: number): Promise<FeedArticle[]> {
    const guest = sql`(select ${contributors.id} from ${contributors} where ${contributors.slug} = ${slug})`;
    return this.newest(and(listed(), creditsContributor(guest)), limit);
  }

  private async newest(where: SQL | undefined, limit: number): Promise<FeedArticle[]> {
    const rows = await this.db
      .select(feedColumns)
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map(toFeedArticle);
  }

  /**
   * The pages of the writers and guest contributors listed articles credit (readers' old
   * stories have no page), the latest active first (at most `limit`), with their newest story's
   * time: the authors' sitemap.
   */
  async authorsInUse(limit: number): Promise<{ path: string; lastmod: Date }[]> {
    const lastmod = sql<Date>`max(${articles.updatedAt})`;
    const [writers, guests] = await Promise.all([
      this.db
        .select({ username: users.username, lastmod })
        .from(articleBylines)
        .innerJoin(articles, eq(articles.id, articleBylines.articleId))
        .innerJoin(users, eq(users.id, articleBylines.userId))
        .where(and(listed(), inArray(users.role, [...WRITER_ROLES])))
        .groupBy(users.id, users.username)
        .orderBy(desc(lastmod), users.username)
        .limit(limit),
      this.db
        .select({ slug: contributors.slug, lastmod })
        .from(articleBylines)
        .innerJoin(articles, eq(articles.id, articleBylines.articleId))
        .innerJoin(contributors, eq(contributors.id, articleBylines.contributorId))
        .where(listed())
        .groupBy(contributors.id, contributors.slug)
        .orderBy(desc(lastmod), contributors.slug)
        .limit(limit),
    ]);
    return [
      ...writers.map((r) => ({ path: authorPath(r.username), lastmod: new Date(r.lastmod) })),
      ...guests.map((r) => ({ path: contributorPath(r.slug), lastmod: new Date(r.lastmod) })),
    ]
      .sort((a, b) => b.lastmod.getTime() - a.lastmod.getTime() || a.path.localeCompare(b.path))
      .slice(0, limit);
  }

  /**
   * The tags of listed articles, the most used first (at most `limit`), with their newest
   * story's time: the tags' sitemap.
   */
  async tagsInUse(limit: number): Promise<{ slug: string; lastmod: Date }[]> {
    const rows = await this.db.execute(sql`
      select t.slug, max(${articles.updatedAt}) as lastmod
      from ${articles}, unnest(${articles.tagSlugs}) as t(slug)
      where ${listed()}
      group by t.slug
      order by count(*) desc, t.slug
      limit ${limit}`);
    return (rows as unknown as { rows: { slug: string; lastmod: string | Date }[] }).rows.map((r) => ({
      slug: r.slug,
      lastmod: new Date(r.lastmod),
    }));
  }

  /** Listed articles published at or after `since`, newest first (the Google News sitemap). */
  async publishedSince(since: Date, limit: number): Promise<FeedArticle[]> {
    const rows = await this.db
      .select(feedColumns)
      .from(articles)
      .where(and(listed(), gte(publicationDate, since)))
      .orderBy(...newestFirst)
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
        position: sql<number>`row_number() over (order by ${sql.join(oldestFirst, sql`, `)})`.as('position'),
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
      .orderBy(...oldestFirst)
      .limit(SITEMAP_PAGE_SIZE)
      .offset(sitemapPageOffset(page));
  }

  /** How many articles the sitemaps list. */
  async countListed(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(articles).where(listed());
    return row?.n ?? 0;
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
    for (const row of rows) out[row.category] = row.lastmod;
    return out;
  }
}
