import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, publicArticlesChanged } from '../../tests/helpers/factories';
import { withSecondConnection } from '../../tests/helpers/shared-counters';
import { queryRows } from '../db/client';
import { articles } from '../db/schema';
import { SearchService, SearchTimeoutError, type SearchResult } from './search.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertArticle(t.database.db, {
    title: 'Election results announced in Kerala',
    description: 'Counting ended late at night',
    content: '<p>The state assembly has a new majority.</p>',
  });
  await insertArticle(t.database.db, {
    title: 'Monsoon forecast for the coast',
    status: 'draft',
    content: '<p>Rain.</p>',
  });
});
afterAll(() => t.close());

async function search(q: string) {
  const res = await t.app.request(`/api/search?q=${encodeURIComponent(q)}`);
  return { res, body: (await res.json()) as SearchResult };
}

describe("'Did you mean'", () => {
  it('offers the nearest known word for a misspelt one, keeping the rest of the query', async () => {
    const { res, body } = await search('electon');
    expect(res.status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.suggestion).toBe('election');

    const two = await search('kerala electon');
    expect(two.body.suggestion).toBe('kerala election');
    expect((await search(two.body.suggestion ?? '')).body.results).toHaveLength(1);
  });

  it('tries the runners-up when the nearest words together find nothing', async () => {
    await insertArticle(t.database.db, {
      title: 'Solar panels over canals',
      description: 'A village sells its power',
      content: '<p>Power.</p>',
    });
    await insertArticle(t.database.db, {
      title: 'Canals of the city',
      description: 'Boat trips sold out',
      content: '<p>x</p>',
    });
    // 'panals' is as close to 'canals' as to 'panels', 'solr' closer to 'sold' than to 'solar',
    // and no story holds 'sold' with 'panels'.
    expect((await search('solr panals')).body.suggestion).toBe('solar panels');
  });

  it('offers nothing when results were found, or when no known word is near', async () => {
    expect((await search('election')).body).toMatchObject({ suggestion: null, pagination: { totalItems: 1 } });
    expect((await search('zqxjvw')).body.suggestion).toBeNull();
  });

  it('learns the words of a story when it is published, not while it is a draft', async () => {
    expect((await search('monsooon')).body.suggestion).toBeNull();
    await t.database.db
      .update(articles)
      .set({ status: 'published' })
      .where(eq(articles.title, 'Monsoon forecast for the coast'));
    // Written to the table directly: the event a publish sends drops the cached search answers.
    publicArticlesChanged(t.services);
    expect((await search('monsooon')).body.suggestion).toBe('monsoon');
    const words = await queryRows<{ word: string }>(
      t.database.db,
      sql`select word from search_words where word = 'forecast'`,
    );
    expect(words).toHaveLength(1);
  });
});

describe('a search that takes too long', () => {
  it('answers 503 with a clear message and Retry-After, never a hang or a stack trace', async () => {
    const search = t.services.search;
    const original = search.search.bind(search);
    search.search = () => Promise.reject(new SearchTimeoutError());
    try {
      const res = await t.app.request('/api/search?q=anything');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        code: 'search_timeout',
        message: 'This search took too long. Try fewer or more specific words.',
      });
    } finally {
      search.search = original;
    }
  });

  // PostgreSQL's statement_timeout stops the statement; a second connection holds a lock the
  // search must wait for, so the search is slow for certain. PGlite: docs/architecture.md.
  it.skipIf(!process.env.DATABASE_URL)('is stopped by the statement timeout on PostgreSQL', async () => {
    const service = new SearchService(t.database.db, { timeoutMs: 200 });
    await withSecondConnection(t.database, (other) =>
      other.db.transaction(async (tx) => {
        await tx.execute(sql`lock table articles in access exclusive mode`);
        await expect(service.search('election', 1, 10)).rejects.toBeInstanceOf(SearchTimeoutError);
      }),
    );
    // The connection it ran on is fine afterwards.
    expect((await service.search('election', 1, 10)).pagination.totalItems).toBe(1);
  });
});
