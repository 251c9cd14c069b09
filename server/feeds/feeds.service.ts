import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { authorPath, WRITER_ROLES } from '../../core/authors';
import { contributorPath } from '../../core/bylines';
import type { Category } from '../../core/categories';
import { DEFAULT_EDITION, editionCode, type Edition } from '../../core/editions';
import type { Db } from '../db/client';
import { articleBylines, articles, contributors, users } from '../db/schema';
import { creditsContributor, creditsUser } from '../news/bylines';
import { inEdition, newestFirst, oldestFirst, publicationDate } from '../news/article-filters';
import { SITEMAP_PAGE_SIZE, sitemapPageOffset } from './sitemap-xml';

/** What a feed item needs of an article. */
export interface FeedArticle {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: Category;
  /** Its edition (core/editions.ts): its address's prefix, and whose feeds list it. */
  edition: Edition;
  tags: string[];
  author: string | null;
  image: string | null;
  /** coalesce(published_at, created_at) */
  publishedAt: Date;
  updatedAt: Date;
}

/** What an article sitemap needs of an article. */
export interface SitemapArticle {
  id: string;
  slug: string;
  edition: Edition;
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
  edition: articles.edition,
  tags: articles.tags,
  author: articles.author,
  image: articles.image,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

type FeedRow = Omit<FeedArticle, 'category' | 'edition' | 'publishedAt'> & {
  category: string;
  edition: string;
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
    edition: editionCode(row.edition),
    tags: row.tags,
    author: row.author,
    image: row.image,
    publishedAt: row.publishedAt ?? row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Published, real articles of one edition (each edition has its own feeds and sitemaps:
 * docs/decisions/009-editions.md). Sample stories are placeholders a new site ships
 * with (docs/product.md, 'Feeds and sitemaps'): never in a feed or a sitemap, where they would pass for news.
 */
function listed(edition: Edition, category?: Category): SQL {
  const where = [eq(articles.status, 'published'), inEdition(edition), eq(articles.isSample, false)];
  if (category) where.push(eq(articles.category, category));
  return and(...where) as SQL;
}

/** What a feed lists: one edition's stories (the default edition's when omitted), optionally of one category. */
export interface FeedScope {
  edition?: Edition;
  category?: Category;
}

/**
 * Reads for the feeds and sitemaps, each of one edition (the default edition's when not named);
 * the routes cache what these answer until an article changes.
 */
export class FeedsService {
  constructor(private readonly db: Db) {}

  /** The newest `limit` listed articles of an edition, optionally of one category, in the site's own order. */
  async latest(limit: number, { edition = DEFAULT_EDITION, category }: FeedScope = {}): Promise<FeedArticle[]> {
    return this.newest(listed(edition, category), limit);
  }

  /** The newest listed articles of an edition with a tag (by its slug): the tag's feed. */
  async latestByTag(slug: string, limit: number, edition: Edition = DEFAULT_EDITION): Promise<FeedArticle[]> {
    return this.newest(and(listed(edition), sql`${articles.tagSlugs} @> array[${slug}]::text[]`), limit);
  }

  /** The newest listed articles of an edition that credit a writer (by their account's id): the author's feed. */
  async latestByAuthor(authorId: string, limit: number, edition: Edition = DEFAULT_EDITION): Promise<FeedArticle[]> {
    return this.newest(and(listed(edition), creditsUser(authorId)), limit);
  }

  /** The newest listed articles of an edition that credit a guest contributor (by their page's slug): their feed. */
  async latestByContributor(slug: string, limit: number, edition: Edition = DEFAULT_EDITION): Promise<FeedArticle[]> {
    const guest = sql`(select ${contributors.id} from ${contributors} where ${contributors.slug} = ${slug})`;
    return this.newest(and(listed(edition), creditsContributor(guest)), limit);
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
   * time: an edition's authors' sitemap. The paths are the default edition's (`/author/x`).
   */
  async authorsInUse(limit: number, edition: Edition = DEFAULT_EDITION): Promise<{ path: string; lastmod: Date }[]> {
    const lastmod = sql<Date>`max(${articles.updatedAt})`;
    const [writers, guests] = await Promise.all([
      this.db
        .select({ username: users.username, lastmod })
        .from(articleBylines)
        .innerJoin(articles, eq(articles.id, articleBylines.articleId))
        .innerJoin(users, eq(users.id, articleBylines.userId))
        .where(and(listed(edition), inArray(users.role, [...WRITER_ROLES])))
        .groupBy(users.id, users.username)
        .orderBy(desc(lastmod), users.username)
        .limit(limit),
      this.db
        .select({ slug: contributors.slug, lastmod })
        .from(articleBylines)
        .innerJoin(articles, eq(articles.id, articleBylines.articleId))
        .innerJoin(contributors, eq(contributors.id, articleBylines.contributorId))
        .where(listed(edition))
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
   * story's time: an edition's tags' sitemap.
   */
  async tagsInUse(limit: number, edition: Edition = DEFAULT_EDITION): Promise<{ slug: string; lastmod: Date }[]> {
    const rows = await this.db.execute(sql`
      select t.slug, max(${articles.updatedAt}) as lastmod
      from ${articles}, unnest(${articles.tagSlugs}) as t(slug)
      where ${listed(edition)}
      group by t.slug
      order by count(*) desc, t.slug
      limit ${limit}`);
    return (rows as unknown as { rows: { slug: string; lastmod: string | Date }[] }).rows.map((r) => ({
      slug: r.slug,
      lastmod: new Date(r.lastmod),
    }));
  }

  /** An edition's listed articles published at or after `since`, newest first (its Google News sitemap). */
  async publishedSince(since: Date, limit: number, edition: Edition = DEFAULT_EDITION): Promise<FeedArticle[]> {
    const rows = await this.db
      .select(feedColumns)
      .from(articles)
      .where(and(listed(edition), gte(publicationDate, since)))
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map(toFeedArticle);
  }

  /**
   * An edition's article sitemaps: how many URLs each holds and its newest change, by
   * numbering the listed articles oldest first in the database (no row leaves it).
   */
  async sitemapPages(edition: Edition = DEFAULT_EDITION): Promise<SitemapPage[]> {
    const numbered = this.db
      .select({
        updatedAt: articles.updatedAt,
        position: sql<number>`row_number() over (order by ${sql.join(oldestFirst, sql`, `)})`.as('position'),
      })
      .from(articles)
      .where(listed(edition))
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
   * One of an edition's article sitemaps, oldest first: a page keeps its articles as newer ones
   * arrive (only a deletion or unpublishing shifts later pages).
   */
  async sitemapPage(page: number, edition: Edition = DEFAULT_EDITION): Promise<SitemapArticle[]> {
    const rows = await this.db
      .select({
        id: articles.id,
        slug: articles.slug,
        edition: articles.edition,
        image: articles.image,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .where(listed(edition))
      .orderBy(...oldestFirst)
      .limit(SITEMAP_PAGE_SIZE)
      .offset(sitemapPageOffset(page));
    return rows.map((row) => ({ ...row, edition: editionCode(row.edition) }));
  }

  /** How many of an edition's articles its sitemaps list. */
  async countListed(edition: Edition = DEFAULT_EDITION): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(articles).where(listed(edition));
    return row?.n ?? 0;
  }

  /**
   * The newest change among an edition's listed articles, per category: the lastmod of its home
   * and category pages.
   */
  async lastChanges(edition: Edition = DEFAULT_EDITION): Promise<Partial<Record<Category, Date>>> {
    const rows = await this.db
      .select({
        category: articles.category,
        lastmod: sql<Date>`max(${articles.updatedAt})`.mapWith(articles.updatedAt),
      })
      .from(articles)
      .where(listed(edition))
      .groupBy(articles.category);
    const out: Partial<Record<Category, Date>> = {};
    for (const row of rows) out[row.category] = row.lastmod;
    return out;
  }
}
