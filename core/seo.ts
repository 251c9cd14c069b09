/**
 * The SEO score and what would raise it: one rule for the editor's live score, the
 * SEO page and the server (docs/product.md, 'SEO score').
 */
import { parseCategory, type Category } from './categories';
import { parsePageParam } from './pagination';
import { isUuid } from './slug';
import { legacyTruncate, META_DESCRIPTION_MAX, metaText, truncate } from './text';

/** Character limits of the editor's counters (docs/product.md, 'Admin: article editor'). */
export const CHARACTER_LIMITS = {
  title: 60,
  description: 160,
  excerpt: 300,
  metaTitle: 60,
  metaDescription: 160,
  ogTitle: 60,
  ogDescription: 160,
  twitterTitle: 60,
  twitterDescription: 160,
} as const;

export const SEO_MIN_WORDS = 300;
export const SEO_LONG_WORDS = 1000;
export const TOO_SHORT_FOR_SEO = 'Too short for SEO';

const BASE = 50;
const FOCUS_KEYWORD_POINTS = 20;
const MIN_WORDS_POINTS = 15;
const LONG_WORDS_POINTS = 10;

export const SEO_LEVELS = ['good', 'fair', 'poor'] as const;
export type SeoLevel = (typeof SEO_LEVELS)[number];

/** The lowest score of each band: green at 80 and over, yellow at 60 and over, red below. */
export const SEO_LEVEL_MIN: Readonly<Record<SeoLevel, number>> = { good: 80, fair: 60, poor: 0 };

export function seoLevel(score: number): SeoLevel {
  if (score >= SEO_LEVEL_MIN.good) return 'good';
  if (score >= SEO_LEVEL_MIN.fair) return 'fair';
  return 'poor';
}

/** A band from a URL ('good', 'Fair'); null when it names none. */
export function parseSeoLevel(value: string | null | undefined): SeoLevel | null {
  const wanted = value?.trim().toLowerCase();
  return SEO_LEVELS.find((level) => level === wanted) ?? null;
}

/** Case-insensitive, against the content's text. */
export function hasFocusKeyword(contentText: string, focusKeyword: string | null | undefined): boolean {
  const keyword = focusKeyword?.trim().toLowerCase();
  return Boolean(keyword) && contentText.toLowerCase().includes(keyword as string);
}

/** Base 50, +20 focus keyword in the content, +15 at 300 words, +10 more at 1000, at most 100. */
export function seoScore(input: { words: number; focusKeywordInContent: boolean }): number {
  let score = BASE;
  if (input.focusKeywordInContent) score += FOCUS_KEYWORD_POINTS;
  if (input.words >= SEO_MIN_WORDS) score += MIN_WORDS_POINTS;
  if (input.words >= SEO_LONG_WORDS) score += LONG_WORDS_POINTS;
  return Math.min(100, score);
}

/** The meta title and description an article's page carries (app/routes/article.tsx builds its tags from these). */
export interface EffectiveMeta {
  /** The meta title, or the headline (cut at 60 at a word) when none is written. */
  title: string;
  titleFrom: 'meta' | 'headline';
  /** The meta description, or the summary when none is written; cut at 160 characters like every page's. */
  description: string;
  descriptionFrom: 'meta' | 'summary' | 'none';
  /** Characters of the description before the cut. */
  descriptionLength: number;
  /** The share cards' texts: the written ones, or else the page's title and description. */
  ogTitle: string;
  ogDescription: string;
  twitterTitle: string;
  twitterDescription: string;
}

export interface MetaSource {
  title: string;
  description: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
}

export type MetaField =
  'metaTitle' | 'metaDescription' | 'ogTitle' | 'ogDescription' | 'twitterTitle' | 'twitterDescription';
export const META_FIELDS: readonly MetaField[] = [
  'metaTitle',
  'metaDescription',
  'ogTitle',
  'ogDescription',
  'twitterTitle',
  'twitterDescription',
];
const isTitleField = (field: MetaField) => field.endsWith('Title');

/** What an empty meta field follows: the headline cut at 60, the description cut at 160, at a word. */
export function autoMeta(source: { title: string; description: string }): { title: string; description: string } {
  return {
    title: truncate(source.title.trim(), CHARACTER_LIMITS.metaTitle),
    description: truncate(source.description.trim(), CHARACTER_LIMITS.metaDescription),
  };
}

/**
 * Whether a meta field's value is what the site filled in from `source` (a headline or
 * description, now or before a change) rather than what a writer typed: the text itself, or its
 * cut (at a word with '…', or the 57 characters plus '...' this site once made). A value cut
 * the old way from a headline since changed is recognised by its shape: at the limit, ending in
 * '...' right after a character of a word.
 */
export function isAutoValue(value: string, sources: readonly string[], max: number): boolean {
  const text = value.trim();
  if (!text) return true;
  for (const source of sources) {
    const full = source.trim();
    if (!full) continue;
    if (text === full || text === truncate(full, max) || text === legacyTruncate(full, max)) return true;
  }
  const length = Array.from(text).length;
  return text.endsWith('...') && !/\s/u.test(text.slice(-4, -3)) && length >= max - 1 && length <= max;
}

/**
 * The meta fields a writer set by hand, the others null: only those are stored, and the page
 * fills the rest from the headline and description as they are now (docs/product.md, 'Admin:
 * article editor'). `before` is the story as it was, so a field that followed its old headline
 * follows the new one.
 */
export function writtenMeta(
  article: MetaSource,
  before?: { title: string; description: string } | null,
): Record<MetaField, string | null> {
  const titles = [article.title, before?.title ?? ''];
  const descriptions = [article.description, before?.description ?? ''];
  const out = {} as Record<MetaField, string | null>;
  for (const field of META_FIELDS) {
    const value = article[field]?.trim() ?? '';
    const title = isTitleField(field);
    const max = title ? CHARACTER_LIMITS.metaTitle : CHARACTER_LIMITS.metaDescription;
    out[field] = isAutoValue(value, title ? titles : descriptions, max) ? null : value;
  }
  return out;
}

/**
 * What an article's page puts in its title, description and share-card tags: the meta fields a
 * writer set (writtenMeta), or, where they are empty or were filled automatically, the headline
 * and the summary as they are now. One rule for the page, the editor's preview and the SEO report.
 */
export function effectiveMeta(article: MetaSource): EffectiveMeta {
  const written = writtenMeta(article);
  const auto = autoMeta(article);
  const summary = article.description.trim();
  const describing = written.metaDescription ?? summary;
  const title = written.metaTitle ?? auto.title;
  const description = metaText(describing, META_DESCRIPTION_MAX);
  const ogTitle = written.ogTitle ?? title;
  const ogDescription = written.ogDescription ? metaText(written.ogDescription) : description;
  return {
    title,
    titleFrom: written.metaTitle ? 'meta' : 'headline',
    description,
    descriptionFrom: written.metaDescription ? 'meta' : summary ? 'summary' : 'none',
    descriptionLength: Array.from(describing.replace(/\s+/g, ' ')).length,
    ogTitle,
    ogDescription,
    twitterTitle: written.twitterTitle ?? ogTitle,
    twitterDescription: written.twitterDescription ? metaText(written.twitterDescription) : ogDescription,
  };
}

export interface SeoIssue {
  code:
    | 'no-focus-keyword'
    | 'focus-keyword-missing'
    | 'too-short'
    | 'under-long-form'
    | 'no-meta-description'
    | 'meta-description-long'
    | 'meta-title-long'
    | 'title-long';
  /** What to do, worded as the step that would raise the score (or improve the search listing). */
  message: string;
  /** Points the score gains when it is done; 0 when it helps search listings but not the score. */
  points: number;
}

export interface SeoInput extends MetaSource {
  focusKeyword?: string | null;
  words: number;
  /** Whether the focus keyword is in the content (see hasFocusKeyword). */
  focusKeywordInContent: boolean;
}

export interface SeoReport {
  score: number;
  level: SeoLevel;
  issues: SeoIssue[];
}

const number = (n: number) => n.toLocaleString('en-IN');

/**
 * The score, and each unmet check as the step that would raise it, most points first; then what
 * the page's title and description tags (effectiveMeta) lack in search listings.
 */
export function seoReport(input: SeoInput): SeoReport {
  const score = seoScore(input);
  const issues: SeoIssue[] = [];
  const keyword = input.focusKeyword?.trim();
  if (!keyword) {
    issues.push({
      code: 'no-focus-keyword',
      message: 'Set a focus keyword and use it in the content',
      points: FOCUS_KEYWORD_POINTS,
    });
  } else if (!input.focusKeywordInContent) {
    issues.push({
      code: 'focus-keyword-missing',
      message: `Use the focus keyword “${keyword}” in the content`,
      points: FOCUS_KEYWORD_POINTS,
    });
  }
  if (input.words < SEO_MIN_WORDS) {
    issues.push({
      code: 'too-short',
      message: `Write at least ${number(SEO_MIN_WORDS)} words (it has ${number(input.words)})`,
      points: MIN_WORDS_POINTS,
    });
  }
  if (input.words < SEO_LONG_WORDS) {
    issues.push({
      code: 'under-long-form',
      message:
        input.words < SEO_MIN_WORDS
          ? `Then reach ${number(SEO_LONG_WORDS)} words`
          : `Reach ${number(SEO_LONG_WORDS)} words (it has ${number(input.words)})`,
      points: LONG_WORDS_POINTS,
    });
  }
  const meta = effectiveMeta(input);
  if (meta.descriptionFrom === 'none') {
    issues.push({ code: 'no-meta-description', message: 'Add a meta description', points: 0 });
  } else if (meta.descriptionFrom === 'meta' && meta.descriptionLength > CHARACTER_LIMITS.metaDescription) {
    issues.push({
      code: 'meta-description-long',
      message: `Shorten the meta description to ${CHARACTER_LIMITS.metaDescription} characters (it has ${meta.descriptionLength}; the page cuts it)`,
      points: 0,
    });
  }
  if (meta.titleFrom === 'meta' && meta.title.length > CHARACTER_LIMITS.metaTitle) {
    issues.push({
      code: 'meta-title-long',
      message: `Shorten the meta title to ${CHARACTER_LIMITS.metaTitle} characters (it has ${meta.title.length})`,
      points: 0,
    });
  }
  // The editor's counter gives the same advice (core/article-input.ts, counter): never a refusal.
  if (Array.from(input.title).length > CHARACTER_LIMITS.title) {
    issues.push({
      code: 'title-long',
      message: `Google may cut titles past ${CHARACTER_LIMITS.title} characters (it has ${Array.from(input.title).length}): shorten it, or write a meta title`,
      points: 0,
    });
  }
  return { score, level: seoLevel(score), issues };
}

/** Rows per page of the SEO report, like the other admin lists. */
export const SEO_PAGE_SIZE = 20;
export const SEO_SORTS = ['score', 'title', 'words', 'updated'] as const;
export type SeoSort = (typeof SEO_SORTS)[number];
export type SortDirection = 'asc' | 'desc';
/** The direction a column sorts in first: worst scores, A to Z, shortest, newest. */
export const SEO_FIRST_DIRECTION: Readonly<Record<SeoSort, SortDirection>> = {
  score: 'asc',
  title: 'asc',
  words: 'asc',
  updated: 'desc',
};

/** The SEO report's filters and order, as its URL carries them. */
export interface SeoQuery {
  page: number;
  level: SeoLevel | null;
  category: Category | null;
  /** An account's id. */
  author: string | null;
  sort: SeoSort;
  dir: SortDirection;
}

/**
 * Reads the SEO report's URL leniently, like the other admin screens: a value that names no band,
 * category, account or column is left out (the report shows everything), never an error page.
 */
export function parseSeoQuery(params: URLSearchParams): SeoQuery {
  const sortParam = params.get('sort') ?? '';
  const sort = (SEO_SORTS as readonly string[]).includes(sortParam) ? (sortParam as SeoSort) : 'score';
  const dirParam = params.get('dir');
  const author = params.get('author')?.trim() ?? '';
  return {
    page: parsePageParam(params.get('page')),
    level: parseSeoLevel(params.get('level')),
    category: parseCategory(params.get('category') ?? ''),
    author: isUuid(author) ? author.toLowerCase() : null,
    sort,
    dir: dirParam === 'asc' || dirParam === 'desc' ? dirParam : SEO_FIRST_DIRECTION[sort],
  };
}

/** The report's address for a query: defaults left out, so the plain page is '/admin/seo'. */
export function seoHref(query: SeoQuery, path = '/admin/seo'): string {
  const params = new URLSearchParams();
  if (query.level) params.set('level', query.level);
  if (query.category) params.set('category', query.category);
  if (query.author) params.set('author', query.author);
  if (query.sort !== 'score' || query.dir !== SEO_FIRST_DIRECTION.score) {
    params.set('sort', query.sort);
    params.set('dir', query.dir);
  }
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface SeoSortable {
  score: number;
  title: string;
  words: number;
  updatedAt: string;
}

/** Orders reports by a column; ties keep the order they came in (newest first). */
export function sortSeoReports<T extends SeoSortable>(reports: readonly T[], sort: SeoSort, dir: SortDirection): T[] {
  const compare = {
    score: (a: T, b: T) => a.score - b.score,
    title: (a: T, b: T) => a.title.localeCompare(b.title, 'en'),
    words: (a: T, b: T) => a.words - b.words,
    updated: (a: T, b: T) => a.updatedAt.localeCompare(b.updatedAt),
  }[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return reports
    .map((report, index) => ({ report, index }))
    .sort((a, b) => sign * compare(a.report, b.report) || a.index - b.index)
    .map(({ report }) => report);
}

export interface SeoSummary {
  /** Articles counted. */
  total: number;
  /** Rounded; null when there are none. */
  average: number | null;
  counts: Record<SeoLevel, number>;
}

/** How many articles fall in each band, and their average score. */
export function summarizeSeo(reports: readonly { score: number }[]): SeoSummary {
  const counts: Record<SeoLevel, number> = { good: 0, fair: 0, poor: 0 };
  let sum = 0;
  for (const r of reports) {
    counts[seoLevel(r.score)] += 1;
    sum += r.score;
  }
  return { total: reports.length, average: reports.length ? Math.round(sum / reports.length) : null, counts };
}
