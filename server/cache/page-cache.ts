import { createHash } from 'node:crypto';

/** Every public page shows the newest stories (the sidebar); feeds and sitemaps list them. */
export const LATEST_TAG = 'latest';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  etag: string;
  storedAt: number;
  /** What the page shows (`latest`, `home`, `article:<id>`, …): an invalidation of one drops the page. */
  tags: readonly string[];
}

export type NewPage = Omit<CachedPage, 'etag' | 'storedAt' | 'tags'>;

/** A page found: `fresh`, or `stale` (invalidated under a second ago while one render replaces it). */
export interface Found {
  entry: CachedPage;
  state: 'fresh' | 'stale';
}

export interface PageCacheOptions {
  /**
   * The memory the kept pages may take, in bytes: their bodies and the compressed copies made of
   * them (`grew`). The least recently used go first past it, whatever their number.
   */
  maxBytes?: number;
  /** Entries expire after this, so time-dependent text (the footer's year) never goes stale. */
  ttlMs?: number;
  /** How long after its invalidation a page may still be served while its replacement renders. */
  staleMs?: number;
  now?: () => number;
}

/** Invalidation marks kept per tag before they are forgotten (and older renders refused). */
const MAX_MARKS = 10_000;

/**
 * Rendered public pages, in memory, least recently used evicted first
 * (docs/architecture.md, 'Page cache'). Each entry carries tags naming what it
 * shows; `invalidate(tags)` drops the entries with any of them. A dropped entry
 * may still be served for `staleMs` while a render for its key is under way
 * (`flight`: concurrent misses for one key share one render), never after.
 * A render that began before an invalidation of one of its tags is not stored.
 */
export class PageCache {
  private readonly fresh = new Map<string, CachedPage>();
  private readonly stale = new Map<string, { entry: CachedPage; since: number }>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** The change number of each tag's last invalidation. */
  private readonly marks = new Map<string, number>();
  /** Renders that began before this change number are never stored (a clear, or forgotten marks). */
  private refuseBefore = 0;
  private change = 0;
  private readonly flights = new Map<string, Promise<unknown>>();
  /** While set, nothing is served or stored (`suspend`). */
  private suspended = false;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;
  private readonly maxBytes: number;
  /** What each fresh page takes, its body and its compressed copies. */
  private readonly sizes = new WeakMap<CachedPage, number>();
  /** The key of the page each kept body belongs to, for `grew`. */
  private readonly owners = new WeakMap<Uint8Array, string>();
  /** Bytes the fresh pages take in all. */
  bytes = 0;
  hits = 0;
  misses = 0;
  staleHits = 0;

  constructor(
    private readonly maxEntries: number,
    options: PageCacheOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
    this.staleMs = options.staleMs ?? 1000;
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * Off (`PAGE_CACHE_SIZE=0`) or suspended: nothing served or stored, and every request
   * renders on its own.
   */
  get enabled(): boolean {
    return this.maxEntries > 0 && !this.suspended;
  }

  /** True between `suspend` and `resume`. */
  get isSuspended(): boolean {
    return this.suspended;
  }

  /**
   * Drops every page and serves none, stale ones included, until `resume`: used while this
   * process cannot hear other processes' changes (docs/architecture.md, 'Events across processes').
   */
  suspend(): void {
    this.suspended = true;
    this.clear();
    this.stale.clear();
  }

  /** Caches again, from empty: renders that began before this are not stored. */
  resume(): void {
    this.suspended = false;
    this.clear();
    this.stale.clear();
  }

  /**
   * The fresh entry for `key`, or the stale one when it was invalidated at most
   * `staleMs` ago and a render for `key` is under way; else undefined (a miss).
   */
  lookup(key: string): Found | undefined {
    if (this.suspended) {
      this.misses++;
      return undefined;
    }
    const entry = this.fresh.get(key);
    if (entry) {
      if (this.now() - entry.storedAt <= this.ttlMs) {
        // Re-insert to mark as most recently used.
        this.fresh.delete(key);
        this.fresh.set(key, entry);
        this.hits++;
        return { entry, state: 'fresh' };
      }
      this.remove(key, entry);
    }
    const old = this.stale.get(key);
    if (old && this.now() - old.since > this.staleMs) this.stale.delete(key);
    else if (old && this.flights.has(key)) {
      this.staleHits++;
      return { entry: old.entry, state: 'stale' };
    }
    this.misses++;
    return undefined;
  }

  /** The fresh entry for `key`, if any. */
  get(key: string): CachedPage | undefined {
    const found = this.lookup(key);
    return found?.state === 'fresh' ? found.entry : undefined;
  }

  /** The generation to pass to `set`: taken when a render begins. */
  currentGeneration(): number {
    return this.change;
  }

  /**
   * Would a render that began at `generation` and shows `tags` be current (nothing it shows
   * changed since, and the cache is not suspended)?
   */
  accepts(generation: number, tags: readonly string[]): boolean {
    // Suspended, this process may have missed a change: no render is known to be current.
    if (this.suspended || generation < this.refuseBefore) return false;
    return tags.every((tag) => (this.marks.get(tag) ?? -1) <= generation);
  }

  /**
   * Stores a render that began at `generation`, unless the cache is off or one of
   * `tags` was invalidated since; answers the entry either way. Without tags a
   * page is taken to show the latest stories, as every public page does.
   */
  set(key: string, page: NewPage, generation: number, tags: readonly string[] = [LATEST_TAG]): CachedPage {
    const entry: CachedPage = { ...page, etag: etagOf(page.body), storedAt: this.now(), tags: [...new Set(tags)] };
    if (!this.enabled || !this.accepts(generation, entry.tags)) return entry;
    const previous = this.fresh.get(key);
    if (previous) this.remove(key, previous);
    this.stale.delete(key);
    this.fresh.set(key, entry);
    this.sizes.set(entry, entry.body.byteLength);
    this.owners.set(entry.body, key);
    this.bytes += entry.body.byteLength;
    for (const tag of entry.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evict();
    return entry;
  }

  /**
   * A kept body's compressed copies took `delta` bytes more (or fewer: a better copy replaced a
   * quick one), counted against `maxBytes` with its page. Nothing for a body no longer kept.
   */
  grew(body: Uint8Array, delta: number): void {
    const key = this.owners.get(body);
    const entry = key === undefined ? undefined : this.fresh.get(key);
    const size = entry?.body === body ? this.sizes.get(entry) : undefined;
    if (!entry || size === undefined) return;
    this.sizes.set(entry, size + delta);
    this.bytes += delta;
    this.evict();
  }

  /** Least recently used first, past either limit; the newest page stays, however large. */
  private evict(): void {
    while (this.fresh.size > this.maxEntries || (this.bytes > this.maxBytes && this.fresh.size > 1)) {
      const [oldestKey, oldest] = this.fresh.entries().next().value ?? [];
      if (oldestKey === undefined || !oldest) break;
      this.remove(oldestKey, oldest);
    }
  }

  /**
   * Runs `render` for `key`, or, when a render for `key` is under way, shares its
   * outcome (`leader` false). Renders that began before an invalidation are not
   * joined by later callers. With the cache off every caller renders.
   */
  flight<T>(key: string, render: (generation: number) => Promise<T>): { result: Promise<T>; leader: boolean } {
    const running = this.flights.get(key);
    if (running) return { result: running as Promise<T>, leader: false };
    const result = render(this.change);
    if (!this.enabled) return { result, leader: true };
    this.flights.set(key, result);
    const done = () => {
      if (this.flights.get(key) === result) this.flights.delete(key);
    };
    result.then(done, done);
    return { result, leader: true };
  }

  /** Drops every page showing one of `tags` (kept as stale for `staleMs`). */
  invalidate(tags: Iterable<string>): void {
    const now = this.now();
    this.change++;
    for (const tag of tags) {
      this.marks.set(tag, this.change);
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.demote(key, now);
    }
    this.afterChange(now);
    if (this.marks.size > MAX_MARKS) {
      this.marks.clear();
      this.refuseBefore = this.change;
    }
  }

  /** Drops every page (kept as stale for `staleMs`). */
  clear(): void {
    const now = this.now();
    this.change++;
    this.refuseBefore = this.change;
    this.marks.clear();
    for (const key of [...this.fresh.keys()]) this.demote(key, now);
    this.afterChange(now);
  }

  /** Fresh pages held. */
  get size(): number {
    return this.fresh.size;
  }

  private afterChange(now: number): void {
    // Renders under way may have read what changed: callers from now on start their own.
    this.flights.clear();
    for (const [key, { since }] of this.stale) if (now - since > this.staleMs) this.stale.delete(key);
  }

  private demote(key: string, now: number): void {
    const entry = this.fresh.get(key);
    if (!entry) return;
    this.remove(key, entry);
    if (this.staleMs > 0) this.stale.set(key, { entry, since: now });
  }

  private remove(key: string, entry: CachedPage): void {
    this.fresh.delete(key);
    this.bytes -= this.sizes.get(entry) ?? 0;
    this.sizes.delete(entry);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
