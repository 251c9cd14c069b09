import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVED_LIMIT } from '../../core/saved';
import { apiCaller, createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { eq } from 'drizzle-orm';
import { articles, savedStories } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterEach(() => t.close());

const ORIGIN = 'http://news.test';

const call = apiCaller(() => t, { origin: ORIGIN, ip: () => '192.0.2.30' });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
type List = { items: { slug: string; title: string; category: string; savedAt: string }[] };

describe('saved stories', () => {
  it('saves by id or slug, lists newest first, removes, for every role', async () => {
    const a = await insertArticle(t.database.db, { title: 'First saved' });
    const b = await insertArticle(t.database.db, { title: 'Second saved', category: 'Sports' });
    for (const role of ['reader', 'author', 'editor', 'admin'] as const) {
      const { auth } = await signedInAs(t.services, role);
      expect(await json(await call('PUT', `/api/saved/${a._id}`, auth))).toEqual({ slug: a.slug, saved: true });
      expect(await json(await call('PUT', `/api/saved/${b.slug}`, auth))).toEqual({ slug: b.slug, saved: true });
      const list = await json<List>(await call('GET', '/api/saved', auth));
      expect(list.items.map((i) => i.slug)).toEqual([b.slug, a.slug]);
      expect(list.items[0]).toMatchObject({ title: 'Second saved', category: 'Sports' });
      expect(await json(await call('DELETE', `/api/saved/${b._id}`, auth))).toEqual({ slug: b.slug, saved: false });
      expect((await json<List>(await call('GET', '/api/saved', auth))).items.map((i) => i.slug)).toEqual([a.slug]);
    }
  });

  it("keeps each account's list to itself", async () => {
    const a = await insertArticle(t.database.db);
    const one = await signedInAs(t.services, 'reader');
    const two = await signedInAs(t.services, 'reader');
    await call('PUT', `/api/saved/${a._id}`, one.auth);
    expect((await json<List>(await call('GET', '/api/saved', two.auth))).items).toEqual([]);
  });

  it('answers 401 without an account, and changes nothing', async () => {
    const a = await insertArticle(t.database.db);
    for (const [method, path] of [
      ['GET', '/api/saved'],
      ['PUT', `/api/saved/${a._id}`],
      ['DELETE', `/api/saved/${a._id}`],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await json(res)).toMatchObject({ code: 'unauthorized' });
    }
    expect((await call('POST', '/api/saved/merge', {}, { stories: [a._id] })).status).toBe(401);
    expect(await t.database.db.select().from(savedStories)).toHaveLength(0);
  });

  it('answers 404 for unknown and unpublished stories, 400 for a bad key', async () => {
    const draft = await insertArticle(t.database.db, { status: 'draft' });
    const { auth } = await signedInAs(t.services, 'reader');
    expect((await call('PUT', `/api/saved/${draft._id}`, auth)).status).toBe(404);
    expect((await call('PUT', '/api/saved/no-such-story', auth)).status).toBe(404);
    const bad = await call('PUT', '/api/saved/a%20b', auth);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: 'invalid_input' });
    expect(await t.database.db.select().from(savedStories)).toHaveLength(0);
  });

  it('refuses a cookie-carried save from another site', async () => {
    const a = await insertArticle(t.database.db);
    const { token } = await signedInAs(t.services, 'reader');
    const res = await call('PUT', `/api/saved/${a._id}`, {
      cookie: `nd_session=${token}`,
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(await t.database.db.select().from(savedStories)).toHaveLength(0);
  });

  it('hides a story that is no longer published', async () => {
    const a = await insertArticle(t.database.db);
    const { auth } = await signedInAs(t.services, 'reader');
    await call('PUT', `/api/saved/${a._id}`, auth);
    await t.database.db.update(articles).set({ status: 'archived' }).where(eq(articles.id, a._id));
    expect((await json<List>(await call('GET', '/api/saved', auth))).items).toEqual([]);
    // It still counts toward the limit, so it can be taken off (by id or slug), and only by its holder.
    const other = await signedInAs(t.services, 'reader');
    expect((await call('DELETE', `/api/saved/${a._id}`, other.auth)).status).toBe(404);
    expect((await call('DELETE', `/api/saved/${a.slug}`, auth)).status).toBe(200);
    expect(await t.database.db.select().from(savedStories)).toHaveLength(0);
  });

  it(`stops at ${SAVED_LIMIT} stories with a 409`, async () => {
    const { auth, viewer } = await signedInAs(t.services, 'reader');
    const stories = await Promise.all(Array.from({ length: 3 }, () => insertArticle(t.database.db)));
    // Fill the account up to one below the limit with rows made directly (one statement).
    const filler = await Promise.all(Array.from({ length: SAVED_LIMIT - 1 }, () => insertArticle(t.database.db)));
    await t.database.db
      .insert(savedStories)
      .values(
        filler.map((f, i) => ({ userId: viewer._id, articleId: f._id, savedAt: new Date(Date.now() - 60_000 - i) })),
      );
    expect((await call('PUT', `/api/saved/${stories[0]!._id}`, auth)).status).toBe(200);
    const full = await call('PUT', `/api/saved/${stories[1]!._id}`, auth);
    expect(full.status).toBe(409);
    expect(await json(full)).toMatchObject({ code: 'saved_limit' });
    // Saving one already held again still works: it moves to the top.
    expect((await call('PUT', `/api/saved/${filler[5]!._id}`, auth)).status).toBe(200);
    const list = await json<List>(await call('GET', '/api/saved', auth));
    expect(list.items).toHaveLength(SAVED_LIMIT);
    expect(list.items[0]?.slug).toBe(filler[5]!.slug);
  });
});

describe('merging at sign-in', () => {
  it("adds the browser's published stories the account lacks, skipping the unknown", async () => {
    const a = await insertArticle(t.database.db);
    const b = await insertArticle(t.database.db);
    const draft = await insertArticle(t.database.db, { status: 'draft' });
    const { auth } = await signedInAs(t.services, 'reader');
    await call('PUT', `/api/saved/${a._id}`, auth);
    const res = await call('POST', '/api/saved/merge', auth, {
      stories: [b.slug, a.slug, draft._id, 'gone-story', b._id],
    });
    expect(res.status).toBe(200);
    const list = await json<List>(res);
    expect(list.items.map((i) => i.slug).sort()).toEqual([a.slug, b.slug].sort());
    expect(await t.database.db.select().from(savedStories)).toHaveLength(2);
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const { auth } = await signedInAs(t.services, 'reader');
    for (const body of [{}, { stories: 'x' }, { stories: ['a b'] }, { stories: [], extra: 1 }]) {
      const res = await call('POST', '/api/saved/merge', auth, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_input' });
    }
    const tooMany = { stories: Array.from({ length: SAVED_LIMIT + 1 }, (_, i) => `story-${i}`) };
    expect((await call('POST', '/api/saved/merge', auth, tooMany)).status).toBe(400);
    expect(await t.database.db.select().from(savedStories)).toHaveLength(0);
  });
});
