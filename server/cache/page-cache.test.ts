import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const page = (text: string) => ({
  status: 200,
  headers: [] as [string, string][],
  body: new TextEncoder().encode(text),
});

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

  it('drops everything on clear, and never stores a render that began before it', () => {
    const cache = new PageCache(10);
    const before = cache.currentGeneration();
    cache.set('/a', page('a'), before);
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/stale', page('old'), before);
    expect(cache.get('/stale')).toBeUndefined();
  });

  it('expires entries after the time to live', () => {
    let now = 0;
    const cache = new PageCache(10, 1000, () => now);
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
});
