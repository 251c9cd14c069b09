import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as authorLoader } from '../../app/routes/author';
import { BIO_MAX } from '../../core/authors';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { articleForm, insertArticle, signedInAs } from '../../tests/helpers/factories';
import { callLoader } from '../../tests/helpers/pages';

/**
 * Author pages (docs/product.md, 'Author pages'): a writer's published stories 12 at a time
 * with their name, photo and bio, one address per author, the feed and the authors' sitemap,
 * 404 for an unknown author, a reader or a writer with nothing published, and bylines that link
 * to the page.
 */
let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://news.example' } });
  editor = (await signedInAs(t.services, 'editor')).auth;
  admin = (await signedInAs(t.services, 'admin')).auth;
});
afterAll(() => t.close());

const publishAs = async (auth: Record<string, string>, title: string, status = 'published') => {
  const res = await t.app.request('/api/news', {
    method: 'POST',
    headers: auth,
    body: articleForm({
      title,
      description: `About ${title}.`,
      content: `<p>${'A full account of the day. '.repeat(20)}</p>`,
      status,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; slug: string };
};
/** An author's story, submitted for review and published by an editor: the byline stays the author's. */
const publishedByEditor = async (auth: Record<string, string>, title: string) => {
  const story = await publishAs(auth, title, 'review');
  const res = await t.app.request('/api/news/bulk', {
    method: 'POST',
    headers: { ...editor, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'publish', ids: [story._id] }),
  });
  expect(((await res.json()) as { done: string[] }).done).toEqual([story._id]);
  return story;
};
const profile = (auth: Record<string, string>, body: object) =>
  t.app.request('/api/users/me', {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const page = (username: string, search = '') =>
  callLoader(authorLoader, t, null, `/author/${username}${search}`, { username }).catch((thrown: unknown) => thrown);
const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;
type AuthorPage = Awaited<ReturnType<typeof authorLoader>>;

describe('author pages', () => {
  it("list a writer's published stories newest first, 12 a page, with their name and bio", async () => {
    const writer = await signedInAs(t.services, 'editor', 'Asha.Rao');
    expect(
      (
        await profile(writer.auth, {
          firstName: 'Asha',
          lastName: 'Rao',
          email: '',
          bio: 'Covers  rivers.\n\n\n\nAnd dams.',
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 13; i++) await publishAs(writer.auth, `River diary ${i}`);
    await publishAs(writer.auth, 'A draft of hers', 'draft');
    await publishAs(editor, 'Somebody else’s story');

    const first = (await page('Asha.Rao')) as AuthorPage;
    expect(first.author).toEqual({
      username: 'Asha.Rao',
      name: 'Asha Rao',
      avatar: null,
      bio: 'Covers  rivers.\n\nAnd dams.',
    });
    expect(first.news).toHaveLength(12);
    expect(first.news[0]!.title).toBe('River diary 12');
    expect(first.pagination).toMatchObject({ totalItems: 13, totalPages: 2 });
    const second = (await page('Asha.Rao', '?page=2')) as AuthorPage;
    expect(second.news.map((a) => a.title)).toEqual(['River diary 0']);

    // One address per author: the username as the account spells it; past the last page, the last.
    expect(statusOf(await page('asha.rao'))).toBe(301);
    expect(((await page('asha.rao')) as Response).headers.get('Location')).toBe('/author/Asha.Rao');
    expect(((await page('Asha.Rao', '?page=7')) as Response).headers.get('Location')).toBe('/author/Asha.Rao?page=2');
  });

  it('are data at GET /api/authors/:username, in any letter case, with a clear 400 for a bad page', async () => {
    const res = await t.app.request('/api/authors/ASHA.RAO?page=2');
    expect(res.status).toBe(200);
    const body = (await res.json()) as AuthorPage;
    expect(body.author).toMatchObject({ username: 'Asha.Rao', name: 'Asha Rao' });
    expect(body.news.map((a) => a.title)).toEqual(['River diary 0']);
    expect(body.pagination).toMatchObject({ page: 2, totalItems: 13 });
    expect((await t.app.request('/api/authors/Asha.Rao?page=zero')).status).toBe(400);
    expect((await t.app.request('/api/authors/nobody-here')).status).toBe(404);
    expect((await t.app.request('/api/authors/%2e%2e')).status).toBe(404);
  });

  it('are a 404 for an unknown name, a reader, and a writer with nothing published', async () => {
    expect(statusOf(await page('nobody-here'))).toBe(404);
    expect(statusOf(await page('../etc'))).toBe(404);
    expect(statusOf(await page('a'))).toBe(404);
    const reader = await signedInAs(t.services, 'reader', 'just-a-reader');
    // A story whose writer was made a reader since: it stays, the page does not.
    await insertArticle(t.database.db, { title: 'Old story by a reader', authorId: reader.viewer._id });
    expect(statusOf(await page('just-a-reader'))).toBe(404);
    await signedInAs(t.services, 'author', 'new-writer');
    expect(statusOf(await page('new-writer'))).toBe(404);
    expect((await t.app.request('/author/new-writer/rss.xml')).status).toBe(404);
    expect((await t.app.request('/author/just-a-reader/rss.xml')).status).toBe(404);
    expect((await t.app.request('/author/nobody-here/rss.xml')).status).toBe(404);
    expect((await t.app.request('/api/authors/just-a-reader')).status).toBe(404);
    expect((await t.app.request('/api/authors/new-writer')).status).toBe(404);
  });

  it("give a published story's byline the writer's username, not a fetched story's", async () => {
    const writer = await signedInAs(t.services, 'author', 'byline-writer');
    const story = await publishedByEditor(writer.auth, 'Byline story');
    const read = async (key: string) =>
      ((await (await t.app.request(`/api/news/${key}`)).json()) as { authorUsername: string | null }).authorUsername;
    expect(await read(story._id)).toBe('byline-writer');
    const fetched = await insertArticle(t.database.db, { title: 'A fetched story', author: 'Wire Reporter' });
    expect(await read(fetched._id)).toBeNull();
  });
});

describe('author feeds and sitemap', () => {
  it("serve a writer's RSS feed, follow a profile change at once, and list writers in a sitemap", async () => {
    const writer = await signedInAs(t.services, 'author', 'feed-writer');
    await publishedByEditor(writer.auth, 'Harbour night shift');
    const feed = await t.app.request('/author/feed-writer/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain('<title>Newsdesk — feed-writer</title>');
    expect(xml).toContain('Harbour night shift');
    expect((await t.app.request('/author/Feed-Writer/rss.xml')).status).toBe(301);

    // The feed was cached; a new name shows at once.
    expect((await profile(writer.auth, { firstName: 'Meera', lastName: 'Iyer', email: '' })).status).toBe(200);
    expect(await (await t.app.request('/author/feed-writer/rss.xml')).text()).toContain(
      '<title>Newsdesk — Meera Iyer</title>',
    );

    const sitemap = await (await t.app.request('/sitemaps/authors.xml')).text();
    expect(sitemap).toContain('<loc>https://news.example/author/feed-writer</loc>');
    expect(await (await t.app.request('/sitemap.xml')).text()).toContain('https://news.example/sitemaps/authors.xml');

    // Made a reader: the page, the feed and the sitemap entry go.
    const demoted = await t.app.request(`/api/users/${writer.viewer._id}`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'reader' }),
    });
    expect(demoted.status).toBe(200);
    expect((await t.app.request('/author/feed-writer/rss.xml')).status).toBe(404);
    expect(await (await t.app.request('/sitemaps/authors.xml')).text()).not.toContain('feed-writer');
  });
});

describe('the bio', () => {
  it('is saved from the profile, kept when a save leaves it out, and refused when too long', async () => {
    const writer = await signedInAs(t.services, 'author', 'bio-writer');
    const me = async () =>
      ((await (await t.app.request('/api/users/me', { headers: writer.auth })).json()) as { bio: string | null }).bio;
    expect(
      (await profile(writer.auth, { firstName: '', lastName: '', email: '', bio: '  Writes on trains. ' })).status,
    ).toBe(200);
    expect(await me()).toBe('Writes on trains.');
    expect((await profile(writer.auth, { firstName: 'B', lastName: '', email: '' })).status).toBe(200);
    expect(await me()).toBe('Writes on trains.');
    const long = await profile(writer.auth, { firstName: '', lastName: '', email: '', bio: 'x'.repeat(BIO_MAX + 1) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fields?: Record<string, string> }).fields?.bio).toMatch(/at most 500/);
    const bidi = await profile(writer.auth, { firstName: '', lastName: '', email: '', bio: 'evil \u202e txt' });
    expect(bidi.status).toBe(400);
    expect(await me()).toBe('Writes on trains.');
    expect((await profile(writer.auth, { firstName: '', lastName: '', email: '', bio: '' })).status).toBe(200);
    expect(await me()).toBeNull();
  });
});
