import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleList } from '../../core/article';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle } from '../../tests/helpers/factories';

let t: TestApp;
let published: Article;
let draft: Article;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 15; i++) {
    await insertArticle(t.database.db, { category: 'Sports', publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
  }
  published = await insertArticle(t.database.db, { category: 'World', title: 'World story', slug: 'world-story' });
  draft = await insertArticle(t.database.db, { category: 'World', status: 'draft', slug: 'secret-draft' });
  await insertArticle(t.database.db, { category: 'World', status: 'archived', slug: 'old-archived' });
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(path);

describe('GET /api/news', () => {
  it('lists published articles only, newest first, in the news and pagination list shape', async () => {
    const res = await get('/api/news?page=1&limit=50');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ArticleList;
    expect(body.pagination).toMatchObject({ totalItems: 16, totalPages: 1, hasNextPage: false, hasPrevPage: false });
    expect(body.news.every((a) => a.status === 'published')).toBe(true);
    expect(body.news.map((a) => a._id)).not.toContain(draft._id);
    expect(body.news[0]?._id).toBe(published._id);
    expect(body.news[0]).not.toHaveProperty('content');
  });

  it('filters by category in any case and pages through', async () => {
    const page1 = (await (await get('/api/news?category=sports&page=1&limit=12')).json()) as ArticleList;
    expect(page1.news).toHaveLength(12);
    expect(page1.pagination).toMatchObject({ totalItems: 15, totalPages: 2, hasNextPage: true, hasPrevPage: false });
    const page2 = (await (await get('/api/news?category=Sports&page=2&limit=12')).json()) as ArticleList;
    expect(page2.news).toHaveLength(3);
    expect(page2.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });
    const ids = new Set([...page1.news, ...page2.news].map((a) => a._id));
    expect(ids.size).toBe(15);
  });

  it('answers an empty page past the end', async () => {
    const body = (await (await get('/api/news?page=500')).json()) as ArticleList;
    expect(body.news).toEqual([]);
  });

  it('clamps a limit over 100', async () => {
    const body = (await (await get('/api/news?limit=5000')).json()) as ArticleList;
    expect(body.pagination.limit).toBe(100);
  });

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1e999', 'page'],
    ['page=99999999999999999', 'page'],
    ['limit=0', 'limit'],
    ['limit=2.5', 'limit'],
    ['category=Crypto', 'category'],
    ['status=deleted', 'status'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(`/api/news?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toBe('invalid_input');
    expect(body.message).toContain(field);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|select|postgres/i);
  });

  it('does not list drafts to anonymous callers', async () => {
    const res = await get('/api/news?status=draft');
    expect(res.status).toBe(401);
  });
});

describe('GET /api/news/:id and /api/news/slug/:slug', () => {
  it('finds a published article by id, by slug, and through the slug route', async () => {
    for (const path of [`/api/news/${published._id}`, '/api/news/world-story', '/api/news/slug/world-story']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const body = (await res.json()) as Article;
      expect(body._id).toBe(published._id);
      expect(body.content).toContain('<p>');
    }
  });

  it('hides drafts and archived articles', async () => {
    expect((await get(`/api/news/${draft._id}`)).status).toBe(404);
    expect((await get('/api/news/slug/secret-draft')).status).toBe(404);
    expect((await get('/api/news/slug/old-archived')).status).toBe(404);
  });

  it.each([
    '/api/news/00000000-0000-0000-0000-000000000000',
    '/api/news/no-such-story',
    "/api/news/x'%20or%201=1",
    '/api/news/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    `/api/news/${'a'.repeat(500)}`,
  ])('answers 404 in JSON for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('answers 400 in JSON for an address with a NUL character', async () => {
    const res = await get('/api/news/slug/%00');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_input' });
  });
});
