/**
 * Saved stories (docs/product.md, 'Saved stories and offline reading'): the rules the browser's
 * list and the account's share. Plain functions without zod: the save island imports this module
 * and stays within the reading pages' JavaScript budget.
 */
import { parseStoredList } from './stored-list';

/** At most this many saved stories, in the browser and in an account. */
export const SAVED_LIMIT = 200;

/** Where the browser keeps its list (localStorage). */
export const SAVED_STORE_KEY = 'newsdesk-saved';

export const SAVED_LIMIT_MESSAGE = `You can keep up to ${SAVED_LIMIT} saved stories. Remove one to save another.`;

/** One saved story as the browser keeps it and GET /api/saved answers it: enough to list it. */
export interface SavedItem {
  /** Its slug: fixed once published, so it names the story. */
  slug: string;
  /**
   * Its address in its edition (`/news/<slug>`, `/hi/news/<slug>`); absent in a list kept before
   * editions, which is then `/news/<slug>` (`savedPath`).
   */
  path?: string;
  title: string;
  category: string;
  /** ISO 8601, or null when the page did not say. */
  publishedAt: string | null;
  /** ISO 8601: when it was saved. */
  savedAt: string;
}

/**
 * The browser's list, newest first. `user`: the account it mirrors while a reader is signed in
 * (absent: the browser's own list, merged into the next account that signs in).
 */
export interface SavedStore {
  user?: string;
  items: SavedItem[];
}

const SLUG = /^[\p{L}\p{M}\p{N}-]{1,120}$/u;

function isItem(value: unknown): value is SavedItem {
  const item = value as Partial<SavedItem> | null;
  return (
    !!item &&
    typeof item.slug === 'string' &&
    SLUG.test(item.slug) &&
    typeof item.title === 'string' &&
    typeof item.category === 'string' &&
    (item.publishedAt === null || typeof item.publishedAt === 'string') &&
    typeof item.savedAt === 'string' &&
    (item.path === undefined || (typeof item.path === 'string' && STORY_PATH.test(item.path)))
  );
}

/** A story's address on this site, in any edition. */
const STORY_PATH = /^(?:\/[a-z]{2})?\/news\/[^/?#\s]+$/;

/** Where a saved story is read (its own address, kept with it, or the default edition's). */
export function savedPath(item: Pick<SavedItem, 'slug' | 'path'>): string {
  return item.path ?? `/news/${encodeURIComponent(item.slug)}`;
}

/** The stored list read back: anything broken or repeated is dropped, and never more than the limit. */
export function parseSavedStore(raw: string | null): SavedStore {
  return parseStoredList(raw, isItem, (item) => item.slug, SAVED_LIMIT);
}

export function isSaved(items: readonly SavedItem[], slug: string): boolean {
  return items.some((item) => item.slug === slug);
}

/** The list with `item` first; null when it is full (a story already saved moves to the top). */
export function withSaved(items: readonly SavedItem[], item: SavedItem): SavedItem[] | null {
  const rest = items.filter((other) => other.slug !== item.slug);
  if (rest.length >= SAVED_LIMIT) return null;
  return [item, ...rest];
}

export function withoutSaved(items: readonly SavedItem[], slug: string): SavedItem[] {
  return items.filter((item) => item.slug !== slug);
}

/**
 * Merging the browser's list into an account at sign-in: the browser's stories the account does
 * not hold yet, newest first, as many as still fit under the limit (the rest are left out).
 */
export function storiesToMerge(account: readonly string[], browser: readonly string[]): string[] {
  const held = new Set(account);
  const fresh = [...new Set(browser)].filter((key) => !held.has(key));
  return fresh.slice(0, Math.max(0, SAVED_LIMIT - held.size));
}
