import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleList } from '../../core/article';
import type { BulkResult } from '../../core/article-list';
import type { Role } from '../../core/roles';
import { action as articlesAction, loader as articlesLoader } from '../../app/routes/admin/articles';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { answerOf, callLoader, pageContext } from '../../tests/helpers/pages';

/**
 * The staff article list (docs/product.md, 'Admin: articles'): the API's title search, tag and
 * author filters, the page's filters and 50-a-page pagination, and bulk publish, archive and
 * delete, per role.
 */
let t: TestApp;
let author: Awaited<ReturnType<typeof signedInAs>>;
let other: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await signedInAs(t.services, 'author');
  other = await signedInAs(t.services, 'author');
  const rows = [
    { title: 'Monsoon reaches Kerala early', status: 'published', tags: ['Climate  change', 'Kerala'] },
    { title: 'Monsoon 100% on time, says office_of weather', status: 'published', tags: ['climate change'] },
    { title: 'Draft: the monsoon budget', status: 'draft', tags: ['budget'], authorId: author.viewer._id },
    { title: 'In review: river levels', status: 'review', tags: ['Climate change'], authorId: author.viewer._id },
    { title: 'Someone else’s draft about the monsoon', status: 'draft', tags: [], authorId: other.viewer._id },
    { title: 'An archived story', status: 'archived', tags: [] },
  ] as const;
  for (const [i, row] of rows.entries()) {
    await insertArticle(t.database.db, {
      ...row,
      tags: [...row.tags],
      submittedAt: row.status === 'review' ? new Date() : null,
      publishedAt: new Date(Date.parse('2026-11-20T00:00:00Z') + i * 60_000),
    });
  }
  // Enough for a second page of 50.
  for (let i = 0; i < 55; i++) {
    await insertArticle(t.database.db, {
      title: `Filler ${i}`,
      status: 'published',
      publishedAt: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000),
    });
  }
});
afterAll(() => t.close());

const titles = (list: { title: string }[]) => list.map((a) => a.title).sort();
const api = async (path: string, auth: Record<string, string> = {}) => {
  const res = await t.app.request(path, { headers: auth });
  return { status: res.status, body: (await res.json()) as ArticleList & { message?: string } };
};

describe('GET /api/news filters', () => {
  it('searches titles in any letter case, with % and _ taken as text', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    expect(titles((await api('/api/news?status=all&q=MONSOON', auth)).body.news)).toEqual([
      'Draft: the monsoon budget',
      'Monsoon 100% on time, says office_of weather',
      'Monsoon reaches Kerala early',
      'Someone else’s draft about the monsoon',
    ]);
    expect(titles((await api('/api/news?q=100%25', auth)).body.news)).toEqual([
      'Monsoon 100% on time, says office_of weather',
    ]);
    // Unescaped, '_' would match the space of 'says office'.
    expect((await api('/api/news?q=s_o', auth)).body.news).toEqual([]);
    expect((await api('/api/news?q=office_of', auth)).body.pagination.totalItems).toBe(1);
  });

  it('matches a tag in any letter case and spacing', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const list = (await api('/api/news?status=all&tag=' + encodeURIComponent(' CLIMATE   change '), auth)).body;
    expect(titles(list.news)).toEqual([
      'In review: river levels',
      'Monsoon 100% on time, says office_of weather',
      'Monsoon reaches Kerala early',
    ]);
    expect(list.pagination.totalItems).toBe(3);
  });

  it('filters by author, showing an author only their own unpublished work; a bad author id is a 400', async () => {
    const mine = await api(`/api/news?status=all&author=${author.viewer._id}`, author.auth);
    expect(titles(mine.body.news)).toEqual(['Draft: the monsoon budget', 'In review: river levels']);
    const theirs = await api(`/api/news?status=all&author=${other.viewer._id}`, author.auth);
    expect(theirs.body.news).toEqual([]);
    expect((await api('/api/news?author=someone', author.auth)).status).toBe(400);
    // Readers see published stories only, filters or not.
    expect((await api('/api/news?q=draft')).body.news).toEqual([]);
  });
});

describe('the page /admin/articles', () => {
  it('lists 50 a page with the filters; an author sees their own work and the published stories', async () => {
    const { viewer } = await signedInAs(t.services, 'editor');
    const first = await callLoader(articlesLoader, t, viewer, '/admin/articles');
    expect(first.articles).toHaveLength(50);
    expect(first.pagination).toMatchObject({ totalItems: 61, totalPages: 2 });
    expect(first.canPublish).toBe(true);
    const second = await callLoader(articlesLoader, t, viewer, '/admin/articles?page=2');
    expect(second.articles).toHaveLength(11);
    const filtered = await callLoader(
      articlesLoader,
      t,
      viewer,
      '/admin/articles?q=monsoon&status=draft&category=bogus&author=nobody',
    );
    expect(titles(filtered.articles)).toEqual(['Draft: the monsoon budget', 'Someone else’s draft about the monsoon']);
    expect(filtered.filters).toMatchObject({ category: null, author: null });

    const asAuthor = await callLoader(articlesLoader, t, author.viewer, '/admin/articles?q=draft');
    expect(asAuthor.articles.map((a) => [a.title, a.canEdit])).toEqual([['Draft: the monsoon budget', true]]);
    expect(asAuthor.canPublish).toBe(false);
    expect(asAuthor.authors.map((a) => a._id)).not.toContain(other.viewer._id);
  });

  it('asks before a bulk action, naming how many, then does it: each story published, archived or deleted', async () => {
    const { viewer } = await signedInAs(t.services, 'editor');
    const fresh = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => insertArticle(t.database.db, { title: `Bulk ${title}`, status: 'draft' })),
    );
    const ids = fresh.map((a) => a._id);
    // Several `ids` in one form, as the page's checkboxes send them.
    const send = async (fields: [string, string][]) => {
      const url = new URL('/admin/articles', 'http://news.test');
      const body = new FormData();
      for (const [k, v] of fields) body.append(k, v);
      const result = await articlesAction({
        request: new Request(url, { method: 'POST', body }),
        context: pageContext(t, viewer),
        params: {},
      } as never);
      return answerOf(result);
    };

    const ask = await send([['action', 'publish'], ...ids.map((id) => ['ids', id] as [string, string])]);
    expect(ask.body).toMatchObject({ confirm: { action: 'publish', question: 'Publish 3 stories?' } });
    expect((await t.services.news.find(ids[0]!))?.status).toBeUndefined();

    const done = await send([
      ['action', 'publish'],
      ['confirmed', 'yes'],
      ...ids.map((id) => ['ids', id] as [string, string]),
    ]);
    expect(done.body).toMatchObject({ ok: true, message: '3 stories published.', failed: [] });
    for (const id of ids) expect((await t.services.news.find(id))?.status).toBe('published');
    const audit = await t.services.audit.list({ action: 'article.publish', page: 1, limit: 10 });
    expect(audit.items.filter((a) => ids.includes(a.targetId ?? ''))).toHaveLength(3);

    const archived = await send([
      ['action', 'archive'],
      ['confirmed', 'yes'],
      ['ids', ids[0]!],
    ]);
    expect(archived.body).toMatchObject({ message: '1 story archived.' });
    expect((await t.services.news.find(ids[0]!, { includeUnpublished: true }))?.status).toBe('archived');

    const deleted = await send([
      ['action', 'delete'],
      ['confirmed', 'yes'],
      ['ids', ids[1]!],
      ['ids', '00000000-0000-4000-8000-000000000000'],
    ]);
    expect(deleted.body).toMatchObject({
      message: '1 story deleted; 1 story left as it was.',
      failed: [{ title: null, message: 'News article not found' }],
    });
    expect(await t.services.news.find(ids[1]!, { includeUnpublished: true })).toBeNull();

    expect((await send([['ids', ids[2]!]])).status).toBe(400);
    expect((await send([['action', 'archive']])).status).toBe(400);
  });
});

describe('POST /api/news/bulk', () => {
  const bulk = (auth: Record<string, string>, body: unknown) =>
    t.app.request('/api/news/bulk', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('per role: editors publish and archive, only those who may delete any story delete; others 403, visitors 401', async () => {
    for (const role of ['editor', 'admin'] as Role[]) {
      const { auth } = await signedInAs(t.services, role);
      const story = await insertArticle(t.database.db, { title: `For ${role}`, status: 'draft' });
      const res = await bulk(auth, { action: 'publish', ids: [story._id] });
      expect(res.status, role).toBe(200);
      expect(((await res.json()) as BulkResult).done, role).toEqual([story._id]);
      const gone = await bulk(auth, { action: 'delete', ids: [story._id] });
      expect(gone.status, role).toBe(200);
    }
    const story = await insertArticle(t.database.db, { title: 'Not for them', status: 'draft' });
    for (const role of ['author', 'reader'] as Role[]) {
      const { auth } = await signedInAs(t.services, role);
      for (const action of ['publish', 'archive', 'delete']) {
        expect((await bulk(auth, { action, ids: [story._id] })).status, `${role} ${action}`).toBe(403);
      }
    }
    expect((await bulk({}, { action: 'publish', ids: [story._id] })).status).toBe(401);
    expect((await t.services.news.find(story._id, { includeUnpublished: true }))?.status).toBe('draft');
  });

  it('refuses a bad action or list with 400 and changes nothing', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const story = await insertArticle(t.database.db, { title: 'Stays a draft', status: 'draft' });
    for (const body of [
      { action: 'shred', ids: [story._id] },
      { action: 'publish', ids: [] },
      { action: 'publish', ids: ['nope'] },
      { action: 'publish' },
    ]) {
      const res = await bulk(auth, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.services.news.find(story._id, { includeUnpublished: true }))?.status).toBe('draft');
  });
});
