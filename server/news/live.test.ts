import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { Article } from '../../core/article';
import type { LiveCoverage, LiveEntry } from '../../core/live';
import { loader as liveUpdatesLoader } from '../../app/routes/live-updates';
import { loader as articlesLoader } from '../../app/routes/admin/articles';
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard';
import { loader as editorLoader } from '../../app/routes/admin/editor';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, handClock, signedInAs } from '../../tests/helpers/factories';
import { callLoader } from '../../tests/helpers/pages';
import type { RenderPage } from '../http';

/**
 * Live blogs (docs/product.md, 'Live blogs'): entries written through the API by the story's
 * author and editors, sanitized and audited; the coverage ended and reopened by editors; the
 * editor's live-only mode for the author of a published live blog; and the poll answer readers'
 * pages ask for, cached like a page and redrawn at each entry.
 */
const time = handClock('2026-11-25T03:00:00Z');
const { clock } = time;

/** The poll route as React Router serves it; everything else is not here. */
const standIn: RenderPage = async (request, context: AppLoadContext) => {
  const url = new URL(request.url);
  const match = /^\/news\/([^/]+)\/live$/.exec(url.pathname);
  if (!match) return new Response('not here', { status: 404 });
  return liveUpdatesLoader({ context, request, url, params: { slug: match[1] } } as never);
};

let t: TestApp;
beforeEach(async () => {
  time.set('2026-11-25T03:00:00Z');
  t = await createTestApp({ env: { SITE_TIMEZONE: 'Asia/Kolkata' }, services: { clock }, renderPage: standIn });
});
afterEach(() => t.close());

type Auth = Record<string, string>;
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const story = async (auth: Auth, fields: Record<string, string> = {}) => {
  const res = await t.app.request('/api/news', {
    method: 'POST',
    headers: auth,
    body: articleForm({
      title: `Election night ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Results as they come in.',
      content: '<p>Counting has begun in every district.</p>',
      status: 'published',
      liveBlog: 'true',
      ...fields,
    }),
  });
  expect(res.status).toBe(201);
  return json<Article>(res);
};
const post = (auth: Auth, id: string, body: Record<string, unknown>) =>
  t.app.request(`/api/news/${id}/live`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const poll = (slug: string, after: number | string) => t.app.request(`/news/${slug}/live?after=${after}`);

describe('live blogs through the API', () => {
  it('lets the story’s author and editors post entries, sanitized, and nobody else', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const author = await signedInAs(t.services, 'author');
    const other = await signedInAs(t.services, 'author');
    const reader = await signedInAs(t.services, 'reader');
    const blog = await story(editor.auth);
    const own = await story(author.auth, { status: 'draft' });

    expect((await post({}, blog._id, { body: '<p>x</p>' })).status).toBe(401);
    expect((await post(reader.auth, blog._id, { body: '<p>x</p>' })).status).toBe(403);
    expect((await post(other.auth, blog._id, { body: '<p>x</p>' })).status).toBe(403);
    expect((await post(author.auth, blog._id, { body: '<p>x</p>' })).status).toBe(403);
    expect((await post(author.auth, own._id, { body: '<p>Prepared before it goes out</p>' })).status).toBe(201);

    const res = await post(editor.auth, blog._id, {
      title: 'Polls close',
      body: '<p>Counting starts now.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      keyEvent: true,
    });
    expect(res.status).toBe(201);
    const entry = await json<LiveEntry>(res);
    expect(entry).toMatchObject({ title: 'Polls close', keyEvent: true, pinned: false, editedAt: null });
    expect(entry.createdAt).toBe('2026-11-25T03:00:00.000Z');
    expect(entry.body).not.toMatch(/script|onerror/);
    expect(entry.body).toContain('Counting starts now.');

    // The story counts as changed then: its modified time (JSON-LD, feeds, sitemap) follows.
    time.set('2026-11-25T03:05:00Z');
    await post(editor.auth, blog._id, { body: '<p>First results.</p>' });
    const after = await json<Article>(await t.app.request(`/api/news/${blog._id}`));
    expect(after.updatedAt).toBe('2026-11-25T03:05:00.000Z');
    // The feeds carry the live blog as one item, updated at its newest entry.
    const atom = await (await t.app.request('/atom.xml')).text();
    const item = atom.slice(atom.indexOf(`<title>${blog.title}</title>`));
    expect(item.slice(0, item.indexOf('</entry>'))).toContain('<updated>2026-11-25T03:05:00Z</updated>');
    const audit = await t.services.audit.list({ action: 'live.add', page: 1, limit: 5 });
    expect(audit.items).toHaveLength(3);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const blog = await story(editor.auth);
    const plain = await story(editor.auth, { liveBlog: 'false' });
    for (const body of [
      {},
      { body: '<p> </p>' },
      { body: '<script>x</script>' },
      { body: 'x', title: 'y'.repeat(201) },
    ]) {
      const res = await post(editor.auth, blog._id, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_input' });
    }
    expect((await post(editor.auth, plain._id, { body: '<p>x</p>' })).status).toBe(409);
    expect((await post(editor.auth, '00000000-0000-4000-8000-000000000000', { body: '<p>x</p>' })).status).toBe(404);
    const coverage = await json<LiveCoverage>(await t.app.request(`/api/news/${blog._id}/live`));
    expect(coverage).toEqual({ entries: [], endedAt: null });
    expect((await t.app.request(`/api/news/${blog._id}/live?before=abc`)).status).toBe(400);
  });

  it('edits and deletes entries, one pinned at a time; editors end and reopen the coverage', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const author = await signedInAs(t.services, 'author');
    const blog = await story(editor.auth);
    const first = await json<LiveEntry>(await post(editor.auth, blog._id, { body: '<p>One</p>', pinned: true }));
    const second = await json<LiveEntry>(await post(editor.auth, blog._id, { body: '<p>Two</p>', pinned: true }));
    let coverage = await json<LiveCoverage>(await t.app.request(`/api/news/${blog._id}/live`));
    expect(coverage.entries.map((e) => [e._id, e.pinned])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);

    time.set('2026-11-25T03:10:00Z');
    const edited = await t.app.request(`/api/news/${blog._id}/live/${first._id}`, {
      method: 'PUT',
      headers: { ...editor.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'One, corrected', body: '<p>One, corrected</p>' }),
    });
    expect(await json(edited)).toMatchObject({ title: 'One, corrected', editedAt: '2026-11-25T03:10:00.000Z' });
    expect(
      (await t.app.request(`/api/news/${blog._id}/live/999999`, { method: 'DELETE', headers: editor.auth })).status,
    ).toBe(404);
    expect(
      (await t.app.request(`/api/news/${blog._id}/live/${second._id}`, { method: 'DELETE', headers: editor.auth }))
        .status,
    ).toBe(200);

    expect(
      (await t.app.request(`/api/news/${blog._id}/live/end`, { method: 'POST', headers: author.auth })).status,
    ).toBe(403);
    const ended = await json<LiveCoverage>(
      await t.app.request(`/api/news/${blog._id}/live/end`, { method: 'POST', headers: editor.auth }),
    );
    expect(ended.endedAt).toBe('2026-11-25T03:10:00.000Z');
    expect((await post(editor.auth, blog._id, { body: '<p>Late</p>' })).status).toBe(409);
    await t.app.request(`/api/news/${blog._id}/live/reopen`, { method: 'POST', headers: editor.auth });
    expect((await post(editor.auth, blog._id, { body: '<p>Back on</p>' })).status).toBe(201);
    coverage = await json<LiveCoverage>(await t.app.request(`/api/news/${blog._id}/live`));
    expect(coverage.entries.map((e) => e.title ?? e.body)).toEqual(['<p>Back on</p>', 'One, corrected']);
    const actions = (await t.services.audit.list({ page: 1, limit: 20 })).items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['live.update', 'live.delete', 'live.end', 'live.reopen']));
  });

  it('shows an unpublished live blog’s entries only to those who write in it', async () => {
    const author = await signedInAs(t.services, 'author');
    const other = await signedInAs(t.services, 'author');
    const draft = await story(author.auth, { status: 'draft' });
    expect((await t.app.request(`/api/news/${draft._id}/live`)).status).toBe(401);
    expect((await t.app.request(`/api/news/${draft._id}/live`, { headers: other.auth })).status).toBe(403);
    expect((await t.app.request(`/api/news/${draft._id}/live`, { headers: author.auth })).status).toBe(200);
  });
});

describe('the editor for a live blog’s author, once an editor looks after the story', () => {
  const put = (auth: Auth, id: string, fields: Record<string, string>) =>
    t.app.request(`/api/news/${id}`, { method: 'PUT', headers: auth, body: articleForm(fields) });
  const editorPage = (viewer: Parameters<typeof callLoader>[2], id: string) =>
    callLoader(editorLoader, t, viewer, `/admin/news/${id}/edit`, { id });

  it('opens the author’s own published live blog for its live updates only, and refuses the rest', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const author = await signedInAs(t.services, 'author');
    const other = await signedInAs(t.services, 'author');
    // The reporter writes the story; an editor publishes it.
    const blog = await story(author.auth, { status: 'review', title: 'Cyclone makes landfall' });
    expect((await put(editor.auth, blog._id, { status: 'published' })).status).toBe(200);
    const plain = await story(author.auth, { status: 'review', liveBlog: 'false' });
    expect((await put(editor.auth, plain._id, { status: 'published' })).status).toBe(200);
    const draft = await story(author.auth, { status: 'draft' });

    const opened = await editorPage(author.viewer, blog._id);
    expect(opened).toMatchObject({ mode: 'live', canPublish: false, article: { _id: blog._id, status: 'published' } });
    // Their own drafts open whole, as before; editors open every story whole.
    expect(await editorPage(author.viewer, draft._id)).toMatchObject({ mode: 'full' });
    expect(await editorPage(editor.viewer, blog._id)).toMatchObject({ mode: 'full', canPublish: true });
    // Another author's live blog, and the author's own published story that is no live blog: 403 pages.
    await expect(editorPage(other.viewer, blog._id)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(editorPage(author.viewer, plain._id)).rejects.toMatchObject({ init: { status: 403 } });

    // Saving the story's fields is refused by the use case (the editor saves through the API).
    for (const status of ['published', 'draft', 'review']) {
      expect(
        (await put(author.auth, blog._id, { title: 'Cyclone: a headline the author rewrote', status })).status,
      ).toBe(403);
    }
    expect((await put(author.auth, blog._id, { title: 'Rewritten through the API' })).status).toBe(403);
    const unchanged = await json<Article>(await t.app.request(`/api/news/${blog._id}`));
    expect(unchanged).toMatchObject({ title: 'Cyclone makes landfall', status: 'published' });
    expect((await t.services.audit.list({ action: 'article.update', page: 1, limit: 5 })).total).toBe(0);

    // What the panel does, the author may: post, change and delete entries.
    const entry = await json<LiveEntry>(await post(author.auth, blog._id, { body: '<p>Winds at 150 km/h.</p>' }));
    const changed = await t.app.request(`/api/news/${blog._id}/live/${entry._id}`, {
      method: 'PUT',
      headers: { ...author.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ body: '<p>Winds at 160 km/h.</p>' }),
    });
    expect(changed.status).toBe(200);
    const removed = await t.app.request(`/api/news/${blog._id}/live/${entry._id}`, {
      method: 'DELETE',
      headers: author.auth,
    });
    expect(removed.status).toBe(200);
    expect((await post(other.auth, blog._id, { body: '<p>Not mine to write</p>' })).status).toBe(403);

    // The admin lists link the author there: 'Post live updates', not 'Edit'; 'Live updates' once ended.
    const rowOf = async (viewer: Parameters<typeof callLoader>[2]) => {
      const list = await callLoader(articlesLoader, t, viewer, '/admin/articles');
      const dashboard = await callLoader(dashboardLoader, t, viewer, '/admin');
      const row = list.articles.find((a) => a._id === blog._id);
      const recent = dashboard.recent.find((a) => a._id === blog._id);
      expect(recent).toMatchObject({ canEdit: row?.canEdit, liveOnly: row?.liveOnly, liveEnded: row?.liveEnded });
      return row;
    };
    expect(await rowOf(author.viewer)).toMatchObject({ canEdit: false, liveOnly: true, liveEnded: false });
    expect(await rowOf(other.viewer)).toMatchObject({ canEdit: false, liveOnly: false });
    expect(await rowOf(editor.viewer)).toMatchObject({ canEdit: true, liveOnly: false });
    const list = await callLoader(articlesLoader, t, author.viewer, '/admin/articles');
    expect(list.articles.find((a) => a._id === plain._id)).toMatchObject({ canEdit: false, liveOnly: false });
    expect(list.articles.find((a) => a._id === draft._id)).toMatchObject({ canEdit: true, liveOnly: false });

    await t.app.request(`/api/news/${blog._id}/live/end`, { method: 'POST', headers: editor.auth });
    expect(await rowOf(author.viewer)).toMatchObject({ liveOnly: true, liveEnded: true });
    expect(await editorPage(author.viewer, blog._id)).toMatchObject({ mode: 'live' });
  });
});

describe('the poll answer readers’ pages ask for', () => {
  it('answers the entries after the page’s newest as HTML, from the cache until an entry is written', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const blog = await story(editor.auth);
    const first = await json<LiveEntry>(
      await post(editor.auth, blog._id, { title: 'Polls close', body: '<p>One</p>' }),
    );

    const answer = await poll(blog.slug, 0);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain(`data-newest="${first._id}"`);
    expect(html).toContain('data-ended="false"');
    expect(html).toContain('Polls close');
    // Times in the site's zone.
    expect(html).toContain('8:30');
    expect((await poll(blog.slug, 0)).headers.get('x-cache')).toBe('HIT');
    expect(await (await poll(blog.slug, first._id)).text()).toBe(
      '<div data-live-poll="true" data-newest="" data-ended="false"></div>',
    );

    const second = await json<LiveEntry>(await post(editor.auth, blog._id, { body: '<p>Two</p>' }));
    const next = await poll(blog.slug, first._id);
    expect(next.headers.get('x-cache')).toBe('MISS');
    expect(await next.text()).toContain(`data-live-entry="${second._id}"`);

    await t.app.request(`/api/news/${blog._id}/live/end`, { method: 'POST', headers: editor.auth });
    expect(await (await poll(blog.slug, second._id)).text()).toContain('data-ended="true"');
  });

  it('refuses a bad cursor, and answers 404 for a story that is no published live blog', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const blog = await story(editor.auth);
    const plain = await story(editor.auth, { liveBlog: 'false' });
    const draft = await story(editor.auth, { status: 'draft' });
    expect((await poll(blog.slug, 'abc')).status).toBe(400);
    expect((await poll(plain.slug, 0)).status).toBe(404);
    expect((await poll(draft.slug, 0)).status).toBe(404);
    expect((await poll('no-such-story', 0)).status).toBe(404);
  });
});
