import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { parseSeoQuery, type SeoQuery } from '../../core/seo';
import { loader as seoLoader } from '../../app/routes/admin/seo';
import { articles, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { pageContext } from '../../tests/helpers/pages';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import type { Viewer } from '../auth/auth.service';

/**
 * The SEO report, one page at a time: filters by band, category and author in the service, a
 * summary of the whole filtered set, an author's view limited by `visibleTo`, and meta tags
 * judged as the article's page outputs them.
 */
let t: TestApp;
let author: Viewer;
let colleague: Viewer;
let admin: Viewer;

const words = { poor: 10, fair: 400, good: 1200 } as const;
/** 24 published Technology stories of the admin's: 8 poor (50), 8 fair (65), 8 good (95, keyword in the body). */
const TECH = 24;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  author = (await signedInAs(t.services, 'author', 'asha.author')).viewer;
  colleague = (await signedInAs(t.services, 'author', 'bela.colleague')).viewer;
  admin = (await signedInAs(t.services, 'admin', 'chief.admin')).viewer;
  await db.update(users).set({ firstName: 'Bela', lastName: 'Rao' }).where(eq(users.id, colleague._id));
  for (let i = 0; i < TECH; i++) {
    const band = (['poor', 'fair', 'good'] as const)[i % 3] as keyof typeof words;
    await insertArticle(db, {
      title: `Tech ${band} ${String(i).padStart(2, '0')}`,
      category: 'Technology',
      authorId: admin._id,
      wordCount: words[band],
      focusKeyword: band === 'good' ? 'chips' : null,
      content: band === 'good' ? '<p>New <b>chips</b> arrive.</p>' : '<p>Body.</p>',
    });
  }
  // An author's own draft, a colleague's draft and a colleague's published story (Sports).
  await insertArticle(db, { title: 'Asha draft', category: 'Sports', status: 'draft', authorId: author._id });
  await insertArticle(db, {
    title: 'Bela embargoed draft',
    category: 'Sports',
    status: 'draft',
    authorId: colleague._id,
  });
  await insertArticle(db, { title: 'Bela published', category: 'Sports', authorId: colleague._id, wordCount: 1200 });
  // Someone who only has a draft: their name is not for other authors to see either.
  const hidden = (await signedInAs(t.services, 'author', 'hidden.writer')).viewer;
  await insertArticle(db, { title: 'Hidden writer draft', category: 'Health', status: 'draft', authorId: hidden._id });
});
afterAll(() => t.close());

const query = (search = ''): SeoQuery => parseSeoQuery(new URLSearchParams(search));

function contextFor(viewer: Viewer): AppLoadContext {
  return pageContext(t, viewer as AppLoadContext['viewer']);
}

async function seoPage(viewer: Viewer, search = '') {
  const url = new URL(`http://news.test/admin/seo${search ? `?${search}` : ''}`);
  const args = { context: contextFor(viewer), url, request: new Request(url), params: {} };
  return seoLoader(args as Parameters<typeof seoLoader>[0]);
}

describe('the SEO report service', () => {
  it('answers 20 a page, worst first, with the summary of everything', async () => {
    const first = await t.services.news.seoReports('everything', query());
    expect(first.reports).toHaveLength(20);
    expect(first.pagination).toMatchObject({ page: 1, totalPages: 2, totalItems: 28, hasNextPage: true });
    // 24 Technology + 3 Sports + 1 Health + none other; the summary counts all 28, not the page.
    expect(first.summary.total).toBe(28);
    expect(first.summary.counts.good + first.summary.counts.fair + first.summary.counts.poor).toBe(28);
    const scores = first.reports.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const second = await t.services.news.seoReports('everything', query('page=2'));
    expect(second.reports).toHaveLength(8);
    const ids = new Set([...first.reports, ...second.reports].map((r) => r._id));
    expect(ids.size).toBe(28);
  });

  it('filters by band, category and author in the service; the summary follows category and author', async () => {
    const poorTech = await t.services.news.seoReports('everything', query('category=Technology&level=poor'));
    expect(poorTech.pagination.totalItems).toBe(8);
    expect(poorTech.reports.every((r) => r.category === 'Technology' && r.level === 'poor')).toBe(true);
    expect(poorTech.summary).toEqual({ total: 24, average: 70, counts: { good: 8, fair: 8, poor: 8 } });

    const good = await t.services.news.seoReports(
      'everything',
      query('category=Technology&level=good&sort=title&dir=asc'),
    );
    expect(good.reports.map((r) => r.title)).toEqual(
      ['02', '05', '08', '11', '14', '17', '20', '23'].map((n) => `Tech good ${n}`),
    );
    expect(good.reports[0]?.score).toBe(95);

    const bela = await t.services.news.seoReports('everything', { ...query(), author: colleague._id });
    expect(bela.reports.map((r) => r.title).sort()).toEqual(['Bela embargoed draft', 'Bela published']);
  });

  it('shows an author only what visibleTo allows, with every filter', async () => {
    const all = await t.services.news.seoReports({ publishedOrAuthor: author._id }, query('category=Sports'));
    expect(all.reports.map((r) => r.title).sort()).toEqual(['Asha draft', 'Bela published']);
    expect(all.summary.total).toBe(2);
    const theirs = await t.services.news.seoReports(
      { publishedOrAuthor: author._id },
      { ...query(), author: colleague._id },
    );
    expect(theirs.reports.map((r) => r.title)).toEqual(['Bela published']);
    // The author list: accounts with an article this viewer may see, by display name.
    expect(await t.services.news.authorsVisibleTo({ publishedOrAuthor: author._id })).toEqual([
      { _id: author._id, name: 'asha.author' },
      { _id: colleague._id, name: 'Bela Rao' },
      { _id: admin._id, name: 'chief.admin' },
    ]);
    expect((await t.services.news.authorsVisibleTo('everything')).map((a) => a.name)).toContain('hidden.writer');
  });

  it('judges the meta description the page really has', async () => {
    const generated = await insertArticle(t.database.db, {
      title: 'Generated meta story',
      description: 'A summary the page uses as its meta description.',
      metaDescription: null,
      category: 'Other',
    });
    const none = await insertArticle(t.database.db, {
      title: 'No description at all',
      description: '',
      metaDescription: null,
      category: 'Other',
    });
    const page = await t.services.news.seoReports('everything', query('category=Other'));
    const codes = (id: string) => page.reports.find((r) => r._id === id)?.issues.map((i) => i.code);
    expect(codes(generated._id)).not.toContain('no-meta-description');
    expect(codes(none._id)).toContain('no-meta-description');
    await t.database.db.delete(articles).where(eq(articles.category, 'Other'));
  });

  it('sees a focus keyword added to the body once the article changes', async () => {
    const story = await insertArticle(t.database.db, {
      title: 'Keyword story',
      category: 'Entertainment',
      focusKeyword: 'festival',
      content: '<p>Nothing yet.</p>',
    });
    const scoreOf = async () =>
      (await t.services.news.seoReports('everything', query('category=Entertainment'))).reports[0]?.score;
    expect(await scoreOf()).toBe(50);
    await t.database.db
      .update(articles)
      .set({ content: '<p>The film festival opens.</p>', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(articles.id, story._id));
    expect(await scoreOf()).toBe(70);
    await t.database.db.delete(articles).where(eq(articles.id, story._id));
  });
});

describe('the SEO page', () => {
  it('keeps the filters and gives page, summary and authors', async () => {
    const page = await seoPage(admin, 'level=fair&category=technology');
    expect(page.query).toMatchObject({ level: 'fair', category: 'Technology', author: null, page: 1 });
    expect(page.reports).toHaveLength(8);
    expect(page.summary.total).toBe(24);
  });

  it('ignores values that name nothing, and an author the viewer may not see', async () => {
    const page = await seoPage(admin, 'level=excellent&category=Weather&author=not-an-id&sort=nope');
    expect(page.query).toMatchObject({ level: null, category: null, author: null, sort: 'score', dir: 'asc' });
    expect(page.summary.total).toBe(28);
    const hiddenId = (await t.services.news.authorsVisibleTo('everything')).find(
      (a) => a.name === 'hidden.writer',
    )?._id;
    const asAuthor = await seoPage(author, `author=${hiddenId}`);
    expect(asAuthor.query.author).toBeNull();
    expect(JSON.stringify(asAuthor)).not.toMatch(/hidden|embargoed/i);
  });

  it('sends a page past the end to the last page, filters kept', async () => {
    const thrown = await seoPage(admin, 'category=Technology&page=9').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/admin/seo?category=Technology&page=2');
  });
});
