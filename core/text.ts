/**
 * Cuts `text` to at most `max` characters, at a word boundary, ending in '…' when cut ('Kochi
 * fishers test solar-powered cold boxes to cut…', never '…to cut spoila...'). A single word
 * longer than the room (or a script written without spaces) is cut within it.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const room = chars.slice(0, max - 1);
  // Cut inside a word only when the next character does not end it anyway.
  const next = chars[max - 1] ?? '';
  if (!/\s/u.test(next)) {
    const lastSpace = room.findLastIndex((c) => /\s/u.test(c));
    // Keep at least half the room: a very long word is cut rather than leaving a stub.
    if (lastSpace >= Math.floor(max / 2)) room.length = lastSpace;
  }
  return `${room
    .join('')
    .trimEnd()
    .replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * The cut this site made before it cut at words: 57 characters plus '...'. Meta fields filled
 * that way are recognised as filled automatically (core/seo.ts, writtenMeta).
 */
export function legacyTruncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 3)
    .join('')
    .trimEnd()}...`;
}

/** Meta descriptions are cut at 160 characters (docs/product.md, 'Article page'). */
export const META_DESCRIPTION_MAX = 160;
export const META_TITLE_MAX = 60;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Decodes the HTML entities article text uses (named basics and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (name in ENTITIES) return ENTITIES[name] ?? whole;
    const code = /^#\d+$/.test(name)
      ? Number(name.slice(1))
      : /^#x[0-9a-f]+$/i.test(name)
        ? parseInt(name.slice(2), 16)
        : NaN;
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Plain text of an HTML fragment (for word counts, meta text and excerpts). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/(p|h[1-6]|li|blockquote|div|br)\s*>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/u);
  return words[0] === '' ? 0 : words.length;
}

/** Minutes to read: words / 200 rounded up, at least 1. */
export function readingTime(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}

/** One line of plain text for meta tags: collapses white space and cuts at `max`. */
export function metaText(text: string, max = META_DESCRIPTION_MAX): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), max);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex -- as above, but tabs and line breaks stay
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g;

// eslint-disable-next-line no-control-regex -- what no text field may hold: C0 controls but tab, LF, CR; DEL
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A UTF-16 surrogate without its pair: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): in a name
 * or a title they make text display other than it reads ('Trojan Source' spoofing). Right-to-
 * left scripts need none of them; the marks U+200E and U+200F stay allowed.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g');

/**
 * Why a text cannot be taken as it is, or null: a control character other than tab and line
 * breaks (NUL among them, which PostgreSQL refuses), or a lone surrogate (which would be stored
 * as U+FFFD, silently changing what was sent). One rule for every field (server/lib/validate.ts).
 */
export function unacceptableText(text: string): 'control' | 'surrogate' | null {
  if (FORBIDDEN_CONTROL.test(text)) return 'control';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** True when a name or title holds a bidirectional override or isolate (see BIDI_CONTROL). */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** The message for a name or title refused by hasBidiControl. */
export const BIDI_CONTROL_MESSAGE = 'must not contain bidirectional override characters';

/**
 * Text from outside (a news provider) made storable rather than refused: controls other than
 * tab and line breaks removed, lone surrogates replaced by U+FFFD, and with `line` (names and
 * titles) bidirectional controls removed.
 */
export function cleanForeignText(text: string, { line = false } = {}): string {
  const cleaned = stripControlChars(text, { keepLines: true }).replace(LONE_SURROGATES, '\ufffd');
  return line ? cleaned.replace(BIDI_CONTROLS, '') : cleaned;
}

/**
 * Removes control characters (NUL among them, which PostgreSQL refuses in text).
 * With `keepLines`, tabs and line breaks stay, for multi-line text.
 */
export function stripControlChars(text: string, { keepLines = false, replacement = '' } = {}): string {
  return text.replace(keepLines ? CONTROL_BUT_LINES : CONTROL, replacement);
}
