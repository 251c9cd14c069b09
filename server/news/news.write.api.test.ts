import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../core/article';
import { articleInputSchema, REQUIRED_FIELDS } from '../../core/article-input';
import { UPLOAD_TOO_LARGE, UPLOAD_UNREADABLE, UPLOAD_WRONG_TYPE } from '../../core/media';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { statementsWhile } from '../../tests/helpers/db';
import { fieldsOf } from './article-form';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Fields = Record<string, string | Blob>;

const BODY = '<p>' + 'Monsoon rains reached the coast early this year. '.repeat(40) + '</p>';
const valid = (extra: Fields = {}): Fields => ({
  title: 'Monsoon reaches Kerala three days early',
  category: 'India',
  description: 'The south-west monsoon set in over Kerala on Thursday, the weather office said.',
  content: BODY,
  status: 'draft',
  featured: 'false',
  trending: 'false',
  keywords: JSON.stringify(['monsoon', ' Kerala ', 'monsoon', '']),
  tags: JSON.stringify(['weather']),
  ...extra,
});

function form(fields: Fields) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, value, 'upload.png');
  }
  return body;
}

function send(method: 'POST' | 'PUT', path: string, fields: Fields, auth: Record<string, string>) {
  return t.app.request(path, { method, headers: auth, body: form(fields) });
}

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const uploads = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'uploads', 'images'));
  } catch {
    return [];
  }
};
const photo = () =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: '#0a7' } })
    .jpeg()
    .toBuffer();

describe('POST /api/news', () => {
  it('lets an editor publish an illustrated article that readers see at once', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'editor');
    t.services.pageCache.set(
      '/',
      { status: 200, headers: [], body: new Uint8Array() },
      t.services.pageCache.currentGeneration(),
    );
    const image = new Blob([new Uint8Array(await photo())]);
    const res = await send('POST', '/api/news', valid({ status: 'published', image }), auth);
    expect(res.status).toBe(201);
    const article = await json<Article>(res);
    expect(article).toMatchObject({
      slug: 'monsoon-reaches-kerala-three-days-early',
      status: 'published',
      author: viewer.username,
      keywords: ['monsoon', 'Kerala'],
      // Meta fields nobody wrote stay empty: the page fills them from the headline and description.
      metaTitle: null,
      ogDescription: null,
    });
    expect(article.publishedAt).not.toBeNull();
    expect(article.image).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}$/);
    // AVIF and WebP at four widths, and a JPEG.
    expect(uploads()).toHaveLength(9);
    const jpeg = await t.app.request(`${article.image}-1200.jpg`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(t.services.pageCache.get('/')).toBeUndefined();
    const list = await json<{ news: { _id: string }[] }>(await t.app.request('/api/news?category=India'));
    expect(list.news.map((a) => a._id)).toContain(article._id);
  });

  it("writes a new story's row once, and reads nothing a new story cannot have yet", async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const { value: res, statements } = await statementsWhile(t.database, async () =>
      send('POST', '/api/news', valid({ status: 'published' }), auth),
    );
    expect(res.status).toBe(201);
    // Each round trip costs a publish more than its own work (docs/performance.md, 'Issue 35: round trips').
    expect(statements.filter((text) => /^insert into "articles"/.test(text))).toHaveLength(1);
    expect(statements.filter((text) => /^update "articles"/.test(text))).toEqual([]);
    for (const table of ['article_bylines', 'article_revisions', 'live_entries', 'media_uses']) {
      expect(statements.filter((text) => new RegExp(`^(select|delete)\\b.*\\bfrom "${table}"`).test(text))).toEqual([]);
    }
    // Its credits and its first revision are there all the same.
    const saved = await json<Article>(res);
    expect(saved.bylines.map((b) => b.role)).toEqual(['author']);
    expect((await t.services.revisions.list(saved._id)).map((r) => r.number)).toEqual([1]);
  });

  it('keeps meta fields written by hand and stores none that only repeat the headline or description', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const title = 'Monsoon reaches Kerala three days early after a long dry spell in May';
    const res = await send(
      'POST',
      '/api/news',
      valid({ title, metaTitle: 'Monsoon reaches Kerala three days early after a long dry…', ogTitle: 'Rain at last' }),
      auth,
    );
    const article = await json<Article>(res);
    expect(article).toMatchObject({
      metaTitle: null,
      ogTitle: 'Rain at last',
      twitterTitle: null,
      metaDescription: null,
    });
  });

  it('splits a tag list sent as one comma-separated entry or as plain text', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const one = await json<Article>(
      await send('POST', '/api/news', valid({ tags: JSON.stringify(['Fisheries, Kochi, Climate change']) }), auth),
    );
    expect(one.tags).toEqual(['Fisheries', 'Kochi', 'Climate change']);
    const plain = await json<Article>(await send('POST', '/api/news', valid({ tags: 'Fisheries, Kochi' }), auth));
    expect(plain.tags).toEqual(['Fisheries', 'Kochi']);
  });

  it('sanitizes the content and keeps the words count honest', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const content = `${BODY}<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>`;
    const article = await json<Article>(await send('POST', '/api/news', valid({ content }), auth));
    expect(article.content).not.toMatch(/script|onerror|javascript:/);
  });

  it('gives a repeated title the next free slug, and keeps non-Latin titles readable', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const first = await json<Article>(await send('POST', '/api/news', valid(), auth));
    const second = await json<Article>(await send('POST', '/api/news', valid(), auth));
    expect(second.slug).toBe(`${first.slug}-2`);
    const hindi = await json<Article>(await send('POST', '/api/news', valid({ title: 'मानसून केरल पहुंचा' }), auth));
    expect(hindi.slug).toBe('मानसून-केरल-पहुंचा');
  });

  it('lets authors save drafts but not publish', async () => {
    const { auth } = await signedInAs(t.services, 'author');
    expect((await send('POST', '/api/news', valid(), auth)).status).toBe(201);
    const publish = await send('POST', '/api/news', valid({ status: 'published' }), auth);
    expect(publish.status).toBe(403);
    const reader = await signedInAs(t.services, 'reader');
    expect((await send('POST', '/api/news', valid(), reader.auth)).status).toBe(403);
    expect((await send('POST', '/api/news', valid(), {})).status).toBe(401);
    expect(await t.services.news.countAll()).toBe(1);
  });

  it.each<[string, Fields, number, string | RegExp]>([
    ['a missing title', { title: '  ' }, 400, REQUIRED_FIELDS],
    ['content with no text', { content: '<p> </p><script>x</script>' }, 400, REQUIRED_FIELDS],
    ['a 100,000-character title', { title: 'x'.repeat(100_000) }, 400, /title/],
    ['an unknown category', { category: 'Gossip' }, 400, /category/],
    ['an unknown status', { status: 'live' }, 400, /status/],
    ['invalid JSON in tags', { tags: '["a",' }, 400, 'tags: must be a JSON list of strings'],
    ['a list of numbers', { keywords: '[1,2]' }, 400, /keywords/],
    ['a javascript: canonical URL', { canonicalUrl: 'javascript:alert(1)' }, 400, /canonicalUrl/],
    ['a javascript: image URL', { image: 'javascript:alert(1)' }, 400, /image/],
    ['a boolean that is not one', { featured: 'maybe' }, 400, /featured/],
  ])('refuses %s and writes nothing', async (_name, extra, status, message) => {
    const { auth } = await signedInAs(t.services, 'editor');
    const res = await send('POST', '/api/news', valid(extra), auth);
    expect(res.status).toBe(status);
    expect((await json(res)).message).toMatch(message);
    expect(await t.services.news.countAll()).toBe(0);
  });

  it.each<[string, () => Promise<Uint8Array>, number, string]>([
    [
      'an HTML page named .png',
      async () => new TextEncoder().encode('<html><script>alert(1)</script>'),
      415,
      UPLOAD_WRONG_TYPE,
    ],
    [
      'an SVG',
      async () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      415,
      UPLOAD_WRONG_TYPE,
    ],
    ['a truncated image', async () => new Uint8Array(await photo()).subarray(0, 2000), 400, UPLOAD_UNREADABLE],
  ])('refuses %s as an image and leaves no file behind', async (_name, bytes, status, message) => {
    const { auth } = await signedInAs(t.services, 'editor');
    const res = await send('POST', '/api/news', valid({ image: new Blob([Buffer.from(await bytes())]) }), auth);
    expect(res.status).toBe(status);
    expect((await json(res)).message).toBe(message);
    expect(uploads()).toHaveLength(0);
    expect(await t.services.news.countAll()).toBe(0);
  });

  it('ignores the uploaded file name: a path or a NUL byte in it goes nowhere', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const body = form(valid());
    body.append('image', new Blob([new Uint8Array(await photo())]), '../../../etc/passwd\0.png');
    const res = await t.app.request('/api/news', { method: 'POST', headers: auth, body });
    expect(res.status).toBe(201);
    const article = await json<Article>(res);
    expect(article.image).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}$/);
    expect(uploads().every((name) => /^[0-9a-f-]{36}-\d+\.(avif|webp|jpg)$/.test(name))).toBe(true);
  });

  it('refuses a 50 MB upload with 413', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const res = await send('POST', '/api/news', valid({ image: new Blob([new Uint8Array(50 * 1024 * 1024)]) }), auth);
    expect(res.status).toBe(413);
    expect(uploads()).toHaveLength(0);
    expect(await t.services.news.countAll()).toBe(0);
  });

  it('refuses an 11 MB image that fits the request limit', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(new Uint8Array(await photo()));
    const res = await send('POST', '/api/news', valid({ image: new Blob([big]) }), auth);
    expect(res.status).toBe(413);
    expect((await json(res)).message).toBe(UPLOAD_TOO_LARGE);
  });
});

describe('PUT /api/news/:id', () => {
  async function draftBy(role: 'author' | 'editor') {
    const writer = await signedInAs(t.services, role);
    const article = await json<Article>(await send('POST', '/api/news', valid(), writer.auth));
    return { ...writer, article };
  }

  it('lets authors change their own drafts only, and keep them drafts', async () => {
    const author = await draftBy('author');
    const own = await send('PUT', `/api/news/${author.article._id}`, { title: 'A better headline' }, author.auth);
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ title: 'A better headline', slug: 'a-better-headline', status: 'draft' });
    const publish = await send('PUT', `/api/news/${author.article._id}`, { status: 'published' }, author.auth);
    expect(publish.status).toBe(403);
    const other = await draftBy('author');
    expect((await send('PUT', `/api/news/${other.article._id}`, { title: 'Mine now' }, author.auth)).status).toBe(403);
    const reader = await signedInAs(t.services, 'reader');
    expect((await send('PUT', `/api/news/${other.article._id}`, { title: 'x' }, reader.auth)).status).toBe(403);
  });

  it('publishes once: the slug and the publication time stay put after', async () => {
    const author = await draftBy('author');
    const editor = await signedInAs(t.services, 'editor');
    const id = author.article._id;
    const published = await json<Article>(await send('PUT', `/api/news/${id}`, { status: 'published' }, editor.auth));
    expect(published.publishedAt).not.toBeNull();
    const renamed = await json<Article>(await send('PUT', `/api/news/${id}`, { title: 'Retitled story' }, editor.auth));
    expect(renamed.slug).toBe(published.slug);
    expect(renamed.publishedAt).toBe(published.publishedAt);
    expect(renamed.keywords).toEqual(['monsoon', 'Kerala']);

    const archived = await json<Article>(await send('PUT', `/api/news/${id}`, { status: 'archived' }, editor.auth));
    expect(archived.status).toBe('archived');
    expect((await t.app.request(`/api/news/slug/${archived.slug}`)).status).toBe(404);
  });

  it('replaces an uploaded image; the old one stays in the media library, unused', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const first = await json<Article>(
      await send('POST', '/api/news', valid({ image: new Blob([new Uint8Array(await photo())]) }), editor.auth),
    );
    const second = await json<Article>(
      await send('PUT', `/api/news/${first._id}`, { image: new Blob([new Uint8Array(await photo())]) }, editor.auth),
    );
    expect(second.image).not.toBe(first.image);
    expect(uploads()).toHaveLength(18);
    const url = await json<Article>(
      await send('PUT', `/api/news/${first._id}`, { image: 'https://images.example.com/a.jpg' }, editor.auth),
    );
    expect(url.image).toBe('https://images.example.com/a.jpg');
    expect(uploads()).toHaveLength(18);
    const unused = await t.app.request('/api/media?unused=1', { headers: editor.auth });
    expect((await json<{ total: number }>(unused)).total).toBe(2);
  });

  it('lists an author their own drafts, and an editor everyone’s', async () => {
    const mine = await draftBy('author');
    const theirs = await draftBy('author');
    const listed = async (auth: Record<string, string>) =>
      (await json<{ news: Article[] }>(await t.app.request('/api/news?status=draft', { headers: auth }))).news.map(
        (a) => a._id,
      );
    expect(await listed(mine.auth)).toEqual([mine.article._id]);
    const editor = await signedInAs(t.services, 'editor');
    expect((await listed(editor.auth)).sort()).toEqual([mine.article._id, theirs.article._id].sort());
  });

  it('answers 404 for an article that does not exist', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const missing = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect((await send('PUT', `/api/news/${missing}`, valid(), editor.auth)).status).toBe(404);
    expect((await send('PUT', '/api/news/not-an-id', valid(), editor.auth)).status).toBe(404);
  });
});

describe('uploaded pictures belong to the media library (security review, finding 2)', () => {
  const imageFiles = (image: string | null) => uploads().filter((name) => image && name.startsWith(image.slice(-36)));

  async function illustrated(role: 'editor' | 'author') {
    const who = await signedInAs(t.services, role);
    const article = await json<Article>(
      await send(
        'POST',
        '/api/news',
        valid({ image: new Blob([new Uint8Array(await photo())]), imageAlt: 'Rain over the Western Ghats' }),
        who.auth,
      ),
    );
    expect(article.image).toMatch(/^\/uploads\/images\//);
    return { ...who, article };
  }

  it('puts a picture sent with a story into the library, described by the story, by its writer', async () => {
    const { article, auth, viewer } = await illustrated('author');
    const res = await t.app.request(`/api/media/${article.image!.slice(-36)}`, { headers: auth });
    expect(await json(res)).toMatchObject({
      alt: 'Rain over the Western Ghats',
      uploadedBy: viewer.username,
      uses: [{ _id: article._id, title: article.title }],
    });
  });

  it("lets an author's draft show a library picture, and refuses an upload address that is not one", async () => {
    const { article: theirs } = await illustrated('editor');
    const author = await signedInAs(t.services, 'author');
    const borrowed = await send(
      'POST',
      '/api/news',
      valid({ title: 'Borrowed picture', image: theirs.image! }),
      author.auth,
    );
    expect(borrowed.status).toBe(201);
    const res = await send(
      'POST',
      '/api/news',
      valid({ title: 'Made-up picture', image: '/uploads/images/0f8fad5b-d9cb-469f-a165-70867728950e' }),
      author.auth,
    );
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ fields: { image: 'Not a picture of the media library' } });
    expect(await t.services.news.countAll()).toBe(2);
  });

  it("cannot delete another story's picture by pointing a draft at it and replacing it", async () => {
    const { article: theirs } = await illustrated('editor');
    const author = await illustrated('author');
    const before = imageFiles(theirs.image);
    expect(before).toHaveLength(9);
    // The attack: name the other article's upload, then upload a replacement.
    const pointed = await send('PUT', `/api/news/${author.article._id}`, { image: theirs.image! }, author.auth);
    const replaced = await send(
      'PUT',
      `/api/news/${author.article._id}`,
      { image: new Blob([new Uint8Array(await photo())]) },
      author.auth,
    );
    expect(pointed.status).toBe(200);
    expect(replaced.status).toBe(200);
    // The other article's files are all still there, and its page still shows them.
    expect(imageFiles(theirs.image)).toEqual(before);
    expect((await t.app.request(`${theirs.image}-1200.jpg`)).status).toBe(200);
    expect((await t.services.news.findRow(theirs._id))?.image).toBe(theirs.image);
  });

  it('keeps its own image when an update sends it back unchanged', async () => {
    const author = await illustrated('author');
    const res = await send(
      'PUT',
      `/api/news/${author.article._id}`,
      { title: 'A new title', image: author.article.image! },
      author.auth,
    );
    expect(res.status).toBe(200);
    expect((await json<Article>(res)).image).toBe(author.article.image);
    expect(imageFiles(author.article.image)).toHaveLength(9);
  });

  it('takes back the picture a story brought when the story cannot be saved, and keeps it once it is', async () => {
    const { article } = await illustrated('editor');
    const input = articleInputSchema.parse(fieldsOf(article));
    const writer = t.services.writer as unknown as { withUniqueSlug: () => Promise<never> };
    vi.spyOn(writer, 'withUniqueSlug').mockRejectedValueOnce(new Error('database gone'));
    const bytes = new Uint8Array(await photo());
    const send = () =>
      t.services.writer.create(
        { input: { ...input, title: 'Another' }, imageFile: bytes },
        { id: null, name: 'An editor' },
      );
    await expect(send()).rejects.toThrow('database gone');
    // Only the first story's picture is left, row and files.
    expect(uploads()).toHaveLength(9);
    expect((await t.services.library.list({ page: 1, limit: 10 })).total).toBe(1);

    // Saved, then a later step fails: the story keeps its picture.
    vi.spyOn(t.services.library, 'refreshUses').mockRejectedValueOnce(new Error('disk full'));
    await expect(send()).rejects.toThrow('disk full');
    expect(uploads()).toHaveLength(18);
    const saved = await t.services.news.find('another', { includeUnpublished: true });
    expect(saved?.image).toMatch(/^\/uploads\/images\//);
    expect(uploads().filter((name) => name.startsWith(saved!.image!.slice(-36)))).toHaveLength(9);
  });
});

describe('DELETE /api/news/:id', () => {
  const imageFiles = (image: string | null) => uploads().filter((name) => image && name.startsWith(image.slice(-36)));

  it('removes the article; its pictures stay in the media library, unused once no story shows them', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const first = await json<Article>(
      await send('POST', '/api/news', valid({ image: new Blob([new Uint8Array(await photo())]) }), editor.auth),
    );
    const shared = await json<Article>(
      await send('POST', '/api/news', valid({ title: 'Same picture, second story', image: first.image! }), editor.auth),
    );
    expect(shared.image).toBe(first.image);
    const files = imageFiles(first.image);
    expect(files).toHaveLength(9);
    const unused = async () =>
      (await json<{ total: number }>(await t.app.request('/api/media?unused=1', { headers: editor.auth }))).total;

    const del = (id: string) => t.app.request(`/api/news/${id}`, { method: 'DELETE', headers: editor.auth });
    expect((await del(first._id)).status).toBe(200);
    expect(await t.services.news.find(first._id, { includeUnpublished: true })).toBeNull();
    expect(await unused()).toBe(0);
    expect((await del(shared._id)).status).toBe(200);
    expect(imageFiles(first.image)).toEqual(files);
    expect(await unused()).toBe(1);
  });

  it('is for editors and admins only', async () => {
    const editor = await signedInAs(t.services, 'editor');
    const story = await json<Article>(await send('POST', '/api/news', valid(), editor.auth));
    const author = await signedInAs(t.services, 'author');
    const res = await t.app.request(`/api/news/${story._id}`, { method: 'DELETE', headers: author.auth });
    expect(res.status).toBe(403);
    expect(await t.services.news.find(story._id, { includeUnpublished: true })).not.toBeNull();
  });
});
