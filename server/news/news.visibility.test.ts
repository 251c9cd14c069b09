import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { ArticleList } from '../../core/article';
import type { Role } from '../../core/roles';
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard';
import { loader as seoLoader } from '../../app/routes/admin/seo';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { pageContext } from '../../tests/helpers/pages';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';

/**
 * Who sees which unpublished article, on every list that shows them: the API, the dashboard
 * (recent articles and figures) and the SEO page. One rule (`visibilityFor`, server/news/article-access.ts) behind all of them.
 */
let t: TestApp;
let author: Awaited<ReturnType<typeof signedInAs>>;
let colleague: Awaited<ReturnType<typeof signedInAs>>;
const titles = {
  mine: 'My own unfinished draft',
  mineArchived: 'My own archived piece',
  theirs: 'Embargoed budget leak draft',
  theirsArchived: 'Someone else’s archived piece',
  nobody: 'Fetched story held for review',
  published: 'A published story everyone sees',
};

beforeAll(async () => {
  t = await createTestApp();
  author = await signedInAs(t.services, 'author');
  colleague = await signedInAs(t.services, 'author');
  const db = t.database.db;
  await insertArticle(db, { title: titles.mine, status: 'draft', authorId: author.viewer._id, publishedAt: null });
  await insertArticle(db, { title: titles.mineArchived, status: 'archived', authorId: author.viewer._id });
  await insertArticle(db, { title: titles.theirs, status: 'draft', authorId: colleague.viewer._id, publishedAt: null });
  await insertArticle(db, { title: titles.theirsArchived, status: 'archived', authorId: colleague.viewer._id });
  // The news fetch's drafts (INGEST_STATUS=draft) belong to nobody.
  await insertArticle(db, { title: titles.nobody, status: 'draft', authorId: null, publishedAt: null });
  await insertArticle(db, { title: titles.published, status: 'published', authorId: colleague.viewer._id });
});
afterAll(() => t.close());

const others = [titles.theirs, titles.theirsArchived, titles.nobody];
const everything = Object.values(titles).sort();

async function viewerOf(role: Role) {
  return role === 'author' ? author.viewer : (await signedInAs(t.services, role)).viewer;
}

function contextFor(viewer: AppLoadContext['viewer']): AppLoadContext {
  return pageContext(t, viewer);
}

async function dashboardFor(role: Role) {
  const url = new URL('http://news.test/admin');
  const args = { context: contextFor(await viewerOf(role)), url, request: new Request(url), params: {} };
  return dashboardLoader(args as Parameters<typeof dashboardLoader>[0]);
}

async function seoPageFor(role: Role) {
  const url = new URL('http://news.test/admin/seo');
  const args = { context: contextFor(await viewerOf(role)), url, request: new Request(url), params: {} };
  return seoLoader(args as Parameters<typeof seoLoader>[0]);
}

describe('an author', () => {
  it('sees published stories and their own unpublished work on the dashboard, never another person’s draft', async () => {
    const dashboard = await dashboardFor('author');
    const listed = dashboard.recent.map((a) => a.title);
    expect(listed.sort()).toEqual([titles.mine, titles.mineArchived, titles.published].sort());
    for (const title of others) expect(listed).not.toContain(title);
    // Their own draft is theirs to edit; the rest only to read.
    expect(dashboard.recent.filter((a) => a.canEdit).map((a) => a.title)).toEqual([titles.mine]);
    // The figures count the same articles: one draft (theirs), not three.
    expect(dashboard.stats.articles.value).toBe(3);
    expect(dashboard.stats.published.value).toBe(1);
    expect(dashboard.stats.drafts.value).toBe(1);
  });

  it('sees only those articles on the SEO page', async () => {
    const page = await seoPageFor('author');
    const listed = page.reports.map((r) => r.title);
    expect(listed.sort()).toEqual([titles.mine, titles.mineArchived, titles.published].sort());
    // No slug of another's draft either, in any field.
    expect(JSON.stringify(page)).not.toMatch(/embargoed|held-for-review|held for review/i);
  });

  it('gets the same from the API, whatever status is asked for', async () => {
    const titlesOf = async (status: string) => {
      const res = await t.app.request(`/api/news?status=${status}&limit=50`, { headers: author.auth });
      expect(res.status).toBe(200);
      return ((await res.json()) as ArticleList).news.map((a) => a.title).sort();
    };
    expect(await titlesOf('all')).toEqual([titles.mine, titles.mineArchived, titles.published].sort());
    expect(await titlesOf('draft')).toEqual([titles.mine]);
    expect(await titlesOf('archived')).toEqual([titles.mineArchived]);
    expect(await titlesOf('published')).toEqual([titles.published]);
  });
});

describe('editors and admins', () => {
  it.each(['editor', 'admin'] as const)(
    '%s sees every article on the dashboard, the SEO page and the API',
    async (role) => {
      const dashboard = await dashboardFor(role);
      expect(dashboard.recent.map((a) => a.title).sort()).toEqual(everything);
      expect(dashboard.recent.every((a) => a.canEdit)).toBe(true);
      expect(dashboard.stats.drafts.value).toBe(3);
      const page = await seoPageFor(role);
      expect(page.reports.map((r) => r.title).sort()).toEqual(everything);
      const { auth } = await signedInAs(t.services, role);
      const res = await t.app.request('/api/news?status=all&limit=50', { headers: auth });
      expect(((await res.json()) as ArticleList).news.map((a) => a.title).sort()).toEqual(everything);
    },
  );
});

describe('readers and visitors', () => {
  it('never reach these pages or unpublished lists', async () => {
    await expect(dashboardFor('reader')).rejects.toMatchObject({ init: { status: 403 } });
    const reader = await signedInAs(t.services, 'reader');
    expect((await t.app.request('/api/news?status=all', { headers: reader.auth })).status).toBe(403);
    expect((await t.app.request('/api/news?status=all')).status).toBe(401);
    // The service's own default, for any caller that names no viewer: published only.
    const list = await t.services.news.list({ status: 'all', page: 1, limit: 50 });
    expect(list.news.map((a) => a.title)).toEqual([titles.published]);
  });
});
