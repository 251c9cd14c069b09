import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { MAX_REVISIONS, type Revision, type RevisionSummary } from '../../core/revisions';
import { articleInputSchema } from '../../core/article-input';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, handClock, insertArticle, signedInAs } from '../../tests/helpers/factories';
import { fieldsOf } from './article-form';

const time = handClock('2026-11-25T03:00:00Z');
const { clock } = time;

let t: TestApp;
beforeEach(async () => {
  time.set('2026-11-25T03:00:00Z');
  t = await createTestApp({ services: { clock } });
});
afterEach(() => t.close());

type Auth = Record<string, string>;
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const BODY = '<p>The monsoon reached Kerala on Thursday, three days early.</p>';
const base = {
  title: 'Monsoon reaches Kerala',
  description: 'The weather office says the rains came early.',
  content: BODY,
};
const create = async (auth: Auth, extra: Record<string, string> = {}) =>
  json<Article>(
    await t.app.request('/api/news', { method: 'POST', headers: auth, body: articleForm({ ...base, ...extra }) }),
  );
const put = (auth: Auth, id: string, extra: Record<string, string>) =>
  t.app.request(`/api/news/${id}`, { method: 'PUT', headers: auth, body: articleForm({ ...base, ...extra }) });
const history = async (auth: Auth, id: string) =>
  (await json<{ revisions: RevisionSummary[] }>(await t.app.request(`/api/news/${id}/revisions`, { headers: auth })))
    .revisions;

describe('revisions', () => {
  it('every save keeps one: who, when and which fields changed; a save that changes nothing keeps none', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'editor');
    await t.services.users.updateProfile(viewer._id, { firstName: 'Meera', lastName: 'Nair', email: null });
    const story = await create(auth, { status: 'published' });
    time.set('2026-11-25T04:00:00Z');
    await put(auth, story._id, { status: 'published', title: 'Monsoon reaches Kerala early' });
    time.set('2026-11-25T05:00:00Z');
    await put(auth, story._id, { status: 'published', title: 'Monsoon reaches Kerala early' });
    time.set('2026-11-25T06:00:00Z');
    await put(auth, story._id, {
      status: 'published',
      title: 'Monsoon reaches Kerala early',
      description: 'Three days ahead of the usual date.',
      tags: '["weather"]',
    });

    const revisions = await history(auth, story._id);
    expect(revisions.map((r) => [r.number, r.origin, r.author, r.createdAt, r.changed])).toEqual([
      [3, 'saved', 'Meera Nair', '2026-11-25T06:00:00.000Z', ['description', 'tags']],
      [2, 'saved', 'Meera Nair', '2026-11-25T04:00:00.000Z', ['title']],
      [1, 'created', 'Meera Nair', '2026-11-25T03:00:00.000Z', expect.arrayContaining(['title', 'content'])],
    ]);
    const first = await json<Revision>(await t.app.request(`/api/news/${story._id}/revisions/1`, { headers: auth }));
    expect(first.snapshot).toMatchObject({ title: 'Monsoon reaches Kerala', status: 'published', tags: [] });
  });

  it('restore brings an earlier version back as a new revision, keeps the status, and readers see it at once', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const story = await create(auth, { status: 'published' });
    await put(auth, story._id, { status: 'published', title: 'Monsoon reaches Kerala, a wrong headline' });
    const wrong = await json<Article>(await t.app.request(`/api/news/${story.slug}`));
    expect(wrong.title).toBe('Monsoon reaches Kerala, a wrong headline');

    const res = await t.app.request(`/api/news/${story._id}/revisions/1/restore`, { method: 'POST', headers: auth });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ title: 'Monsoon reaches Kerala', status: 'published', slug: story.slug });
    expect((await json<Article>(await t.app.request(`/api/news/${story.slug}`))).title).toBe('Monsoon reaches Kerala');
    const revisions = await history(auth, story._id);
    expect(revisions[0]).toMatchObject({ number: 3, origin: 'restored', restoredFrom: 1, changed: ['title'] });
    expect(revisions).toHaveLength(3);
    const audit = await t.services.audit.list({ action: 'article.restore', page: 1, limit: 5 });
    expect(audit.items[0]?.details).toMatchObject({ revision: 1 });

    expect(
      (await t.app.request(`/api/news/${story._id}/revisions/9/restore`, { method: 'POST', headers: auth })).status,
    ).toBe(404);
    expect((await t.app.request(`/api/news/${story._id}/revisions/abc`, { headers: auth })).status).toBe(404);
  });

  it('per role: the history is for those who may edit the story', async () => {
    const { auth: author, viewer } = await signedInAs(t.services, 'author');
    const draft = await create(author, { status: 'draft' });
    expect(await history(author, draft._id)).toHaveLength(1);
    const { auth: other } = await signedInAs(t.services, 'author');
    expect((await t.app.request(`/api/news/${draft._id}/revisions`, { headers: other })).status).toBe(403);
    const { auth: reader } = await signedInAs(t.services, 'reader');
    expect((await t.app.request(`/api/news/${draft._id}/revisions`, { headers: reader })).status).toBe(403);
    expect((await t.app.request(`/api/news/${draft._id}/revisions`)).status).toBe(401);
    expect(
      (await t.app.request(`/api/news/${draft._id}/revisions/1/restore`, { method: 'POST', headers: other })).status,
    ).toBe(403);
    const { auth: editor } = await signedInAs(t.services, 'editor');
    expect(await history(editor, draft._id)).toHaveLength(1);
    // Once an editor publishes it, its author no longer edits it, nor its history.
    await put(editor, draft._id, { status: 'published' });
    expect((await t.app.request(`/api/news/${draft._id}/revisions`, { headers: author })).status).toBe(403);
    expect(viewer.role).toBe('author');
  });

  it(`keeps the newest ${MAX_REVISIONS}; a story older than revisions gets its first at its first save`, async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    // As the sample stories and stories from before revisions: written without the writer.
    const old = await insertArticle(t.database.db, { title: 'An old story', sourceUrl: 'https://example.com/old' });
    expect(await history(auth, old._id)).toEqual([]);
    for (let i = 1; i <= MAX_REVISIONS + 4; i++) {
      await t.services.writer.update(
        (await t.services.news.findRow(old._id))!,
        {
          input: articleInputSchema.parse({
            ...fieldsOf((await t.services.news.find(old._id, { includeUnpublished: true }))!),
            title: `An old story, take ${i}`,
          }),
        },
        { id: null, name: 'An editor' },
      );
    }
    const revisions = await history(auth, old._id);
    // 1 (the story as it was, from its source: kept) + the newest 100 of the 104 saves.
    expect(revisions).toHaveLength(MAX_REVISIONS + 1);
    expect(revisions[0]).toMatchObject({ number: MAX_REVISIONS + 5 });
    expect(revisions.at(-1)).toMatchObject({ number: 1, origin: 'fetched' });
    expect(revisions.at(-2)).toMatchObject({ number: 6 });
  });
});
