import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleList } from '../../core/article';
import type { Role } from '../../core/roles';
import { action as dashboardAction, loader as dashboardLoader } from '../../app/routes/admin/dashboard';
import * as editorPage from '../../app/routes/admin/editor';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';

/**
 * The news pages as adapters, called in-process as React Router calls them: the editor's
 * loader (it saves through the API), the dashboard's list and its Delete button. The rules themselves are
 * NewsCommands' (news.commands.test.ts); these check what each page makes of them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const viewerOf = async (role: Role) => (await signedInAs(t.services, role)).viewer;
const BODY = '<p>' + 'Monsoon rains reached the coast early this year. '.repeat(40) + '</p>';
const fields = (extra: Record<string, string | Blob> = {}): Record<string, string | Blob> => ({
  title: `Monsoon reaches Kerala ${Math.random().toString(36).slice(2, 8)}`,
  category: 'India',
  description: 'The south-west monsoon set in over Kerala on Thursday, the weather office said.',
  content: BODY,
  status: 'draft',
  featured: 'false',
  trending: 'false',
  keywords: JSON.stringify(['monsoon']),
  tags: JSON.stringify(['weather']),
  ...extra,
});

/** A refusal's form answer and status (`answerOf`). */
function refusalOf(result: unknown) {
  const { body, status } = answerOf(result);
  return { data: body as { ok: false; message: string; fields?: Record<string, string> }, init: { status } };
}

async function actionsOf(id: string) {
  const { items } = await t.services.audit.list({ page: 1, limit: 100 });
  return items
    .filter((r) => r.targetId === id)
    .map((r) => r.action)
    .reverse();
}

describe('the editor page', () => {
  it('has no action: it saves through the API (POST and PUT /api/news), its one path for a save', () => {
    expect(Object.keys(editorPage)).not.toContain('action');
  });

  it('opens an author’s own draft, and answers another’s with a 403 page and a missing one with a 404', async () => {
    const author = await viewerOf('author');
    const colleague = await viewerOf('author');
    const mine = await insertArticle(t.database.db, { status: 'draft', authorId: author._id, publishedAt: null });
    const theirs = await insertArticle(t.database.db, { status: 'draft', authorId: colleague._id, publishedAt: null });
    const open = (id: string) => callLoader(editorPage.loader, t, author, `/admin/news/${id}/edit`, { id });
    expect((await open(mine._id)).article?._id).toBe(mine._id);
    await expect(open(theirs._id)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(open('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ init: { status: 404 } });
    // Nobody signed in: the sign-in page, coming back here.
    const anonymous = await callLoader(editorPage.loader, t, null, '/admin/news/new').catch((e: unknown) => e);
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).headers.get('location')).toBe('/login?redirectTo=%2Fadmin%2Fnews%2Fnew');
  });
});

describe('the dashboard’s Delete button', () => {
  const images = () => {
    try {
      return readdirSync(path.join(t.config.dataDir, 'uploads', 'images'));
    } catch {
      return [];
    }
  };

  it('deletes for an editor; the uploaded picture stays in the media library', async () => {
    const { viewer: editor, auth } = await signedInAs(t.services, 'editor');
    const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#0a7' } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    for (const [key, value] of Object.entries(fields())) body.append(key, value);
    body.append('image', new Blob([new Uint8Array(photo)]), 'photo.jpg');
    const res = await t.app.request('/api/news', { method: 'POST', headers: auth, body });
    expect(res.status).toBe(201);
    const created = { article: (await res.json()) as Article };
    const image = created.article.image ?? '';
    const filesOf = () => images().filter((name) => name.startsWith(image.slice(-36)));
    expect(filesOf().length).toBeGreaterThan(0);

    const answer = await callAction(dashboardAction, t, editor, '/admin', { id: created.article._id });
    expect(answer).toEqual({ ok: true, message: 'Article deleted.' });
    expect(filesOf()).toHaveLength(9);
    expect(await t.services.news.findRow(created.article._id)).toBeNull();
    expect(await actionsOf(created.article._id)).toEqual(['article.create', 'article.delete']);

    const gone = refusalOf(
      await callAction(dashboardAction, t, editor, '/admin', {
        id: created.article._id,
      }),
    );
    expect(gone).toMatchObject({
      init: { status: 404 },
      data: { ok: false, message: 'That article no longer exists.' },
    });
  });

  it('refuses an author, and deletes nothing', async () => {
    const article = await insertArticle(t.database.db);
    const author = await viewerOf('author');
    const refused = refusalOf(await callAction(dashboardAction, t, author, '/admin', { id: article._id }));
    expect(refused.init.status).toBe(403);
    expect(refused.data).toMatchObject({ ok: false, message: 'You do not have permission to do that' });
    expect(await t.services.news.findRow(article._id)).not.toBeNull();
  });
});

describe('an author’s dashboard among colleagues’ newer drafts', () => {
  it('lists published work and only their own unpublished work, on the page and from the API', async () => {
    const fresh = await createTestApp();
    try {
      const author = await signedInAs(fresh.services, 'author');
      const colleague = await signedInAs(fresh.services, 'author');
      const db = fresh.database.db;
      const hour = 3_600_000;
      await insertArticle(db, { title: 'My draft', status: 'draft', authorId: author.viewer._id, publishedAt: null });
      await insertArticle(db, { title: 'Published piece', authorId: colleague.viewer._id });
      // Newer than anything of the author's: twelve drafts that would fill the list of ten.
      for (let i = 0; i < 12; i++) {
        await insertArticle(db, {
          title: `Colleague’s embargoed draft ${i}`,
          status: 'draft',
          authorId: colleague.viewer._id,
          publishedAt: null,
          createdAt: new Date(Date.now() + (i + 1) * hour),
        });
      }
      const dashboard = await callLoader(dashboardLoader, fresh, author.viewer, '/admin');
      expect(dashboard.recent.map((a) => [a.title, a.canEdit])).toEqual([
        ['My draft', true],
        ['Published piece', false],
      ]);
      expect(dashboard.stats.drafts.value).toBe(1);
      const res = await fresh.app.request('/api/news?status=all&limit=100', { headers: author.auth });
      const listed = ((await res.json()) as ArticleList).news.map((a) => a.title);
      expect(listed.sort()).toEqual(['My draft', 'Published piece']);
    } finally {
      await fresh.close();
    }
  });
});
