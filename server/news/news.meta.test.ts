import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import type { Article } from '../../core/article';
import { loader as articleLoader, meta as articleMeta } from '../../app/routes/article';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { callLoader, pageContext } from '../../tests/helpers/pages';
import type { Viewer } from '../auth/auth.service';
import { liveEntries } from '../db/schema';

/**
 * Issue 33, finding 1: the page's title, Open Graph and Twitter titles follow the headline after
 * it changes, unless a writer set them by hand; the SEO report judges the title the page carries.
 */
let t: TestApp;
let auth: Record<string, string>;
let editor: Viewer;
beforeAll(async () => {
  t = await createTestApp();
  ({ auth, viewer: editor } = await signedInAs(t.services, 'editor'));
});
afterAll(() => t.close());

const FIRST = 'Kochi fishers test solar-powered cold boxes to cut spoilage at sea';
const SECOND = 'Kochi fishers trial solar cold boxes to cut spoilage';
const BODY = '<p>' + 'Solar cold boxes keep the catch fresh for longer. '.repeat(20) + '</p>';

/** The editor's form: every field as the editor sends it, the meta fields as they stand in it. */
const editorForm = (article: Partial<Article> & { title: string }, status = 'draft') => {
  const body = new FormData();
  const values: Record<string, string> = {
    title: article.title,
    category: 'India',
    description: article.description ?? 'Boats off Kochi carry solar-powered cold boxes.',
    content: BODY,
    status,
    featured: 'false',
    trending: 'false',
    liveBlog: 'false',
    keywords: '[]',
    tags: '[]',
    metaTitle: article.metaTitle ?? '',
    metaDescription: article.metaDescription ?? '',
    ogTitle: article.ogTitle ?? '',
    ogDescription: article.ogDescription ?? '',
    twitterTitle: article.twitterTitle ?? '',
    twitterDescription: article.twitterDescription ?? '',
  };
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return body;
};

async function save(article: Partial<Article> & { title: string }, status = 'draft', id?: string): Promise<Article> {
  const res = await t.app.request(id ? `/api/news/${id}` : '/api/news', {
    method: id ? 'PUT' : 'POST',
    headers: auth,
    body: editorForm(article, status),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as Article;
}

/** The tags the article's page outputs, as React Router renders them into its head. */
async function pageTags(slug: string) {
  const data = await callLoader(articleLoader, t, null, `/news/${slug}`, { slug });
  const tags = articleMeta({ data, matches: [], error: undefined, params: { slug } } as never) as MetaDescriptor[];
  const find = (key: string) =>
    (
      tags.find((m) => ('property' in m && m.property === key) || ('name' in m && m.name === key)) as
        { content: string } | undefined
    )?.content;
  const title = (tags.find((m) => 'title' in m) as { title: string } | undefined)?.title;
  return { title, ogTitle: find('og:title'), twitterTitle: find('twitter:title') };
}

async function seoRow(id: string) {
  const page = await t.services.queries.news.seoReport(
    pageContext(t, editor).actor,
    new URLSearchParams('sort=updated'),
  );
  return page.reports.find((r) => r._id === id);
}

describe('meta fields after a headline change', () => {
  it('the title, og:title and twitter:title follow the new headline, cut at a word', async () => {
    const first = await save({ title: FIRST });
    // Only what a writer wrote is kept: the fields the site fills in read as empty.
    expect(first).toMatchObject({ metaTitle: null, ogTitle: null, twitterTitle: null, metaDescription: null });
    let tags = await pageTagsOf(first, 'published');
    expect(tags.title).toBe('Kochi fishers test solar-powered cold boxes to cut spoilage… | Newsdesk');
    const second = await save({ ...first, title: SECOND }, 'published', first._id);
    tags = await pageTags(second.slug);
    expect(tags).toEqual({ title: `${SECOND} | Newsdesk`, ogTitle: SECOND, twitterTitle: SECOND });
    expect((await seoRow(second._id))?.pageTitle).toBe(SECOND);
  });

  it('repairs a story whose meta fields were filled from its first headline by the old rule', async () => {
    const stale = 'Kochi fishers test solar-powered cold boxes to cut spoila...';
    const old = await insertArticle(t.database.db, {
      title: SECOND,
      metaTitle: stale,
      ogTitle: stale,
      twitterTitle: stale,
      metaDescription: 'Boats off Kochi carry solar-powered cold boxes.',
    });
    expect(await pageTags(old.slug)).toEqual({ title: `${SECOND} | Newsdesk`, ogTitle: SECOND, twitterTitle: SECOND });
    expect((await seoRow(old._id))?.pageTitle).toBe(SECOND);
    // An API client that sends back what it read stores nothing stale either.
    const saved = await save({ ...old, metaTitle: stale, ogTitle: stale, twitterTitle: stale }, 'published', old._id);
    expect(saved).toMatchObject({ metaTitle: null, ogTitle: null, twitterTitle: null });
  });

  it('a field that held the old headline follows the new one; a field set by hand stays', async () => {
    const short = 'Solar boxes at sea';
    const first = await save(
      { title: short, metaTitle: short, ogTitle: 'Cold boxes that run on sunlight' },
      'published',
    );
    expect(first.ogTitle).toBe('Cold boxes that run on sunlight');
    // The writer's editor still shows the old headline in a field sent back unchanged (an API client).
    const second = await save({ ...first, title: SECOND, metaTitle: short }, 'published', first._id);
    expect(second).toMatchObject({ metaTitle: null, ogTitle: 'Cold boxes that run on sunlight' });
    expect(await pageTags(second.slug)).toEqual({
      title: `${SECOND} | Newsdesk`,
      ogTitle: 'Cold boxes that run on sunlight',
      twitterTitle: 'Cold boxes that run on sunlight',
    });
  });
});

async function pageTagsOf(article: Article, status: string) {
  const published = await save(article, status, article._id);
  return pageTags(published.slug);
}

describe('the SEO report of a live blog (finding 23)', () => {
  it('counts the live entries’ words and finds the focus keyword in them', async () => {
    const blog = await insertArticle(t.database.db, {
      title: 'Cyclone live: landfall near Puri',
      liveBlog: true,
      wordCount: 20,
      focusKeyword: 'landfall',
      content: '<p>Follow the cyclone as it nears the coast.</p>',
    });
    const entry = (n: number) => ({
      articleId: blog._id,
      title: `Update ${n}`,
      body: `<p>${'Winds strengthen along the coast as crews stand by. '.repeat(15)}${n === 2 ? 'Landfall at 5 pm.' : ''}</p>`,
      authorName: 'Desk',
    });
    await t.database.db.insert(liveEntries).values([entry(1), entry(2), entry(3)]);
    const row = await seoRow(blog._id);
    // 20 intro words and three entries of 2 + 135 words (one with 4 more).
    expect(row?.words).toBe(20 + 3 * 137 + 4);
    expect(row?.issues.map((i) => i.code)).not.toContain('too-short');
    expect(row?.issues.map((i) => i.code)).not.toContain('focus-keyword-missing');
  });
});
