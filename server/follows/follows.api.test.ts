import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_LIMIT } from '../../core/follows';
import { apiCaller, createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, saveStoryThroughApi, signedInAs } from '../../tests/helpers/factories';
import { articles, follows, users } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterEach(() => t.close());

const ORIGIN = 'http://news.test';

const call = apiCaller(() => t, { origin: ORIGIN, ip: () => '192.0.2.40' });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
type Item = { kind: string; key: string; name: string; path: string };
type List = { items: Item[] };
type Stories = { items: { _id: string; title: string; path: string; category: string; topics: string[] }[] };

/** A writer with a name, and a published story of theirs tagged Monsoon. */
async function writerWithStory() {
  const writer = await signedInAs(t.services, 'author');
  await t.database.db.update(users).set({ firstName: 'Asha', lastName: 'Rao' }).where(eq(users.id, writer.viewer._id));
  const story = await insertArticle(t.database.db, { tags: ['Monsoon'], authorId: writer.viewer._id });
  return { writer, story };
}

describe('following topics', () => {
  it('follows a tag, a section and a writer, lists them newest first, and unfollows', async () => {
    const { writer } = await writerWithStory();
    const { auth } = await signedInAs(t.services, 'reader');
    expect(await json<List>(await call('PUT', '/api/follows/tag/monsoon', auth))).toEqual({
      items: [{ kind: 'tag', key: 'monsoon', name: 'Monsoon', path: '/tag/monsoon' }],
    });
    expect((await call('PUT', '/api/follows/section/sports', auth)).status).toBe(200);
    // A username in any letter case names the writer; the list says it as the account does.
    const username = writer.viewer.username;
    const res = await call('PUT', `/api/follows/author/${username.toUpperCase()}`, auth);
    expect(res.status).toBe(200);
    expect((await json<List>(res)).items).toEqual([
      { kind: 'author', key: username, name: 'Asha Rao', path: `/author/${username}` },
      { kind: 'section', key: 'sports', name: 'Sports', path: '/sports-news' },
      { kind: 'tag', key: 'monsoon', name: 'Monsoon', path: '/tag/monsoon' },
    ]);
    // Kept as the writer's id: a new username keeps the follow.
    const [row] = await t.database.db.select().from(follows).where(eq(follows.kind, 'author'));
    expect(row?.key).toBe(writer.viewer._id);

    const after = await json<List>(await call('DELETE', '/api/follows/tag/monsoon', auth));
    expect(after.items.map((i) => `${i.kind}:${i.key}`)).toEqual([`author:${username}`, 'section:sports']);
    // Again: no error.
    expect((await call('DELETE', '/api/follows/tag/monsoon', auth)).status).toBe(200);
    expect((await json<List>(await call('GET', '/api/follows', auth))).items).toHaveLength(2);
  });

  it("keeps each account's list to itself", async () => {
    await writerWithStory();
    const one = await signedInAs(t.services, 'reader');
    const two = await signedInAs(t.services, 'reader');
    await call('PUT', '/api/follows/tag/monsoon', one.auth);
    expect((await json<List>(await call('GET', '/api/follows', two.auth))).items).toEqual([]);
  });

  it('answers 401 without an account, and changes nothing', async () => {
    for (const [method, path] of [
      ['GET', '/api/follows'],
      ['PUT', '/api/follows/section/sports'],
      ['DELETE', '/api/follows/section/sports'],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await json(res)).toMatchObject({ code: 'unauthorized' });
    }
    expect((await call('POST', '/api/follows/merge', {}, { follows: ['section:sports'] })).status).toBe(401);
    expect(await t.database.db.select().from(follows)).toHaveLength(0);
  });

  it('answers 404 for a tag no published story has and a username no writer has, 400 for a bad topic', async () => {
    await insertArticle(t.database.db, { tags: ['Drafted'], status: 'draft' });
    const reader = await signedInAs(t.services, 'reader');
    for (const path of ['/api/follows/tag/drafted', '/api/follows/tag/never-used', '/api/follows/author/nobody-here']) {
      const res = await call('PUT', path, reader.auth);
      expect(res.status, path).toBe(404);
    }
    // A reader is nobody's writer.
    expect((await call('PUT', `/api/follows/author/${reader.viewer.username}`, reader.auth)).status).toBe(404);
    for (const path of [
      '/api/follows/section/weather',
      '/api/follows/tag/Not%20A%20Slug',
      '/api/follows/author/a',
      '/api/follows/topic/x',
    ]) {
      const res = await call('PUT', path, reader.auth);
      expect(res.status, path).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_input' });
    }
    expect(await t.database.db.select().from(follows)).toHaveLength(0);
  });

  it('refuses a cookie-carried follow from another site', async () => {
    const { token } = await signedInAs(t.services, 'reader');
    const res = await call('PUT', '/api/follows/section/sports', {
      cookie: `nd_session=${token}`,
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(await t.database.db.select().from(follows)).toHaveLength(0);
  });

  it(`stops at ${FOLLOW_LIMIT} topics with a 409`, async () => {
    await writerWithStory();
    const { auth, viewer } = await signedInAs(t.services, 'reader');
    await t.database.db.insert(follows).values(
      Array.from({ length: FOLLOW_LIMIT - 1 }, (_, i) => ({
        userId: viewer._id,
        kind: 'tag' as const,
        key: `t-${i}`,
      })),
    );
    expect((await call('PUT', '/api/follows/section/sports', auth)).status).toBe(200);
    const full = await call('PUT', '/api/follows/tag/monsoon', auth);
    expect(full.status).toBe(409);
    expect(await json(full)).toMatchObject({
      code: 'follow_limit',
      message: `You can follow up to ${FOLLOW_LIMIT} topics. Unfollow one to follow another.`,
    });
    // Following one again still works: it moves to the top.
    expect((await call('PUT', '/api/follows/section/sports', auth)).status).toBe(200);
  });
});

describe('merging at sign-in', () => {
  it("adds the browser's topics the account lacks, skipping the unknown", async () => {
    const { writer } = await writerWithStory();
    const { auth } = await signedInAs(t.services, 'reader');
    await call('PUT', '/api/follows/section/sports', auth);
    const res = await call('POST', '/api/follows/merge', auth, {
      follows: [
        'tag:monsoon',
        `author:${writer.viewer.username}`,
        'section:sports',
        'tag:no-story-has-it',
        'tag:monsoon',
      ],
    });
    expect(res.status).toBe(200);
    const list = await json<List>(res);
    expect(list.items.map((i) => `${i.kind}:${i.key}`).sort()).toEqual(
      ['section:sports', 'tag:monsoon', `author:${writer.viewer.username}`].sort(),
    );
    expect(await t.database.db.select().from(follows)).toHaveLength(3);
  });

  it('refuses a bad body, and more than the limit, with 400 and a clear message', async () => {
    const { auth } = await signedInAs(t.services, 'reader');
    for (const body of [
      {},
      { follows: 'x' },
      { follows: ['tag:a b'] },
      { follows: ['sports'] },
      { follows: [], extra: 1 },
    ]) {
      const res = await call('POST', '/api/follows/merge', auth, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_input' });
    }
    const tooMany = await call('POST', '/api/follows/merge', auth, {
      follows: Array.from({ length: 10_000 }, (_, i) => `tag:t-${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect(await json(tooMany)).toMatchObject({
      fields: { follows: `You can follow up to ${FOLLOW_LIMIT} topics. Unfollow one to follow another.` },
    });
    expect(await t.database.db.select().from(follows)).toHaveLength(0);
  });
});

describe('the newest stories of a set of topics', () => {
  it('answers published stories of the edition in any topic, newest first, with the topics they are in', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const username = editor.viewer.username;
    const rain = await saveStoryThroughApi(t.app, editor.auth, { title: 'Rain on the coast', tags: '["Monsoon"]' });
    const match = await saveStoryThroughApi(t.app, editor.auth, { title: 'The final over', category: 'Sports' });
    await saveStoryThroughApi(t.app, editor.auth, {
      title: 'A draft in the rain',
      tags: '["Monsoon"]',
      status: 'draft',
    });
    const other = await insertArticle(t.database.db, { title: 'Someone else, elsewhere', category: 'World' });
    await insertArticle(t.database.db, { title: 'Hindi monsoon', tags: ['Monsoon'], edition: 'hi' });
    const query = `t=tag:monsoon&t=section:sports&t=author:${username}&t=tag:nothing-has-it`;
    const res = await call('GET', `/api/follows/stories?${query}`);
    expect(res.status).toBe(200);
    const { items } = await json<Stories>(res);
    expect(items.map((i) => i.title)).toEqual(['The final over', 'Rain on the coast']);
    expect(items[0]).toMatchObject({
      _id: match._id,
      path: `/news/${match.slug}`,
      category: 'Sports',
      topics: ['section:sports', `author:${username}`],
    });
    expect(items[1]?.topics).toEqual(['tag:monsoon', `author:${username}`]);
    expect(items.map((i) => i._id)).not.toContain(other._id);

    // The Hindi edition's own.
    const hindi = await json<Stories>(await call('GET', '/api/follows/stories?t=tag:monsoon&edition=hi'));
    expect(hindi.items.map((i) => i.title)).toEqual(['Hindi monsoon']);
    expect(hindi.items[0]?.path).toMatch(/^\/hi\/news\//);
    // No topic, no stories.
    expect((await json<Stories>(await call('GET', '/api/follows/stories'))).items).toEqual([]);
    void rain;
  });

  it('is at most 20, and cached like the other public reads until a story changes', async () => {
    for (let i = 0; i < 22; i++) await insertArticle(t.database.db, { category: 'Sports', title: `Match ${i}` });
    const path = '/api/follows/stories?t=section:sports';
    const first = await call('GET', path);
    expect((await json<Stories>(first)).items).toHaveLength(20);
    expect(first.headers.get('x-cache')).toBe('MISS');
    // Credentials change nothing: the answer is the same for everyone.
    const { auth } = await signedInAs(t.services, 'reader');
    const second = await call('GET', path, auth);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(second.headers.get('surrogate-key')?.split(' ')).toEqual(expect.arrayContaining(['latest', 'tags']));
    // A story taken down drops the answer.
    const [newest] = (await json<Stories>(second)).items;
    const editor = await signedInAs(t.services, 'editor');
    const res = await t.app.request(`/api/news/${newest!._id}`, {
      method: 'PUT',
      headers: { ...editor.auth, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'draft' }),
    });
    expect(res.status).toBe(200);
    const third = await call('GET', path);
    expect(third.headers.get('x-cache')).toBe('MISS');
    expect((await json<Stories>(third)).items.map((i) => i._id)).not.toContain(newest!._id);
    const [row] = await t.database.db
      .select({ status: articles.status })
      .from(articles)
      .where(eq(articles.id, newest!._id));
    expect(row?.status).toBe('draft');
  });

  it('refuses a bad topic or edition with 400', async () => {
    for (const query of ['t=sports', 't=tag:A%20B', 'edition=fr', 't=author:x']) {
      const res = await call('GET', `/api/follows/stories?${query}`);
      expect(res.status, query).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_input' });
    }
  });
});
