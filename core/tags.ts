import { withoutEmojiParts } from './slug';

/**
 * Tags and their pages (docs/product.md, 'Tag pages'): a tag's address is its slug, the same for
 * every spelling that differs only in letter case, spacing, accents or punctuation, so
 * 'Climate change' and 'climate  Change' are one tag at /tag/climate-change. Letters of any
 * script are kept. Used by the writer (which stores the slugs), the pages and the feeds.
 */

/** Stories a tag or author page shows, as the paginated category pages do. */
export const TAG_PAGE_SIZE = 12;
/** The longest slug kept (tags are at most 100 characters). */
const SLUG_MAX = 120;

/** A tag's slug: lower case, accents dropped, every run of other than letters and digits one '-'. */
export function tagSlug(tag: string): string {
  // Latin, Greek and Cyrillic accents go ('é' is 'e'); the vowel signs of other scripts stay.
  const folded = tag
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .normalize('NFC')
    .toLowerCase();
  // Emoji go like punctuation (no invisible variation selector left behind).
  return withoutEmojiParts(folded)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** The distinct slugs of an article's tags (those with no letter or digit have none). */
export function tagSlugs(tags: readonly string[]): string[] {
  return [...new Set(tags.map(tagSlug).filter(Boolean))];
}

/** A tag page's address. */
export function tagPath(tag: string): string {
  return `/tag/${encodeURIComponent(tagSlug(tag))}`;
}

/** A slug as an address gives it (decoded, in any case), or null when it cannot be one. */
export function parseTagSlug(value: string): string | null {
  const slug = tagSlug(value);
  return slug && slug.length <= SLUG_MAX ? slug : null;
}
