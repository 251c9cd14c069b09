import type { Edition } from './editions';
import { stripControlChars } from './text';

/** Longest search text we use; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 200;

/**
 * The text we search for: control characters (NUL among them, which PostgreSQL
 * refuses in text) become spaces, the length is capped, and letters typed more than one way
 * ('ज़' as one character, or 'ज' and a nukta) are read in one form, NFC, as stories are indexed.
 */
export function normalizeQuery(raw: string): string {
  return stripControlChars(raw, { replacement: ' ' }).normalize('NFC').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * Words a search in a language leaves out of its question (docs/decisions/009-editions.md).
 * PostgreSQL's Hindi configuration has no stop words: 'मानसून की बारिश' would ask for every
 * story with 'की' (which it stems to 'क', like 'के' and 'को'), and mark each one in the
 * highlights. English has its own in PostgreSQL's configuration.
 */
const STOP_WORDS: Partial<Record<Edition, ReadonlySet<string>>> = {
  hi: new Set(
    (
      'का की के को में से पर ने है हैं था थे थी हो और या भी तो ही एक यह वह ये वे इस उस इन उन जो कि ' +
      'लिए तक साथ बाद कर करने किया गया गई गए रहा रही रहे अब जब तब द्वारा अपने अपनी अपना वाले वाली वाला'
    ).split(' '),
  ),
};

/**
 * A query without its language's stop words, outside quotes (a quoted phrase keeps its words,
 * whose places it checks); a query of stop words alone is kept as it is.
 */
export function withoutStopWords(query: string, edition: Edition): string {
  const stop = STOP_WORDS[edition];
  if (!stop) return query;
  const parts = query.split(/("[^"]*"?)/);
  const kept = parts
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .split(/\s+/)
            .filter((word) => !stop.has(word.replace(/^-/, '')))
            .join(' '),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return kept === '' ? query : kept;
}

/** Markers the server puts around matched words; never present in article text. */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Splits highlighted text into plain and matched parts, to render as text (never as HTML). */
export function splitHighlights(text: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const pattern = new RegExp(`${HIGHLIGHT_START}([^${HIGHLIGHT_END}]*)${HIGHLIGHT_END}`, 'g');
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    if (m[1]) parts.push({ text: m[1], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.map((p) => ({ ...p, text: p.text.replaceAll(HIGHLIGHT_START, '').replaceAll(HIGHLIGHT_END, '') }));
}

/** The search page URL for a query: /search?q={encoded text}. */
export function searchPath(query: string, page = 1): string {
  const base = `/search?q=${encodeURIComponent(query)}`;
  return page > 1 ? `${base}&page=${page}` : base;
}
