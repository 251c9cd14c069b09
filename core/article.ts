import { DEFAULT_EDITION, EDITIONS, type Edition } from './editions';
import type { Category } from './categories';
import type { StoryAccess } from './access';
import type { StoryComments } from './comments';
import { authorPath } from './authors';
import { reporters, type Byline } from './bylines';
import type { ArticleNote } from './corrections';

/**
 * `review`: an author submitted it; an editor publishes, schedules or sends it back (a draft
 * again, with a note). `scheduled`: goes out by itself at `publishAt`
 * (server/news/scheduled-publisher.ts). Until published, readers, feeds and sitemaps do not see
 * a story.
 */
export const ARTICLE_STATUSES = ['draft', 'review', 'scheduled', 'published', 'archived'] as const;
/** What an author may save their own story as; the rest is an editor's. */
export const AUTHOR_STATUSES = ['draft', 'review'] as const satisfies readonly ArticleStatus[];
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Shown when an article has no author. */
export const DEFAULT_AUTHOR = 'World News Team';
/** Author of the sample stories a fresh site is seeded with. */
export const SAMPLE_AUTHOR = 'Newsdesk Samples';

/** Page sizes and counts (docs/product.md, 'Home page', 'Category pages', 'Search page'). */
export const HOME_LATEST_LIMIT = 50;
export const FEATURED_COUNT = 3;
export const CATEGORY_LIST_LIMIT = 50;
export const CATEGORY_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 12;
export const MAX_LIST_LIMIT = 100;
export const RELATED_COUNT = 4;

/** An article as the API and the pages see it. */
export interface Article {
  _id: string;
  slug: string;
  title: string;
  category: Category;
  description: string;
  content: string;
  excerpt: string | null;
  image: string | null;
  imageAlt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string[];
  focusKeyword: string | null;
  canonicalUrl: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  tags: string[];
  status: ArticleStatus;
  featured: boolean;
  trending: boolean;
  /** A live blog (core/live.ts): its page lists timestamped entries and updates itself. */
  liveBlog: boolean;
  /** Others may republish it under the site's licence (docs/product.md, 'Republishing'). */
  republishable: boolean;
  /** Who may read it in full (core/access.ts): `default` follows its category's, else the site's, setting. */
  access: StoryAccess;
  /** With `members`: the tiers that open it; empty: any paid tier. */
  accessTiers: string[];
  /** Readers' comments (core/comments.ts): open, closed or off. */
  comments: StoryComments;
  /** Its published comments, replies included. */
  commentCount: number;
  /** The edition it is written for (core/editions.ts): its address, lists and feeds. Never changes. */
  edition: Edition;
  /** When an editor ended the live coverage (UTC, ISO 8601); null while live, or for any other story. */
  liveEndedAt: string | null;
  author: string | null;
  sourceName: string | null;
  sourceUrl: string | null;
  isSample: boolean;
  views: number;
  shares: number;
  likes: number;
  readingTime: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** When a scheduled story goes out (UTC, ISO 8601); null unless `status` is `scheduled`. */
  publishAt: string | null;
  /** When a story in review was submitted (UTC, ISO 8601); null unless `status` is `review`. */
  submittedAt: string | null;
  /** Why an editor sent the story back to its author; only on a draft, until it moves on. */
  reviewNote: ReviewNote | null;
  /** Corrections and updates, oldest first (core/corrections.ts). */
  notes: ArticleNote[];
  /** The writer's username, for the byline's link to their author page (core/authors.ts); null for fetched stories. */
  authorUsername: string | null;
  /**
   * Who the story credits, in order: its byline and 'With reporting by' line (core/bylines.ts).
   * Empty for a story that credits no account or contributor: `author` is its byline.
   */
  bylines: Byline[];
}

/** An editor's note on a story sent back from review. */
export interface ReviewNote {
  text: string;
  /** The editor's name as shown when they wrote it. */
  by: string;
  at: string;
}

/** List items leave out the body: a list of 50 does not need 50 bodies. */
export type ArticleSummary = Omit<Article, 'content' | 'notes' | 'authorUsername' | 'bylines'>;

export interface Pagination {
  page: number;
  limit: number;
  totalPages: number;
  totalItems: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface ListPagination extends Pagination {
  /** Pass as `after` for the page that follows this one; null on the last. */
  nextCursor: string | null;
}

export interface ArticleList {
  news: ArticleSummary[];
  pagination: ListPagination;
}

export function authorName(article: Pick<Article, 'author'>): string {
  return article.author?.trim() || DEFAULT_AUTHOR;
}

/**
 * A story's address. Its slug may hold letters of any script (core/slug.ts): percent-encoded
 * here, so that the address is the same in links, feeds, sitemaps and redirects (a `Location`
 * header can carry only ASCII).
 */
export function articlePath(article: Pick<Article, 'slug'> & { edition?: Edition }): string {
  return `${EDITIONS[article.edition ?? DEFAULT_EDITION].prefix}/news/${encodeURIComponent(article.slug)}`;
}

/** What a card in a list needs: the public pages send only this to the browser. */
export type Teaser = Pick<
  ArticleSummary,
  | '_id'
  | 'slug'
  | 'title'
  | 'category'
  | 'description'
  | 'image'
  | 'readingTime'
  | 'isSample'
  | 'publishedAt'
  | 'createdAt'
  | 'commentCount'
  | 'edition'
>;

export function toTeaser(a: Teaser): Teaser {
  return {
    _id: a._id,
    slug: a.slug,
    title: a.title,
    category: a.category,
    description: a.description,
    image: a.image,
    readingTime: a.readingTime,
    isSample: a.isSample,
    publishedAt: a.publishedAt,
    createdAt: a.createdAt,
    commentCount: a.commentCount,
    edition: a.edition,
  };
}

/**
 * What a story's page credits: its byline (at least one name: 'World News Team' when it credits
 * nobody) and those who reported for it. A story without credit rows (fetched, or older than
 * bylines) shows its `author` text, linked to its writer's page while they write here.
 */
export function storyCredits(article: Pick<Article, 'author' | 'authorUsername' | 'bylines'>): {
  authors: Byline[];
  reporters: Byline[];
} {
  if (article.bylines.length === 0) {
    const path = article.authorUsername ? authorPath(article.authorUsername) : null;
    return { authors: [{ name: authorName(article), role: 'author', path, guest: false }], reporters: [] };
  }
  const authors = article.bylines.filter((b) => b.role === 'author');
  return {
    authors: authors.length ? authors : [{ name: DEFAULT_AUTHOR, role: 'author', path: null, guest: false }],
    reporters: reporters(article.bylines),
  };
}
