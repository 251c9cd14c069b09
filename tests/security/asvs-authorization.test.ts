/**
 * ASVS 5.0 level 1, V8 Authorization (docs/security.md, 'ASVS 5.0 level 1'): 8.2.1 function
 * level: readers and authors cannot reach editors' and admins' operations, on the API or the
 * pages, and a demoted account loses them at its next request; 8.2.2 object level: an author
 * never reaches another person's unpublished article, by id, slug, list, search, feed, page or
 * figures, while an editor does. Through the real app and the pages' real loaders and actions
 * (tests/helpers/pages.ts); the hidden article's title must appear in no answer.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as dashboardAction, loader as dashboardLoader } from '../../app/routes/admin/dashboard';
import { loader as editorLoader } from '../../app/routes/admin/editor';
import { loader as analyticsLoader } from '../../app/routes/admin/analytics';
import { loader as auditLoader } from '../../app/routes/admin/audit';
import { loader as messagesLoader } from '../../app/routes/admin/messages';
import { loader as schedulerLoader } from '../../app/routes/admin/scheduler';
import { loader as frontPageLoader } from '../../app/routes/admin/front-page';
import { loader as articlesLoader } from '../../app/routes/admin/articles';
import { loader as seoLoader } from '../../app/routes/admin/seo';
import { loader as settingsLoader } from '../../app/routes/admin/site-settings';
import { loader as usersLoader } from '../../app/routes/admin/users';
import { loader as articleLoader } from '../../app/routes/article';
import { loader as categoryLoader } from '../../app/routes/category';
import { loader as homeLoader } from '../../app/routes/home';
import { loader as searchLoader } from '../../app/routes/search';
import type { Viewer } from '../../server/auth/auth.service';
import { articleDailyStats, articles, users } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertArticle, publicArticlesChanged, signedInAs } from '../helpers/factories';
import { callAction, callLoader } from '../helpers/pages';
import { expectNothingStored, sendJson } from './asvs-helpers';

let t: TestApp;
let reader: Awaited<ReturnType<typeof signedInAs>>;
let author: Awaited<ReturnType<typeof signedInAs>>;
let colleague: Awaited<ReturnType<typeof signedInAs>>;
let editor: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;

/** A word no other article holds, so a search would find the hidden ones. */
const WORD = 'zanzibarquokka';
/** The colleague's draft, an archived story of theirs that was read while published, and a fetched draft. */
const HIDDEN = {
  draft: { title: `Embargoed ${WORD} merger draft`, slug: `embargoed-${WORD}-merger` },
  archived: { title: `Withdrawn ${WORD} report`, slug: `withdrawn-${WORD}-report` },
  fetched: { title: `Fetched ${WORD} story held back`, slug: `fetched-${WORD}-held` },
};
const ids: Record<keyof typeof HIDDEN, string> = { draft: '', archived: '', fetched: '' };
let published: { _id: string; slug: string };
let ownDraft: { _id: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  reader = await signedInAs(t.services, 'reader');
  author = await signedInAs(t.services, 'author');
  colleague = await signedInAs(t.services, 'author');
  editor = await signedInAs(t.services, 'editor');
  admin = await signedInAs(t.services, 'admin');
  const db = t.database.db;
  const common = { category: 'World' as const, description: `About ${WORD}`, content: `<p>${WORD} details</p>` };
  ids.draft = (
    await insertArticle(db, {
      ...common,
      ...HIDDEN.draft,
      status: 'draft',
      authorId: colleague.viewer._id,
      publishedAt: null,
    })
  )._id;
  ids.archived = (
    await insertArticle(db, { ...common, ...HIDDEN.archived, status: 'archived', authorId: colleague.viewer._id })
  )._id;
  ids.fetched = (
    await insertArticle(db, { ...common, ...HIDDEN.fetched, status: 'draft', authorId: null, publishedAt: null })
  )._id;
  // Read while it was published, before it was withdrawn: it has figures.
  await db.insert(articleDailyStats).values({ articleId: ids.archived, day: sql`current_date`, views: 500 });
  published = await insertArticle(db, { ...common, title: `Published ${WORD} story`, authorId: colleague.viewer._id });
  ownDraft = await insertArticle(db, {
    ...common,
    title: `My own ${WORD} draft`,
    status: 'draft',
    authorId: author.viewer._id,
    publishedAt: null,
  });
  publicArticlesChanged(t.services);
});
afterAll(() => t.close());

/** What a loader or action answered or threw, as text (a thrown page refusal included). */
async function settled(run: () => unknown): Promise<string> {
  try {
    return JSON.stringify(await run());
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get('location') ?? ''}`;
    return JSON.stringify(thrown);
  }
}

/** Status and body of an API or feed answer, as text. */
async function fetched(address: string, init: RequestInit = {}): Promise<string> {
  const res = await t.app.request(address, init);
  return `${res.status} ${await res.text()}`;
}

function expectHidden(answer: string, where: string) {
  for (const { title, slug } of Object.values(HIDDEN)) {
    expect(answer.includes(title) || answer.includes(slug) ? `${where} shows ${title}` : where).toBe(where);
  }
}

const titleOf = async (id: string) =>
  (await t.database.db.select({ title: articles.title }).from(articles).where(eq(articles.id, id)))[0]?.title;

describe('8.2.1 function level', () => {
  it('8.2.1 readers and authors get 403 from editors’ and admins’ API operations, and nothing changes', async () => {
    await expectNothingStored(t, async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/users'],
        ['PATCH', `/api/users/${reader.viewer._id}`, { role: 'admin' }],
        ['DELETE', `/api/users/${colleague.viewer._id}`],
        ['DELETE', `/api/news/${published._id}`],
        ['GET', '/api/contact'],
        ['POST', '/api/scheduler/start'],
        ['POST', '/api/scheduler/trigger-news-fetch'],
        ['GET', '/api/scheduler/status'],
        ['PUT', `/api/news/${published._id}`, { title: 'Taken over' }],
      ];
      for (const who of [reader, author]) {
        for (const [method, address, body] of calls) {
          const res = await sendJson(t, method, address, body ?? {}, who.auth);
          const label = `${who.viewer.role} ${method} ${address}`;
          expect(`${label} ${res.status}`).toBe(`${label} 403`);
        }
        const analytics = await t.app.request('/api/analytics', { headers: who.auth });
        expect(analytics.status).toBe(who === reader ? 403 : 200);
      }
      // An author may write, but not publish.
      const publish = await sendJson(
        t,
        'POST',
        '/api/news',
        {
          title: 'Straight to the front page',
          category: 'World',
          description: 'd',
          content: '<p>c</p>',
          status: 'published',
        },
        author.auth,
      );
      expect(publish.status).toBe(403);
    });
  });

  it('8.2.1 admin and editor pages refuse readers and authors with a 403 page; users and settings refuse editors', async () => {
    const pages: [string, (args: never) => unknown, string, Viewer[]][] = [
      ['users', usersLoader, '/admin/users', [reader.viewer, author.viewer, editor.viewer]],
      ['settings', settingsLoader, '/admin/settings', [reader.viewer, author.viewer, editor.viewer]],
      ['audit', auditLoader, '/admin/audit', [reader.viewer, author.viewer, editor.viewer]],
      ['messages', messagesLoader, '/admin/messages', [reader.viewer, author.viewer]],
      ['scheduler', schedulerLoader, '/admin/scheduler', [reader.viewer, author.viewer]],
      ['front page', frontPageLoader, '/admin/front-page', [reader.viewer, author.viewer]],
      ['dashboard', dashboardLoader, '/admin', [reader.viewer]],
      ['articles', articlesLoader, '/admin/articles', [reader.viewer]],
    ];
    for (const [name, loader, address, refused] of pages) {
      for (const viewer of refused) {
        const answer = await settled(() => callLoader(loader, t, viewer, address));
        expect(`${name} as ${viewer.role}: ${answer}`).toMatch(
          new RegExp(`^${name} as ${viewer.role}: .*"status":403`),
        );
      }
      const allowed = await settled(() => callLoader(loader, t, admin.viewer, address));
      expect(allowed).not.toContain('"status":403');
    }
  });

  it('8.2.1 a demoted editor loses editor operations at the next request of the same session', async () => {
    const demoted = await signedInAs(t.services, 'editor');
    expect((await t.app.request('/api/contact', { headers: demoted.auth })).status).toBe(200);
    const res = await sendJson(t, 'PATCH', `/api/users/${demoted.viewer._id}`, { role: 'reader' }, admin.auth);
    expect(res.status).toBe(200);
    expect((await t.app.request('/api/contact', { headers: demoted.auth })).status).toBe(403);
    const del = await t.app.request(`/api/news/${published._id}`, { method: 'DELETE', headers: demoted.auth });
    expect(del.status).toBe(403);
    expect(await titleOf(published._id)).toBeDefined();
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, demoted.viewer._id));
    expect(row?.role).toBe('reader');
  });
});

describe('8.2.2 object level: another person’s unpublished article', () => {
  it('8.2.2 an author cannot read it through the API: by id, by slug, in any list, status or search', async () => {
    const answers: [string, string][] = [];
    for (const [key, id] of Object.entries(ids)) {
      const { slug } = HIDDEN[key as keyof typeof HIDDEN];
      for (const address of [
        `/api/news/${id}`,
        `/api/news/${slug}`,
        `/api/news/slug/${slug}`,
        `/api/news/${id}/like`,
      ]) {
        answers.push([address, await fetched(address, { headers: author.auth })]);
        expect((await t.app.request(address, { headers: author.auth })).status).toBe(404);
      }
    }
    for (const query of [
      '',
      'status=draft',
      'status=archived',
      'status=all',
      'status=published',
      'category=World&status=all',
    ]) {
      for (const limit of ['', '&limit=100']) {
        const address = `/api/news?${query}${limit}`;
        const answer = await fetched(address, { headers: author.auth });
        expect(answer.slice(0, 3)).toBe('200');
        answers.push([address, answer]);
      }
    }
    answers.push(['search', await fetched(`/api/search?q=${WORD}`, { headers: author.auth })]);
    answers.push(['analytics', await fetched('/api/analytics?days=30', { headers: author.auth })]);
    for (const [where, answer] of answers) expectHidden(answer, where);
    // The same lists show the author's own draft and the published story: the filter, not an empty list.
    const own = await fetched('/api/news?status=all&limit=100', { headers: author.auth });
    expect(own).toContain(ownDraft.title);
    expect(own).toContain(published.slug);
  });

  it('8.2.2 an author cannot change or delete it through the API', async () => {
    await expectNothingStored(t, async () => {
      for (const id of Object.values(ids)) {
        const put = await sendJson(t, 'PUT', `/api/news/${id}`, { title: 'Hijacked', status: 'draft' }, author.auth);
        expect(put.status).toBe(403);
        expectHidden(await put.text(), 'PUT');
        const del = await t.app.request(`/api/news/${id}`, { method: 'DELETE', headers: author.auth });
        expect(del.status).toBe(403);
      }
    });
  });

  it('8.2.2 an author cannot open it in the editor (which saves through the API, above) or delete it from the dashboard', async () => {
    await expectNothingStored(t, async () => {
      for (const id of Object.values(ids)) {
        const open = await settled(() => callLoader(editorLoader, t, author.viewer, `/admin/news/${id}/edit`, { id }));
        expect(open).toContain('"status":403');
        expectHidden(open, 'editor loader');
        const del = await settled(() => callAction(dashboardAction, t, author.viewer, '/admin', { id }));
        expect(del).toContain('"status":403');
      }
    });
  });

  it('8.2.2 it is in none of the author’s staff pages: dashboard, SEO (even filtered by its author), analytics', async () => {
    const pages: [string, () => unknown][] = [
      ['dashboard', () => callLoader(dashboardLoader, t, author.viewer, '/admin')],
      ['seo', () => callLoader(seoLoader, t, author.viewer, '/admin/seo')],
      ['seo by author', () => callLoader(seoLoader, t, author.viewer, `/admin/seo?author=${colleague.viewer._id}`)],
      ['seo by status', () => callLoader(seoLoader, t, author.viewer, '/admin/seo?status=draft')],
      ['analytics', () => callLoader(analyticsLoader, t, author.viewer, '/admin/analytics?days=30')],
    ];
    for (const [where, run] of pages) {
      const answer = await settled(run);
      expect(answer).not.toMatch(/^\d{3} /);
      expectHidden(answer, where);
    }
    expect(await settled(pages[0]![1])).toContain(ownDraft.title);
  });

  it('8.2.2 it is in no public answer: article page by slug or id, home, category, search page, feeds and sitemaps', async () => {
    const answers: [string, string][] = [];
    for (const [key, id] of Object.entries(ids)) {
      for (const slug of [HIDDEN[key as keyof typeof HIDDEN].slug, id]) {
        const answer = await settled(() => callLoader(articleLoader, t, author.viewer, `/news/${slug}`, { slug }));
        expect(answer).toContain('"status":404');
        answers.push([`article page ${slug}`, answer]);
      }
    }
    answers.push([
      'related',
      await settled(() =>
        callLoader(articleLoader, t, author.viewer, `/news/${published.slug}`, { slug: published.slug }),
      ),
    ]);
    answers.push(['home', await settled(() => callLoader(homeLoader, t, author.viewer, '/'))]);
    answers.push(['category', await settled(() => callLoader(categoryLoader, t, author.viewer, '/world-news'))]);
    answers.push(['search page', await settled(() => callLoader(searchLoader, t, author.viewer, `/search?q=${WORD}`))]);
    expect(answers.at(-1)?.[1]).toContain(published.slug);
    for (const address of [
      '/rss.xml',
      '/atom.xml',
      '/world-news/rss.xml',
      '/sitemap.xml',
      '/sitemaps/news.xml',
      '/sitemaps/articles-1.xml',
    ]) {
      answers.push([address, await fetched(address, { headers: author.auth })]);
    }
    for (const [where, answer] of answers) expectHidden(answer, where);
  });

  it('8.2.2 an editor reaches it: in the lists, in the editor, and may change it', async () => {
    const list = await fetched('/api/news?status=all&limit=100', { headers: editor.auth });
    for (const { title } of Object.values(HIDDEN)) expect(list).toContain(title);
    const open = await settled(() =>
      callLoader(editorLoader, t, editor.viewer, `/admin/news/${ids.draft}/edit`, { id: ids.draft }),
    );
    expect(open).toContain(HIDDEN.draft.title);
    const put = await sendJson(t, 'PUT', `/api/news/${ids.fetched}`, { title: `Reviewed ${WORD} story` }, editor.auth);
    expect(put.status).toBe(200);
    expect(await titleOf(ids.fetched)).toBe(`Reviewed ${WORD} story`);
    HIDDEN.fetched.title = `Reviewed ${WORD} story`;
  });
});
