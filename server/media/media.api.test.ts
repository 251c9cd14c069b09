import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../core/article';
import { ALT_REQUIRED } from '../../core/media-library';
import { UPLOAD_WRONG_TYPE } from '../../core/media';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { signedInAs } from '../../tests/helpers/factories';
import { startS3Server, type LocalS3 } from '../../tests/helpers/s3-server';
import { articles, media } from '../db/schema';
import type { MediaItem, MediaList } from './library.service';

const photo = (width = 1000, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7' } })
    .jpeg()
    .toBuffer();

const json = async <T>(res: Response) => (await res.json()) as T;

/** The media library's API against one storage: run on the data folder and on an S3-compatible server. */
function libraryTests(storage: 'local' | 's3') {
  let t: TestApp;
  let s3: LocalS3 | null = null;
  beforeEach(async () => {
    s3 = storage === 's3' ? await startS3Server() : null;
    t = await createTestApp({ env: s3?.env ?? {} });
  });
  afterEach(async () => {
    await t.close();
    await s3?.close();
  });

  async function upload(auth: Record<string, string>, fields: Record<string, string> = {}, bytes?: Buffer) {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes ?? (await photo()))]), 'harbour at dawn.jpg');
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    return t.app.request('/api/media', { method: 'POST', headers: auth, body });
  }

  function story(auth: Record<string, string>, content: string, status = 'draft', method = 'POST', id = '') {
    return t.app.request(`/api/news${id ? `/${id}` : ''}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `The harbour wakes up ${Math.random().toString(36).slice(2, 7)}`,
        category: 'India',
        description: 'Fishing boats come home before the sun is up.',
        content,
        status,
      }),
    });
  }

  const figure = (id: string) =>
    `<p>Before dawn the boats come in.</p><figure data-media="${id}"><img src="/uploads/images/${id}-1200.jpg" alt=""></figure><p>The market opens at five.</p>`;

  const fileAt = (url: string) => t.app.request(url);

  it('adds a picture with its renditions, lists it, finds it by its words, and draws it in a story', async () => {
    const { auth, viewer } = await signedInAs(t.services, 'editor');
    const res = await upload(auth, { caption: 'Boats at Kasimedu', credit: 'Photo: A. Rao' });
    expect(res.status).toBe(201);
    const item = await json<MediaItem>(res);
    expect(item).toMatchObject({
      originalName: 'harbour at dawn.jpg',
      width: 1000,
      height: 600,
      caption: 'Boats at Kasimedu',
      credit: 'Photo: A. Rao',
      uploadedBy: viewer.username,
      useCount: 0,
    });
    for (const file of ['-480.avif', '-800.webp', '-1200.jpg'])
      expect((await fileAt(`${item.url}${file}`)).status).toBe(200);

    const found = await json<MediaList>(await t.app.request('/api/media?q=kasimedu', { headers: auth }));
    expect(found.media.map((m) => m._id)).toEqual([item._id]);
    expect((await json<MediaList>(await t.app.request('/api/media?q=elephant', { headers: auth }))).total).toBe(0);

    // Not described yet: a draft may show it, publishing may not.
    const refused = await story(auth, figure(item._id), 'published');
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toBe(ALT_REQUIRED);

    const draft = await json<Article>(await story(auth, figure(item._id)));
    expect(draft.content).toContain(`<figure data-media="${item._id}"><picture>`);
    expect(draft.content).toContain(`type="image/avif" srcset="/uploads/images/${item._id}-480.avif 480w,`);
    expect(draft.content).toContain(`width="1000" height="600"`);
    expect(draft.content).toContain(
      '<figcaption>Boats at Kasimedu <span class="credit">Photo: A. Rao</span></figcaption>',
    );
    const used = await json<MediaItem>(await t.app.request(`/api/media/${item._id}`, { headers: auth }));
    expect(used.uses).toEqual([expect.objectContaining({ _id: draft._id, title: draft.title })]);
    expect((await json<MediaList>(await t.app.request('/api/media?unused=1', { headers: auth }))).total).toBe(0);

    // Described once, drawn everywhere it shows.
    const described = await t.app.request(`/api/media/${item._id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: 'Fishing boats unloading at first light', caption: 'Kasimedu harbour, 5 a.m.' }),
    });
    expect(described.status).toBe(200);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, draft._id));
    expect(row!.content).toContain('alt="Fishing boats unloading at first light"');
    expect(row!.content).toContain('<figcaption>Kasimedu harbour, 5 a.m. <span class="credit">Photo: A. Rao</span>');
  });

  it('refuses to delete a picture a story shows, naming the story, and deletes it with its files once unused', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const item = await json<MediaItem>(await upload(auth, { alt: 'A crane over the docks' }));
    const published = await json<Article>(await story(auth, figure(item._id), 'published'));

    const refused = await t.app.request(`/api/media/${item._id}`, { method: 'DELETE', headers: auth });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'media_in_use',
      message: `This picture is used by “${published.title}”. Take it out of that story first.`,
    });
    expect((await fileAt(`${item.url}-800.webp`)).status).toBe(200);

    // Taken out of the story: unused, and deleted with every file.
    const saved = await story(auth, '<p>The boats are in.</p>', 'published', 'PUT', published._id);
    expect(saved.status).toBe(200);
    expect((await json<MediaList>(await t.app.request('/api/media?unused=1', { headers: auth }))).total).toBe(1);
    const deleted = await t.app.request(`/api/media/${item._id}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(200);
    for (const file of ['-480.avif', '-1600.webp', '-1200.jpg'])
      expect((await fileAt(`${item.url}${file}`)).status).toBe(404);
    expect(await t.database.db.select().from(media)).toEqual([]);
  });

  it('clears out the pictures no story has shown for 30 days, and only those', async () => {
    const { auth } = await signedInAs(t.services, 'editor');
    const old = await json<MediaItem>(await upload(auth));
    const recent = await json<MediaItem>(await upload(auth));
    const shown = await json<MediaItem>(await upload(auth));
    await story(auth, figure(shown._id));
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await t.database.db.update(media).set({ unusedSince: longAgo }).where(eq(media.id, old._id));
    await t.database.db.update(media).set({ unusedSince: longAgo }).where(eq(media.id, shown._id));

    const res = await t.app.request('/api/media/clean-up', { method: 'POST', headers: auth });
    expect(await res.json()).toEqual({ message: '1 unused picture deleted', removed: 1 });
    const left = await json<MediaList>(await t.app.request('/api/media', { headers: auth }));
    expect(left.media.map((m) => m._id).sort()).toEqual([recent._id, shown._id].sort());
    expect((await fileAt(`${old.url}-1200.jpg`)).status).toBe(404);
  });
}

describe('the media library on the data folder', () => libraryTests('local'));
describe('the media library on an S3-compatible server', () => libraryTests('s3'));

describe('the media library refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function send(auth: Record<string, string>, body: FormData | string, type?: string) {
    return t.app.request('/api/media', {
      method: 'POST',
      headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
      body,
    });
  }
  const formWith = (bytes: Uint8Array<ArrayBuffer>, name = 'photo.jpg') => {
    const body = new FormData();
    body.append('file', new Blob([bytes]), name);
    return body;
  };

  it('visitors (401) and readers (403), storing nothing', async () => {
    const bytes = new Uint8Array(await photo(200, 100));
    expect((await send({}, formWith(bytes))).status).toBe(401);
    const { auth } = await signedInAs(t.services, 'reader');
    expect((await send(auth, formWith(bytes))).status).toBe(403);
    expect((await t.app.request('/api/media', { headers: auth })).status).toBe(403);
    expect(await t.database.db.select().from(media)).toEqual([]);
  });

  it('a file that is not a picture, no file, and a JSON body, with the reason', async () => {
    const { auth } = await signedInAs(t.services, 'author');
    const page = await send(auth, formWith(new TextEncoder().encode('<html><script>alert(1)</script>'), 'x.png'));
    expect(page.status).toBe(415);
    expect((await json<{ message: string }>(page)).message).toBe(UPLOAD_WRONG_TYPE);
    const none = await send(auth, new FormData());
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ fields: { file: 'Choose a picture to upload' } });
    expect((await send(auth, '{}', 'application/json')).status).toBe(415);
    expect(await t.database.db.select().from(media)).toEqual([]);
  });

  it("an author changing or deleting another's picture; an editor may", async () => {
    const mine = await signedInAs(t.services, 'author');
    const other = await signedInAs(t.services, 'author');
    const editor = await signedInAs(t.services, 'editor');
    const item = await json<MediaItem>(await send(mine.auth, formWith(new Uint8Array(await photo(300, 200)))));
    const patch = (auth: Record<string, string>, body: unknown) =>
      t.app.request(`/api/media/${item._id}`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch(other.auth, { credit: 'Mine now' })).status).toBe(403);
    expect((await t.app.request(`/api/media/${item._id}`, { method: 'DELETE', headers: other.auth })).status).toBe(403);
    expect((await patch(mine.auth, { caption: 'x'.repeat(501) })).status).toBe(400);
    expect((await patch(mine.auth, { decorative: 'yes' })).status).toBe(400);
    expect(await json<MediaItem>(await patch(editor.auth, { credit: 'Photo: Desk' }))).toMatchObject({
      credit: 'Photo: Desk',
    });
    expect((await t.app.request('/api/media/not-an-id', { headers: mine.auth })).status).toBe(404);
    expect((await t.app.request('/api/media/clean-up', { method: 'POST', headers: mine.auth })).status).toBe(403);
  });
});
