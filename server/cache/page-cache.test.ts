import { describe, expect, it } from 'vitest';
import { LATEST_TAG, PageCache } from './page-cache';

const page = (text: string) => ({
  status: 200,
  headers: [] as [string, string][],
  body: new TextEncoder().encode(text),
});
const text = (cache: PageCache, key: string) => {
  const found = cache.lookup(key);
  return found && `${found.state}:${new TextDecoder().decode(found.entry.body)}`;
};

/** A promise settled by hand: a render under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PageCache', () => {
  it('stores, answers and evicts the least recently used', () => {
    const cache = new PageCache(2);
    cache.set('/a', page('a'), cache.currentGeneration());
    cache.set('/b', page('b'), cache.currentGeneration());
    cache.get('/a');
    cache.set('/c', page('c'), cache.currentGeneration());
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps pages within a memory ceiling in bytes, counting their compressed copies, least recently used out first', () => {
    const kb = (name: string) => page(name.padEnd(1024, '.'));
    const cache = new PageCache(100, { maxBytes: 3 * 1024 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, kb(key), cache.currentGeneration());
    expect(cache.bytes).toBe(3 * 1024);
    cache.get('/a');
    cache.set('/d', kb('/d'), cache.currentGeneration());
    // Past the ceiling by a page: the least recently used one (/b) went.
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c'), cache.get('/d')].map(Boolean)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(cache.bytes).toBe(3 * 1024);

    // A compressed copy made of a kept page counts with it: the least recently used page (/a,
    // asked before /c and /d just above) makes room.
    cache.grew(cache.get('/d')!.body, 200);
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.bytes).toBe(2 * 1024 + 200);
    // A better copy replacing a quick one counts the difference; a body no longer kept, nothing.
    const c = cache.get('/c')!.body;
    cache.grew(c, -100);
    expect(cache.bytes).toBe(2 * 1024 + 100);
    cache.set('/c', kb('/c again'), cache.currentGeneration());
    cache.grew(c, 5000);
    expect(cache.bytes).toBe(2 * 1024 + 200);

    // Dropped pages give their bytes back; a single page larger than the ceiling is still kept.
    cache.invalidate([LATEST_TAG]);
    expect(cache.bytes).toBe(0);
    cache.set('/huge', page('x'.repeat(10 * 1024)), cache.currentGeneration());
    expect(cache.get('/huge')).toBeDefined();
    cache.set('/next', kb('/next'), cache.currentGeneration());
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.bytes).toBe(1024);
  });

  it('drops everything on clear, and never stores a render that began before it', () => {
    const cache = new PageCache(10);
    const before = cache.currentGeneration();
    cache.set('/a', page('a'), before);
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('/stale', page('old'), before);
    expect(cache.get('/stale')).toBeUndefined();
  });

  it('expires entries after the time to live', () => {
    let now = 0;
    const cache = new PageCache(10, { ttlMs: 1000, now: () => now });
    cache.set('/a', page('a'), cache.currentGeneration());
    now = 999;
    expect(cache.get('/a')).toBeDefined();
    now = 2001;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('gives the same ETag to the same body', () => {
    const cache = new PageCache(10);
    const a = cache.set('/a', page('same'), 0);
    const b = cache.set('/b', page('same'), 0);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^W\/".+"$/);
  });

  it('takes a page stored without tags to show the latest stories', () => {
    const cache = new PageCache(10);
    expect(cache.set('/', page('home'), 0).tags).toEqual([LATEST_TAG]);
    cache.invalidate([LATEST_TAG]);
    expect(cache.get('/')).toBeUndefined();
  });
});

describe('PageCache tags', () => {
  it('drops only the pages showing an invalidated tag', () => {
    const cache = new PageCache(10);
    const g = cache.currentGeneration();
    cache.set('/news/a', page('a'), g, ['latest', 'article:a', 'article:b']);
    cache.set('/news/b', page('b'), g, ['latest', 'article:b']);
    cache.set('/india-news', page('india'), g, ['latest', 'category:India']);
    cache.invalidate(['article:a']);
    expect(cache.get('/news/a')).toBeUndefined();
    expect(cache.get('/news/b')).toBeDefined();
    expect(cache.get('/india-news')).toBeDefined();
    cache.invalidate(['category:India']);
    expect(cache.get('/india-news')).toBeUndefined();
    expect(cache.get('/news/b')).toBeDefined();
    cache.invalidate(['latest']);
    expect(cache.size).toBe(0);
  });

  it('refuses a render that began before an invalidation of one of its tags, and only those', () => {
    const cache = new PageCache(10);
    const before = cache.currentGeneration();
    cache.invalidate(['article:a']);
    cache.set('/news/a', page('old a'), before, ['latest', 'article:a']);
    cache.set('/news/b', page('b'), before, ['latest', 'article:b']);
    expect(cache.get('/news/a')).toBeUndefined();
    expect(cache.get('/news/b')).toBeDefined();
    expect(cache.accepts(before, ['article:a'])).toBe(false);
    expect(cache.accepts(cache.currentGeneration(), ['article:a'])).toBe(true);
  });

  it('forgets its marks when they grow past their bound, refusing every render older than that', () => {
    const cache = new PageCache(10);
    const before = cache.currentGeneration();
    for (let i = 0; i <= 10_000; i++) cache.invalidate([`article:${i}`]);
    expect(cache.accepts(before, ['article:unrelated'])).toBe(false);
    expect(cache.accepts(cache.currentGeneration(), ['article:1'])).toBe(true);
  });
});

describe('PageCache single flight', () => {
  it('lets concurrent misses for one key share one render', async () => {
    const cache = new PageCache(10);
    const render = deferred<string>();
    let renders = 0;
    const start = () =>
      cache.flight('/', () => {
        renders++;
        return render.promise;
      });
    const flights = [start(), start(), start()];
    expect(flights.map((f) => f.leader)).toEqual([true, false, false]);
    render.resolve('page');
    expect(await Promise.all(flights.map((f) => f.result))).toEqual(['page', 'page', 'page']);
    expect(renders).toBe(1);
    // Done: the next miss renders again.
    expect(start().leader).toBe(true);
  });

  it('does not let a caller after an invalidation join a render that began before it', () => {
    const cache = new PageCache(10);
    const first = cache.flight('/', () => new Promise<string>(() => {}));
    cache.invalidate(['article:x']);
    const second = cache.flight('/', () => new Promise<string>(() => {}));
    expect(first.leader).toBe(true);
    expect(second.leader).toBe(true);
  });

  it('renders for every caller when the cache is off', () => {
    const cache = new PageCache(0);
    const never = () => new Promise<string>(() => {});
    expect([cache.flight('/', never).leader, cache.flight('/', never).leader]).toEqual([true, true]);
  });
});

describe('PageCache stale while revalidate', () => {
  it('serves an invalidated page only while one render replaces it, and never after a second', async () => {
    let now = 0;
    const cache = new PageCache(10, { now: () => now });
    cache.set('/', page('old'), cache.currentGeneration(), ['latest']);
    now = 100;
    cache.invalidate(['latest']);
    // The first request after the change renders (no render is under way yet).
    expect(text(cache, '/')).toBeUndefined();
    const render = deferred<void>();
    cache.flight('/', () => render.promise);
    // Others meanwhile get the old page…
    now = 600;
    expect(text(cache, '/')).toBe('stale:old');
    now = 1100;
    expect(text(cache, '/')).toBe('stale:old');
    // …but never once a second has passed since the invalidation.
    now = 1101;
    expect(text(cache, '/')).toBeUndefined();
    render.resolve();
    await render.promise;
  });

  it('answers the new page once it is stored', () => {
    let now = 0;
    const cache = new PageCache(10, { now: () => now });
    cache.set('/', page('old'), 0, ['latest']);
    cache.invalidate(['latest']);
    cache.flight('/', () => new Promise<void>(() => {}));
    expect(text(cache, '/')).toBe('stale:old');
    now = 50;
    cache.set('/', page('new'), cache.currentGeneration(), ['latest']);
    expect(text(cache, '/')).toBe('fresh:new');
  });

  it('keeps no stale copy when told to (staleMs 0)', () => {
    const cache = new PageCache(10, { staleMs: 0 });
    cache.set('/', page('old'), 0, ['latest']);
    cache.invalidate(['latest']);
    cache.flight('/', () => new Promise<void>(() => {}));
    expect(cache.lookup('/')).toBeUndefined();
  });
});

describe('PageCache suspended', () => {
  it('serves nothing, not even a stale page, stores nothing and shares no render until resumed', () => {
    const cache = new PageCache(10);
    cache.set('/', page('old'), cache.currentGeneration(), ['latest']);
    cache.flight('/', () => new Promise<void>(() => {}));
    cache.suspend();
    expect(cache.isSuspended).toBe(true);
    expect(cache.lookup('/')).toBeUndefined();
    const generation = cache.currentGeneration();
    expect(cache.accepts(generation, ['latest'])).toBe(false);
    cache.set('/', page('new'), generation, ['latest']);
    expect(cache.lookup('/')).toBeUndefined();
    const never = () => new Promise<string>(() => {});
    expect([cache.flight('/a', never).leader, cache.flight('/a', never).leader]).toEqual([true, true]);
  });

  it('caches again from empty once resumed, refusing renders that began before', () => {
    const cache = new PageCache(10);
    cache.suspend();
    const during = cache.currentGeneration();
    cache.resume();
    expect(cache.isSuspended).toBe(false);
    cache.set('/', page('during'), during, ['latest']);
    expect(cache.lookup('/')).toBeUndefined();
    cache.set('/', page('after'), cache.currentGeneration(), ['latest']);
    expect(text(cache, '/')).toBe('fresh:after');
  });
});
