import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleList } from '../../core/article';
import type { Role } from '../../core/roles';
import { action as dashboardAction, loader as dashboardLoader } from '../../app/routes/admin/dashboard';
import { action as editorAction, loader as editorLoader } from '../../app/routes/admin/editor';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { answerOf, callAction, callLoader } from '../../tests/helpers/pages';
import { AUTHORS_SAVE_DRAFTS } from './article-access';

/**
 * The news pages as adapters, called in-process as React Router calls them: the editor's
 * loader and action, the dashboard's list and its Delete button. The rules themselves are
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
  const save = (viewer: Awaited<ReturnType<typeof viewerOf>>, form: Record<string, string | Blob>, id?: string) =>
    callAction(editorAction, t, viewer, id ? `/admin/news/${id}/edit` : '/admin/news/new', form, {
      params: id ? { id } : {},
    });

  it('saves an author’s draft, and refuses their publishing with the 403 and its message', async () => {
    const author = await viewerOf('author');
    const saved = await save(author, fields());
    if (!('ok' in saved) || !saved.ok) throw new Error('expected the draft to be saved');
    expect(saved.article).toMatchObject({ status: 'draft', author: author.username });
    expect(await actionsOf(saved.article._id)).toEqual(['article.create']);

    const refused = refusalOf(await save(author, fields({ status: 'published' })));
    expect(refused.init.status).toBe(403);
    expect(refused.data).toMatchObject({ ok: false, message: AUTHORS_SAVE_DRAFTS });
    const again = refusalOf(await save(author, { status: 'published' }, saved.article._id));
    expect(again).toMatchObject({ init: { status: 403 }, data: { message: AUTHORS_SAVE_DRAFTS } });
    expect((await t.services.news.findRow(saved.article._id))?.status).toBe('draft');
  });

  it('lets an editor publish and then change the article', async () => {
    const editor = await viewerOf('editor');
    const created = await save(editor, fields({ status: 'published' }));
    if (!('ok' in created) || !created.ok) throw new Error('expected the article to be published');
    expect(created.article.status).toBe('published');
    const id = created.article._id;
    const updated = await save(editor, { description: 'Updated: the monsoon covered all of Kerala by Friday.' }, id);
    if (!('ok' in updated) || !updated.ok) throw new Error('expected the article to be updated');
    expect(updated.article).toMatchObject({
      _id: id,
      status: 'published',
      description: 'Updated: the monsoon covered all of Kerala by Friday.',
      title: created.article.title,
    });
    expect(await actionsOf(id)).toEqual(['article.publish', 'article.update']);
  });

  it('answers invalid input with the fields named and a 400, and saves nothing', async () => {
    const editor = await viewerOf('editor');
    const title = 'A story about nowhere in particular';
    const refused = refusalOf(await save(editor, fields({ title, category: 'Mars' })));
    expect(refused.init.status).toBe(400);
    expect(refused.data.message).toBe('Please correct the highlighted fields.');
    expect(refused.data.fields).toHaveProperty('category');
    const list = await t.services.news.list({ status: 'all', page: 1, limit: 100 });
    expect(list.news.map((a) => a.title)).not.toContain(title);
  });

  it('opens an author’s own draft, and answers another’s with a 403 page and a missing one with a 404', async () => {
    const author = await viewerOf('author');
    const colleague = await viewerOf('author');
    const mine = await insertArticle(t.database.db, { status: 'draft', authorId: author._id, publishedAt: null });
    const theirs = await insertArticle(t.database.db, { status: 'draft', authorId: colleague._id, publishedAt: null });
    const open = (id: string) => callLoader(editorLoader, t, author, `/admin/news/${id}/edit`, { id });
    expect((await open(mine._id)).article?._id).toBe(mine._id);
    await expect(open(theirs._id)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(open('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ init: { status: 404 } });
    // Nobody signed in: the sign-in page, coming back here.
    const anonymous = await callLoader(editorLoader, t, null, '/admin/news/new').catch((e: unknown) => e);
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

  it('deletes for an editor, the uploaded picture’s files with the article', async () => {
    const editor = await viewerOf('editor');
    const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#0a7' } })
      .jpeg()
      .toBuffer();
    const created = await callAction(editorAction, t, editor, '/admin/news/new', {
      ...fields(),
      image: new Blob([new Uint8Array(photo)]),
    });
    if (!('ok' in created) || !created.ok) throw new Error('expected the article to be saved');
    const image = created.article.image ?? '';
    const filesOf = () => images().filter((name) => name.startsWith(image.slice(-36)));
    expect(filesOf().length).toBeGreaterThan(0);

    const answer = await callAction(dashboardAction, t, editor, '/admin', { id: created.article._id });
    expect(answer).toEqual({ ok: true, message: 'Article deleted.' });
    expect(filesOf()).toEqual([]);
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
