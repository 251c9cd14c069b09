import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIGHLIGHT_START } from '../../core/search';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle } from '../../tests/helpers/factories';
import type { SearchResult } from './search.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertArticle(t.database.db, {
    title: 'Monsoon arrives early in Kerala',
    description: 'Heavy rain across the coast',
    content: '<p>The monsoon reached the coast a week ahead of schedule.</p>',
  });
  await insertArticle(t.database.db, {
    title: 'Cricket: a late win',
    description: 'The monsoon delayed play twice',
    content: '<p>Rain stopped play.</p>',
  });
  await insertArticle(t.database.db, {
    title: 'Monsoon draft',
    status: 'draft',
    content: '<p>monsoon monsoon</p>',
  });
  for (let i = 0; i < 14; i++) {
    await insertArticle(t.database.db, {
      title: `Budget session day ${i}`,
      content: '<p>parliament budget debate</p>',
    });
  }
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.request(`/api/search?${query}`);
  return { res, body: (await res.json()) as SearchResult };
}

describe('GET /api/search', () => {
  it('finds published articles, ranks title matches first and highlights terms', async () => {
    const { res, body } = await search('q=monsoon');
    expect(res.status).toBe(200);
    expect(body.results.map((r) => r.title)).toEqual(['Monsoon arrives early in Kerala', 'Cricket: a late win']);
    expect(body.results[0]?.titleHighlighted).toContain(`${HIGHLIGHT_START}Monsoon`);
    expect(body.pagination.totalItems).toBe(2);
  });

  it('shows a highlighted passage when only the body matches', async () => {
    const { body } = await search('q=schedule');
    expect(body.results[0]?.title).toBe('Monsoon arrives early in Kerala');
    expect(body.results[0]?.snippet).toContain(`${HIGHLIGHT_START}schedule`);
    expect(body.results[0]?.snippet).not.toContain('<p>');
  });

  it('matches word forms (stemming)', async () => {
    const { body } = await search('q=arriving');
    expect(body.results.map((r) => r.title)).toContain('Monsoon arrives early in Kerala');
  });

  it('pages 12 at a time', async () => {
    const first = await search('q=budget');
    expect(first.body.results).toHaveLength(12);
    expect(first.body.pagination).toMatchObject({ totalItems: 14, totalPages: 2, hasNextPage: true });
    const second = await search('q=budget&page=2');
    expect(second.body.results).toHaveLength(2);
  });

  it('answers an empty query with no results', async () => {
    const { res, body } = await search('q=%20%20');
    expect(res.status).toBe(200);
    expect(body.results).toEqual([]);
  });

  it.each([
    ['a 10,000-character query', `q=${'monsoon '.repeat(1250)}`],
    ['operators and quotes', `q=${encodeURIComponent("\"monsoon & | ! ( ) :* <-> '' -rain OR")}`],
    ['only stop words', 'q=the%20and%20of'],
    ['backslashes and percent signs', `q=${encodeURIComponent('\\\\ %')}`],
  ])('survives %s', async (_name, query) => {
    const { res } = await search(query);
    expect(res.status).toBe(200);
  });

  it('refuses a NUL character with 400, like every address holding one', async () => {
    expect((await search(`q=${encodeURIComponent('a \u0000 b')}`)).res.status).toBe(400);
  });

  it('refuses a bad page number', async () => {
    expect((await search('q=x&page=-3')).res.status).toBe(400);
    expect((await search('q=x&page=abc')).res.status).toBe(400);
  });
});
