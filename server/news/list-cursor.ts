import { isUuid } from '../../core/slug';

/**
 * Where a page of a list ended, for keyset pagination (`GET /api/news?after=`): the last
 * article's place in the lists' order (`newestFirst`: publication date, creation time, id),
 * with the times as PostgreSQL wrote them, to the microsecond. Opaque to callers: base64url
 * of a JSON array.
 */
export interface ListCursor {
  at: string;
  created: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.created, cursor.id])).toString('base64url');
}

/** The cursor, or null when `raw` is not one this server made. */
export function decodeListCursor(raw: string): ListCursor | null {
  if (raw.length > 200 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 3) return null;
  const [at, created, id] = parts as unknown[];
  if (typeof at !== 'string' || typeof created !== 'string' || typeof id !== 'string') return null;
  if (!TIMESTAMP.test(at) || !TIMESTAMP.test(created) || !isUuid(id)) return null;
  return { at, created, id: id.toLowerCase() };
}
