const MAX_SLUG_LENGTH = 80;

/**
 * A URL slug from a title: accents folded (é → e), anything that is not a
 * letter or digit becomes '-', cut at a word boundary near 80 characters.
 * Letters of non-Latin scripts are kept (URLs carry them percent-encoded);
 * a title with no letters or digits at all gives ''.
 */
export function slugify(title: string): string {
  const folded = title
    .normalize('NFKD')
    // Accents on Latin, Greek and Cyrillic letters go; marks that are part of
    // other scripts' letters (Devanagari vowel signs) stay.
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/&/g, ' and ')
    .toLowerCase();
  const slug = withoutEmojiParts(folded)
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 40 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/**
 * The parts of emoji that are marks (variation selectors, the keycap) or no letter at all, and
 * any mark with no letter or digit before it: emoji go from slugs like punctuation ('🌧️ Rain'
 * is `rain`, not an invisible U+FE0F and `-rain`), while the vowel signs of Devanagari, Tamil or
 * Arabic, which follow their letters, stay.
 */
export function withoutEmojiParts(text: string): string {
  return text
    .replace(/[\uFE00-\uFE0F\u20E3\u200D]|[\u{E0100}-\u{E01EF}]/gu, '')
    .replace(/(?<![\p{L}\p{M}\p{N}])\p{M}+/gu, '');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Slugs we accept in URLs: what slugify makes, plus a numeric suffix. */
export function isPlausibleSlug(value: string): boolean {
  return value.length > 0 && value.length <= 120 && /^[\p{L}\p{M}\p{N}-]+$/u.test(value);
}
