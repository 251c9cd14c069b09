/**
 * Stories, tags and bylines in any script (issue 33, finding 29): a slug that holds a character
 * above U+00FF (a Hindi headline gives `भारत-समाचार-आज`) once made every signed-out reader's
 * answer a 500, because the `Surrogate-Key` header was built from the raw slug and a header
 * value cannot carry it. Here stories in Devanagari, Tamil, Arabic and with emoji are written
 * through the API (the real slugging), and their article, tag and author pages, feeds and
 * sitemaps are fetched signed out (the shared page cache: a miss, then a hit) and signed in,
 * behind the real app; every header must be one a Node server can send, and the key a CDN is
 * told to purge after an edit must be one the page's `Surrogate-Key` names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as articlePage from '../../app/routes/article';
import * as authorPage from '../../app/routes/author';
import * as liveUpdates from '../../app/routes/live-updates';
import * as commentList from '../../app/routes/comment-list';
import * as commentsPage from '../../app/routes/comments';
import * as tagPage from '../../app/routes/tag';
import { tagsChangedBy } from '../../server/cache/tags';
import { createLogger } from '../../server/lib/logger';
import { createTestApp, type TestApp } from '../helpers/app';
import { articleForm, signedInAs } from '../helpers/factories';
import { htmlPages } from './asvs-helpers';

const PAGES = {
  '/news/:slug': articlePage,
  '/news/:slug/live': liveUpdates,
  '/news/:slug/comment-list': commentList,
  '/news/:slug/comments': commentsPage,
  '/tag/:slug': tagPage,
  '/author/:username': authorPage,
};

/** Headline, tag and the slugs they must give: the script's letters kept, readable. */
const STORIES = [
  { script: 'Devanagari', title: 'भारत समाचार आज', tag: 'मानसून', slug: 'भारत-समाचार-आज', tagSlug: 'मानसून' },
  {
    script: 'Tamil',
    title: 'தமிழ் செய்திகள் இன்று',
    tag: 'சென்னை மழை',
    slug: 'தமிழ்-செய்திகள்-இன்று',
    tagSlug: 'சென்னை-மழை',
  },
  { script: 'Arabic', title: 'أخبار اليوم من دبي', tag: 'الطقس', slug: 'أخبار-اليوم-من-دبي', tagSlug: 'الطقس' },
  // Emoji are not letters: they go like punctuation, the words stay.
  {
    script: 'emoji',
    title: '🌧️ Monsoon rains 🌊 reach Kochi',
    tag: '🌊 Kochi floods',
    slug: 'monsoon-rains-reach-kochi',
    tagSlug: 'kochi-floods',
  },
] as const;

/** Every header a Node server can send: Latin-1 only (here, in fact, ASCII). */
function expectSendableHeaders(res: Response, what: string) {
  for (const [name, value] of res.headers) {
    expect(value, `${what}: ${name}`).toMatch(/^[\t\x20-\x7e]*$/);
  }
}

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInAs>>;
const written = new Map<string, { _id: string; slug: string }>();

beforeAll(async () => {
  t = await createTestApp({ renderPage: htmlPages(PAGES) });
  editor = await signedInAs(t.services, 'editor');
  await t.services.commands.auth.updateProfile(
    { viewer: editor.viewer, ip: '127.0.0.1', requestId: 'test', log: createLogger('silent') },
    { firstName: 'आशा', lastName: 'راو', email: '' },
  );
  for (const story of STORIES) {
    const res = await t.app.request('/api/news', {
      method: 'POST',
      headers: editor.auth,
      body: articleForm({
        title: story.title,
        description: `${story.title}: what happened, in a line.`,
        content: `<p>${`${story.title}. `.repeat(30)}</p>`,
        tags: JSON.stringify([story.tag]),
        status: 'published',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    written.set(story.script, (await res.json()) as { _id: string; slug: string });
  }
}, 60_000);
afterAll(() => t?.close());

describe.each(STORIES)('$script', (story) => {
  const articleAddress = `/news/${encodeURIComponent(story.slug)}`;
  const tagAddress = `/tag/${encodeURIComponent(story.tagSlug)}`;

  it('gets a readable slug in its own script, and a tag slug', () => {
    expect(written.get(story.script)?.slug).toBe(story.slug);
  });

  it('article page: 200 signed out (miss, then hit from the cache) and signed in, sendable headers', async () => {
    const miss = await t.app.request(articleAddress);
    expect(miss.status).toBe(200);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expectSendableHeaders(miss, 'miss');
    expect(miss.headers.get('surrogate-key')).toContain(`slug:${encodeURIComponent(story.slug)}`);
    const html = await miss.text();
    expect(html).toContain(story.title);
    // Links to the tag page are percent-encoded.
    expect(html).toContain(`href="${tagAddress}"`);

    const hit = await t.app.request(articleAddress);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expectSendableHeaders(hit, 'hit');

    const signedIn = await t.app.request(articleAddress, { headers: editor.auth });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expectSendableHeaders(signedIn, 'signed in');
  });

  it('comments: the thread and its page kept by their encoded key, dropped by a comment', async () => {
    for (const address of [`${articleAddress}/comment-list`, `${articleAddress}/comments`]) {
      const miss = await t.app.request(address);
      expect(miss.status, address).toBe(200);
      expectSendableHeaders(miss, address);
      expect(miss.headers.get('surrogate-key')).toContain(`comments:${encodeURIComponent(story.slug)}`);
      expect((await t.app.request(address)).headers.get('x-cache')).toBe('HIT');
    }
    const posted = await t.app.request(`/api/news/${written.get(story.script)!._id}/comments`, {
      method: 'POST',
      headers: { ...editor.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `${story.title}: a comment` }),
    });
    expect(posted.status).toBe(201);
    const again = await t.app.request(`${articleAddress}/comment-list`);
    expect(again.headers.get('x-cache')).toBe('MISS');
    expect(await again.text()).toContain(`${story.title}: a comment`);
  });

  it('the id address answers 301 to the encoded slug address', async () => {
    const res = await t.app.request(`/news/${written.get(story.script)!._id}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(articleAddress);
  });

  it('a trailing slash answers 301 to the encoded address', async () => {
    const res = await t.app.request(`${articleAddress}/`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(articleAddress);
  });

  it('tag page: 200 signed out and signed in; its cards link to the encoded article address', async () => {
    for (const headers of [{}, {}, editor.auth]) {
      const res = await t.app.request(tagAddress, { headers });
      expect(res.status).toBe(200);
      expectSendableHeaders(res, tagAddress);
      expect(await res.text()).toContain(`href="${articleAddress}"`);
    }
  });

  it('tag feed: 200 with the encoded article address', async () => {
    const res = await t.app.request(`${tagAddress}/rss.xml`);
    expect(res.status).toBe(200);
    expectSendableHeaders(res, 'tag feed');
    expect(await res.text()).toContain(`http://news.test${articleAddress}`);
  });

  it('an edit purges a key that the page’s Surrogate-Key names (a CDN purging by key still matches)', async () => {
    const before = await t.app.request(articleAddress);
    const keys = (before.headers.get('surrogate-key') ?? '').split(' ');
    // What invalidation drops (and a purge hook would send to the CDN) for an edit in place.
    const dropped = tagsChangedBy({
      ids: [written.get(story.script)!._id],
      categories: ['India'],
      change: 'updated',
      public: true,
      inPlace: true,
      slugs: [story.slug],
    });
    expect(dropped.filter((key) => keys.includes(key))).toEqual(
      expect.arrayContaining([`slug:${encodeURIComponent(story.slug)}`, `article:${written.get(story.script)!._id}`]),
    );
    // And the server's own cache, keyed the same, drops the page on a real edit.
    const put = await t.app.request(`/api/news/${written.get(story.script)!._id}`, {
      method: 'PUT',
      headers: editor.auth,
      body: articleForm({
        title: story.title,
        description: 'A new summary of the story, in one line.',
        content: `<p>${`${story.title}. `.repeat(31)}</p>`,
        tags: JSON.stringify([story.tag]),
        status: 'published',
      }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const after = await t.app.request(articleAddress);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await after.text()).toContain('A new summary of the story');
  });
});

describe('feeds, sitemaps and author pages', () => {
  it('the site feed and the news sitemap carry every story at its percent-encoded address', async () => {
    const feed = await (await t.app.request('/rss.xml')).text();
    const sitemap = await t.app.request('/sitemaps/articles-1.xml');
    expect(sitemap.status).toBe(200);
    expectSendableHeaders(sitemap, 'sitemap');
    const xml = await sitemap.text();
    for (const story of STORIES) {
      const url = `http://news.test/news/${encodeURIComponent(story.slug)}`;
      expect(feed).toContain(url);
      expect(xml).toContain(`<loc>${url}</loc>`);
    }
  });

  it('the tags sitemap lists each tag page at its percent-encoded address', async () => {
    const res = await t.app.request('/sitemaps/tags.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    for (const story of STORIES) expect(xml).toContain(`http://news.test/tag/${encodeURIComponent(story.tagSlug)}`);
  });

  it('an author named in Devanagari and Arabic: page and feed answer 200 signed out and signed in', async () => {
    const address = `/author/${editor.viewer.username}`;
    for (const headers of [{}, {}, editor.auth]) {
      const res = await t.app.request(address, { headers });
      expect(res.status).toBe(200);
      expectSendableHeaders(res, address);
      expect(await res.text()).toContain('आशा راو');
    }
    const feed = await t.app.request(`${address}/rss.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('आशा راو');
  });
});

describe('addresses of stories that do not exist', () => {
  it.each([
    ['/news/%E0%A4%85', 'Devanagari'],
    [`/news/${encodeURIComponent('தமிழ்')}`, 'Tamil'],
    [`/news/${encodeURIComponent('خبر')}`, 'Arabic'],
    ['/news/%F0%9F%8C%8A', 'emoji'],
    [`/news/${encodeURIComponent('अ')}/live?after=1`, 'a live poll'],
    [`/tag/${encodeURIComponent('कोई-नहीं')}`, 'a tag'],
    [`/tag/${encodeURIComponent('कोई-नहीं')}/rss.xml`, 'a tag feed'],
  ])('%s (%s) is a 404 with sendable headers, twice (kept in the cache), never a 500', async (address) => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(address);
      expect(res.status).toBe(404);
      expectSendableHeaders(res, address);
    }
  });
});
