import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  etag: string;
  storedAt: number;
}

/**
 * Rendered public pages, in memory, least recently used evicted first.
 * Cleared at once whenever article data changes; entries also expire after
 * `ttlMs` so that time-dependent text (the footer's year) never goes stale.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.storedAt > this.ttlMs) {
      if (entry) this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    // Re-insert to mark as most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** The generation to pass to `set`: a render that started before a clear is not stored. */
  currentGeneration(): number {
    return this.generation;
  }

  set(key: string, page: Omit<CachedPage, 'etag' | 'storedAt'>, generation: number): CachedPage {
    const entry: CachedPage = { ...page, etag: etagOf(page.body), storedAt: this.now() };
    if (this.maxEntries <= 0 || generation !== this.generation) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
