import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { loader as articleLoader, meta as articleMeta } from '../../app/routes/article';
import { PREVIEW_TEXTS } from '../../core/preview';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { handClock, insertArticle, signedInAs } from '../../tests/helpers/factories';
import { answerOf, callLoader } from '../../tests/helpers/pages';
import type { RenderPage } from '../http';

/**
 * Preview (docs/product.md, 'Preview'): a story not out yet, drawn by the article page's own
 * route at /preview/<id> for staff who may see it and for holders of a preview link until it
 * expires or is withdrawn; never indexed, never cached, never counted as a view.
 */
const time = handClock('2026-11-27T10:00:00Z');
const { clock } = time;

/** The preview route as React Router serves it (its loader), answering plain HTML. */
const standIn: RenderPage = async (request, context: AppLoadContext) => {
  const url = new URL(request.url);
  const match = /^\/preview\/([^/]+)$/.exec(url.pathname);
  if (!match) return new Response('not here', { status: 404 });
  try {
    const loaded = await articleLoader({ context, request, url, params: { id: match[1] } } as never);
    return new Response(`<html><body><h1>${loaded.article.title}</h1></body></html>`, {
      headers: { 'Content-Type': 'text/html' },
    });
  } catch (thrown) {
    const { status } = answerOf(thrown);
    return new Response('<html><body>refused</body></html>', { status, headers: { 'Content-Type': 'text/html' } });
  }
};

let t: TestApp;
beforeEach(async () => {
  time.set('2026-11-27T10:00:00Z');
  t = await createTestApp({ services: { clock }, renderPage: standIn });
});
afterEach(() => t.close());

type Loaded = Awaited<ReturnType<typeof articleLoader>>;
const open = (viewer: Parameters<typeof callLoader>[2], id: string, token?: string) =>
  callLoader(articleLoader, t, viewer, `/preview/${id}${token ? `?token=${encodeURIComponent(token)}` : ''}`, {
    id,
  }) as Promise<Loaded>;
/** The status and body a refused loader threw. */
const refusal = async (loading: Promise<unknown>) => {
  try {
    await loading;
  } catch (thrown) {
    return answerOf(thrown);
  }
  throw new Error('the loader did not refuse');
};

async function draftBy(authorId: string | null, status: 'draft' | 'review' | 'scheduled' | 'published' = 'draft') {
  return insertArticle(t.database.db, {
    title: `Kochi fishers trial solar cold boxes ${Math.random().toString(36).slice(2, 7)}`,
    status,
    authorId,
    publishedAt: status === 'published' ? new Date('2026-11-27T08:00:00Z') : null,
    publishAt: status === 'scheduled' ? new Date('2026-11-28T03:30:00Z') : null,
    submittedAt: status === 'review' ? new Date('2026-11-27T09:00:00Z') : null,
  });
}

async function linkFor(auth: Record<string, string>, id: string, days?: number) {
  const res = await t.app.request(`/api/news/${id}/preview-link`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(days ? { days } : {}),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { url: string; expiresAt: string; days: number };
  return { ...body, token: new URL(body.url).searchParams.get('token') ?? '' };
}

describe('the preview page for staff', () => {
  it('shows a draft, a story in review and a scheduled one to their author, and every story to an editor', async () => {
    const author = await signedInAs(t.services, 'author');
    const editor = await signedInAs(t.services, 'editor');
    for (const status of ['draft', 'review', 'scheduled'] as const) {
      const story = await draftBy(author.viewer._id, status);
      const mine = await open(author.viewer, story._id);
      expect(mine.article.title).toBe(story.title);
      expect(mine.article.status).toBe(status);
      expect(mine.preview).toEqual({ via: 'staff', linkExpiresAt: null, canEdit: status !== 'scheduled' });
      const theirs = await open(editor.viewer, story._id);
      expect(theirs.preview).toMatchObject({ via: 'staff', canEdit: true });
    }
  });

  it("refuses another author's draft (403), an unknown story (404) and a signed-out visitor without a link (401)", async () => {
    const author = await signedInAs(t.services, 'author');
    const colleague = await signedInAs(t.services, 'author');
    const reader = await signedInAs(t.services, 'reader');
    const story = await draftBy(colleague.viewer._id);
    expect((await refusal(open(author.viewer, story._id))).status).toBe(403);
    expect((await refusal(open(reader.viewer, story._id))).status).toBe(403);
    expect((await refusal(open(author.viewer, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await refusal(open(author.viewer, 'not-an-id'))).status).toBe(404);
    const signedOut = await refusal(open(null, story._id));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({
      preview: 'sign-in',
      message: PREVIEW_TEXTS.signIn,
      signIn: `/login?redirectTo=${encodeURIComponent(`/preview/${story._id}`)}`,
    });
  });

  it('a published story previews its saved version; the page is noindex and counts no view', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await draftBy(null, 'published');
    const loaded = await open(editor.viewer, story._id);
    expect(loaded.preview?.via).toBe('staff');
    const tags = articleMeta({ data: loaded, matches: [], error: undefined } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    // The reading page itself stays indexable.
    const reading = await callLoader(articleLoader, t, null, `/news/${story.slug}`, { slug: story.slug });
    expect(reading.preview).toBeNull();
    expect(articleMeta({ data: reading, matches: [], error: undefined } as never)).not.toContainEqual({
      name: 'robots',
      content: 'noindex, nofollow',
    });
  });
});

describe('preview links', () => {
  it('open the story signed out, for 7 days by default or 1 day, and say when they end', async () => {
    const author = await signedInAs(t.services, 'author');
    const story = await draftBy(author.viewer._id);
    const week = await linkFor(author.auth, story._id);
    expect(week.url).toBe(`http://news.test/preview/${story._id}?token=${encodeURIComponent(week.token)}`);
    expect(week.expiresAt).toBe('2026-12-04T10:00:00.000Z');
    const day = await linkFor(author.auth, story._id, 1);
    expect(day.expiresAt).toBe('2026-11-28T10:00:00.000Z');

    const loaded = await open(null, story._id, week.token);
    expect(loaded.article.title).toBe(story.title);
    expect(loaded.preview).toEqual({ via: 'link', linkExpiresAt: '2026-12-04T10:00:00.000Z', canEdit: false });
    // A signed-in reader with the link sees it too.
    const reader = await signedInAs(t.services, 'reader');
    expect((await open(reader.viewer, story._id, day.token)).preview?.via).toBe('link');
  });

  it('an expired link is refused with 410 and says so; the other link still works', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await draftBy(null, 'review');
    const day = await linkFor(editor.auth, story._id, 1);
    const week = await linkFor(editor.auth, story._id, 7);
    time.set('2026-11-28T10:00:01Z');
    const expired = await refusal(open(null, story._id, day.token));
    expect(expired).toEqual({
      status: 410,
      body: expect.objectContaining({ preview: 'expired', message: PREVIEW_TEXTS.expired }),
    });
    expect((await open(null, story._id, week.token)).preview?.via).toBe('link');
  });

  it('a forged, changed or borrowed token is refused (403) clearly', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await draftBy(null);
    const other = await draftBy(null);
    const { token } = await linkFor(editor.auth, story._id);
    const [version, issued, expires, mac] = token.split('.');
    // A later end with the old signature.
    const longer = [version, issued, (parseInt(expires ?? '0', 36) + 86_400 * 30).toString(36), mac].join('.');
    for (const bad of [
      longer,
      `${token}x`,
      'p1.1.1.abc',
      'nonsense',
      token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ]) {
      const refused = await refusal(open(null, story._id, bad));
      expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: PREVIEW_TEXTS.invalid }) });
    }
    // Another story's link does not open this one.
    expect((await refusal(open(null, other._id, token))).status).toBe(403);
  });

  it('are withdrawn by the editor: every link made before is refused, a new one works', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await draftBy(null);
    const old = await linkFor(editor.auth, story._id);
    time.set('2026-11-27T11:00:00Z');
    const res = await t.app.request(`/api/news/${story._id}/preview-link`, { method: 'DELETE', headers: editor.auth });
    expect(res.status).toBe(200);
    const refused = await refusal(open(null, story._id, old.token));
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: PREVIEW_TEXTS.revoked }) });
    time.set('2026-11-27T11:00:05Z');
    const fresh = await linkFor(editor.auth, story._id);
    expect((await open(null, story._id, fresh.token)).preview?.via).toBe('link');
  });

  it('are made only by those who may see the story, with 1 or 7 days, and audited without the token', async () => {
    const author = await signedInAs(t.services, 'author');
    const colleague = await signedInAs(t.services, 'author');
    const reader = await signedInAs(t.services, 'reader');
    const story = await draftBy(colleague.viewer._id);
    const post = (headers: Record<string, string>, body: unknown = {}) =>
      t.app.request(`/api/news/${story._id}/preview-link`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({})).status).toBe(401);
    expect((await post(reader.auth)).status).toBe(403);
    expect((await post(author.auth)).status).toBe(403);
    const bad = await post(colleague.auth, { days: 30 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_input', fields: { days: 'must be 1 or 7' } });
    expect(
      (
        await t.app.request('/api/news/00000000-0000-4000-8000-000000000000/preview-link', {
          method: 'POST',
          headers: colleague.auth,
        })
      ).status,
    ).toBe(404);
    const made = await linkFor(colleague.auth, story._id, 1);
    const { items: records } = await t.services.audit.list({ action: 'article.preview-link', page: 1, limit: 10 });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actorId: colleague.viewer._id,
      targetId: story._id,
      details: { days: 1, expiresAt: made.expiresAt, status: 'draft' },
    });
    expect(JSON.stringify(records[0])).not.toContain(made.token.split('.')[3] ?? '');
  });
});

describe('the preview page over HTTP', () => {
  it('with a valid link: 200, private no-store, X-Robots-Tag noindex, no Surrogate-Key, never stored in the page cache', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await draftBy(null);
    const { token } = await linkFor(editor.auth, story._id);
    const cached = t.services.pageCache.size;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(`/preview/${story._id}?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(story.title);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
      expect(res.headers.get('surrogate-key')).toBeNull();
      expect(res.headers.get('x-cache')).toBeNull();
    }
    // Under another letter case or as a data request, too.
    for (const path of [`/PREVIEW/${story._id}`, `/preview/${story._id}.data`]) {
      const res = await t.app.request(`${path}?token=${encodeURIComponent(token)}`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(t.services.pageCache.size).toBe(cached);
  });

  it('signed out without a link: 401; with an expired one: 410; neither cached', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await draftBy(null);
    const { token } = await linkFor(editor.auth, story._id, 1);
    expect((await t.app.request(`/preview/${story._id}`)).status).toBe(401);
    time.set('2026-11-29T10:00:00Z');
    const res = await t.app.request(`/preview/${story._id}?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(410);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(t.services.pageCache.size).toBe(0);
  });

  it('a preview counts no view: a view of a story not out is refused (the page names no article to count: tests/e2e/preview.spec.ts)', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await draftBy(null);
    const view = await t.app.request(`/api/news/${story._id}/view`, {
      method: 'POST',
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', Origin: 'http://news.test' },
    });
    expect(view.status).toBe(404);
    const loaded = await open(editor.viewer, story._id);
    expect(loaded.preview).not.toBeNull();
  });
});
