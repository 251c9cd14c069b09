import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Article, ArticleSummary } from '../../core/article';
import type { Byline } from '../../core/bylines';
import type { ArticleNote } from '../../core/corrections';
import { editionCode } from '../../core/editions';
import { writtenMeta } from '../../core/seo';
import { readingTime } from '../../core/text';
import {
  articleDailyStats,
  articleRowColumns,
  articles,
  users,
  type ArticleNoteRow,
  type ArticleRow,
} from '../db/schema';

const { content: _content, ...summaryCols } = articleRowColumns;
const fullCols = articleRowColumns;

/** An article's all-time views, shares or likes: the sum of its days. */
const total = (column: AnyPgColumn) =>
  sql<number>`(select coalesce(sum(${column}), 0) from ${articleDailyStats} where ${articleDailyStats.articleId} = ${articles.id})::int`;

const engagement = {
  views: total(articleDailyStats.views),
  shares: total(articleDailyStats.shares),
  likes: total(articleDailyStats.likes),
};

/** Columns of a list item: everything but the body and the search document. */
export const summaryColumns = { ...summaryCols, ...engagement };
/**
 * A list item without its views, shares and likes: three subqueries a row that the lists
 * of the pages (cards, the dashboard) never show.
 */
export const itemColumns = summaryCols;
/** The writer's username when they still write (the byline links to their author page). */
const authorUsername = sql<
  string | null
>`(select ${users.username} from ${users} where ${users.id} = ${articles.authorId} and ${users.role} <> 'reader')`;
export const articleColumns = { ...fullCols, ...engagement, authorUsername };

interface Engagement {
  views: number;
  shares: number;
  likes: number;
}
type ItemRow = Omit<ArticleRow, 'content'>;
type SummaryRow = ItemRow & Engagement;

/** A list item as the pages' lists use it: a summary without the engagement counts. */
export type ArticleItem = Omit<ArticleSummary, keyof Engagement>;

export function toSummary(row: SummaryRow): ArticleSummary {
  return { ...toItem(row), views: row.views, shares: row.shares, likes: row.likes };
}

export function toItem(row: ItemRow): ArticleItem {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    description: row.description,
    excerpt: row.excerpt,
    image: row.image,
    imageAlt: row.imageAlt,
    // Values the site once filled in from an older headline read as empty (core/seo.ts).
    ...writtenMeta(row),
    keywords: row.keywords,
    focusKeyword: row.focusKeyword,
    canonicalUrl: row.canonicalUrl,
    tags: row.tags,
    status: row.status,
    featured: row.featured,
    trending: row.trending,
    liveBlog: row.liveBlog,
    republishable: row.republishable,
    access: row.access,
    accessTiers: row.accessTiers,
    comments: row.comments,
    commentCount: row.commentCount,
    edition: editionCode(row.edition),
    liveEndedAt: row.liveEndedAt?.toISOString() ?? null,
    author: row.author,
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl,
    isSample: row.isSample,
    readingTime: readingTime(row.wordCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewNote:
      row.reviewNote !== null
        ? { text: row.reviewNote, by: row.reviewNoteBy ?? '', at: (row.reviewNoteAt ?? row.updatedAt).toISOString() }
        : null,
  };
}

export function toArticle(
  row: Omit<ArticleRow, 'search' | 'searchHead'> & Engagement & { authorUsername: string | null },
  notes: ArticleNoteRow[],
  bylines: Byline[] = [],
): Article {
  return {
    ...toSummary(row),
    content: row.content,
    notes: notes.map(toNote),
    authorUsername: row.authorUsername,
    bylines,
  };
}

export function toNote(row: ArticleNoteRow): ArticleNote {
  return { _id: row.id, kind: row.kind, text: row.text, createdAt: row.createdAt.toISOString() };
}
