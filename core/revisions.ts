import { diffWords } from 'diff';
import type { Article } from './article';

/**
 * Revisions (docs/product.md, 'Revisions'): every save of an article keeps a copy of its
 * editable fields, who saved it and which fields changed. The History tab lists them, shows a
 * word diff against the current version, and restores one as a new revision.
 */
export const REVISION_FIELDS = [
  'title',
  'category',
  'description',
  'excerpt',
  'content',
  'image',
  'imageAlt',
  'metaTitle',
  'metaDescription',
  'keywords',
  'focusKeyword',
  'canonicalUrl',
  'ogTitle',
  'ogDescription',
  'twitterTitle',
  'twitterDescription',
  'tags',
  'status',
  'featured',
  'trending',
] as const satisfies readonly (keyof Article)[];
export type RevisionField = (typeof REVISION_FIELDS)[number];
export type RevisionSnapshot = Pick<Article, RevisionField>;

/** How many revisions an article keeps: the oldest go first (a fetched story's first one stays). */
export const MAX_REVISIONS = 100;

/**
 * created: the first version written in Newsdesk; saved: a later save; restored: a save that
 * brought back an earlier revision; fetched: a story as the news fetch brought it in.
 */
export const REVISION_ORIGINS = ['created', 'saved', 'restored', 'fetched'] as const;
export type RevisionOrigin = (typeof REVISION_ORIGINS)[number];

export const FIELD_LABELS: Record<RevisionField, string> = {
  title: 'Title',
  category: 'Category',
  description: 'Description',
  excerpt: 'Excerpt',
  content: 'Content',
  image: 'Image',
  imageAlt: 'Image description',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  keywords: 'Keywords',
  focusKeyword: 'Focus keyword',
  canonicalUrl: 'Canonical URL',
  ogTitle: 'OG title',
  ogDescription: 'OG description',
  twitterTitle: 'Twitter title',
  twitterDescription: 'Twitter description',
  tags: 'Tags',
  status: 'Status',
  featured: 'Featured',
  trending: 'Trending',
};

/** A revision as the History tab lists it. */
export interface RevisionSummary {
  number: number;
  /** UTC, ISO 8601. */
  createdAt: string;
  /** Who saved it (their name then), or the source of a fetched story. */
  author: string;
  origin: RevisionOrigin;
  /** The revision a restore brought back. */
  restoredFrom: number | null;
  changed: RevisionField[];
}

export interface Revision extends RevisionSummary {
  snapshot: RevisionSnapshot;
}

/** The editable fields of an article (or of a stored row with the same names). */
export function snapshotOf(article: RevisionSnapshot): RevisionSnapshot {
  return Object.fromEntries(REVISION_FIELDS.map((key) => [key, article[key]])) as RevisionSnapshot;
}

/** The fields that differ between two versions; every field for the first one. */
export function changedFields(before: RevisionSnapshot | null, after: RevisionSnapshot): RevisionField[] {
  if (!before) return [...REVISION_FIELDS];
  return REVISION_FIELDS.filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

/** A run of words in a diff: in both versions, only in the older one, or only in the newer. */
export interface DiffPart {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

/** The word diff of two texts, for a side-by-side view: the older side drops 'added', the newer 'removed'. */
export function wordDiff(older: string, newer: string): DiffPart[] {
  return diffWords(older, newer).map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
