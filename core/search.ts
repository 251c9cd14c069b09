import { stripControlChars } from './text';

/** Longest search text we use; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 200;

/**
 * The text we search for: control characters (NUL among them, which PostgreSQL
 * refuses in text) become spaces, and the length is capped.
 */
export function normalizeQuery(raw: string): string {
  return stripControlChars(raw, { replacement: ' ' }).trim().slice(0, MAX_QUERY_LENGTH).trim();
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
