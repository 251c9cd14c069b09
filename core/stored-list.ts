/**
 * A reader's list kept by their browser (localStorage): saved stories (core/saved.ts) and followed
 * topics (core/follows.ts). Signed in, the browser keeps a copy of the account's list, marked with
 * the account's name (`user`).
 */
export interface StoredList<T> {
  /** The account whose list this is a copy of; absent: the browser's own list. */
  user?: string;
  items: T[];
}

/**
 * The stored list read back (`raw`, JSON or null): anything broken (`isItem` false) or repeated
 * (the same `keyOf`) is dropped, and never more than `limit` items are kept, the first ones.
 */
export function parseStoredList<T>(
  raw: string | null,
  isItem: (value: unknown) => value is T,
  keyOf: (item: T) => string,
  limit: number,
): StoredList<T> {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  const store = (value ?? {}) as { user?: unknown; items?: unknown };
  const seen = new Set<string>();
  const items = (Array.isArray(store.items) ? store.items : []).filter((item): item is T => {
    if (!isItem(item) || seen.has(keyOf(item))) return false;
    seen.add(keyOf(item));
    return true;
  });
  return {
    ...(typeof store.user === 'string' && store.user ? { user: store.user } : {}),
    items: items.slice(0, limit),
  };
}
