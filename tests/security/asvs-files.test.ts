/**
 * ASVS 5.0 level 1, V5 File Handling (docs/security.md, 'ASVS 5.0 level 1'): 5.2.1 uploads no
 * larger than the site can process (bytes and pixels), 5.2.2 an upload's type decided by its
 * content, never by its name or declared type, then re-encoded; 5.3.2 stored files named by the
 * server, inside the uploads folder only. Uploads go through the real app: the article API
 * (multipart) and the profile page's photo form (its real action, `routerPages`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as profilePage from '../../app/routes/profile';
import { MAX_UPLOAD_BYTES } from '../../core/media';
import { users } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { signedInAs } from '../helpers/factories';
import { databaseDigest, filesUnder, OWN, pngImage, routerPages } from './asvs-helpers';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInAs>>;
let reader: Awaited<ReturnType<typeof signedInAs>>;
let uploads: string;

beforeAll(async () => {
  t = await createTestApp({ renderPage: routerPages({ '/profile': profilePage }) });
  editor = await signedInAs(t.services, 'editor');
  reader = await signedInAs(t.services, 'reader');
  uploads = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

/** POST /api/news as the editor, with `bytes` as the picture under `name` and `type`. */
function articleWithImage(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set('title', `Picture story ${Math.random().toString(36).slice(2, 8)}`);
  form.set('category', 'World');
  form.set('description', 'A story with a picture');
  form.set('content', '<p>Text.</p>');
  form.set('status', 'draft');
  form.set('image', new File([new Uint8Array(bytes)], name, { type }));
  return t.app.request('/api/news', { method: 'POST', headers: editor.auth, body: form });
}

/** The profile page's photo form, posted from the site's own page as the reader. */
function avatarForm(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set('intent', 'avatar');
  form.set('avatar', new File([new Uint8Array(bytes)], name, { type }));
  return t.app.request('/profile', {
    method: 'POST',
    headers: { origin: OWN, cookie: `nd_session=${reader.token}` },
    body: form,
  });
}

async function avatarOf(id: string) {
  return (await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)))[0]?.avatar;
}

/** A refused upload: the status, and nothing stored (no row changed, no file written). */
async function expectRefused(res: Response | Promise<Response>, statuses: number[]) {
  const files = filesUnder(uploads);
  const before = await databaseDigest(t);
  const answer = await res;
  expect(statuses).toContain(answer.status);
  expect(await databaseDigest(t)).toEqual(before);
  expect(filesUnder(uploads)).toEqual(files);
  return answer;
}

/** A PNG whose header claims `width`×`height` pixels, holding a few bytes of image data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('5.2.1 uploads no larger than the site can process', () => {
  it('5.2.1 an article picture one byte over 10 MB is refused with 413, nothing stored', async () => {
    const photo = await pngImage();
    const oversized = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    oversized.set(photo);
    const res = await expectRefused(articleWithImage(oversized, 'big.png', 'image/png'), [413]);
    expect(await res.json()).toMatchObject({ code: 'too_large' });
  });

  it('5.2.1 a request body past the upload limit is cut off with 413 before it is read', async () => {
    await expectRefused(
      articleWithImage(new Uint8Array(MAX_UPLOAD_BYTES + 2 * 1024 * 1024), 'a.png', 'image/png'),
      [413],
    );
    await expectRefused(avatarForm(new Uint8Array(MAX_UPLOAD_BYTES + 2 * 1024 * 1024), 'a.png', 'image/png'), [413]);
  });

  it('5.2.1 a profile photo over 10 MB is refused with 413 on the page, the photo unchanged', async () => {
    const oversized = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    oversized.set(await pngImage());
    await expectRefused(avatarForm(oversized, 'me.png', 'image/png'), [413]);
    expect(await avatarOf(reader.viewer._id)).toBeNull();
  });

  it('5.2.1 a small file claiming 400 megapixels (a decompression bomb) is refused, nothing stored', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(10_000);
    await expectRefused(articleWithImage(bomb, 'bomb.png', 'image/png'), [400, 413]);
    await expectRefused(avatarForm(bomb, 'bomb.png', 'image/png'), [400, 413]);
  });
});

describe('5.2.2 file type by content', () => {
  const HOSTILE: [string, string, string | Uint8Array][] = [
    ['an HTML page named .jpg', 'photo.jpg', '<!doctype html><script>alert(document.cookie)</script>'],
    [
      'an SVG with a script named .png',
      'logo.png',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ['a PHP script named .jpg', 'shell.jpg', '<?php system($_GET["c"]); ?>'],
    ['a text file named .gif', 'x.gif', 'GIF is what the name says, not what the bytes are'],
    [
      "JPEG's first bytes followed by HTML",
      'polyglot.jpg',
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('<script>alert(1)</script>')]),
    ],
  ];

  it.each(HOSTILE)('5.2.2 %s, declared image/jpeg, is refused as an article picture', async (_, name, content) => {
    const res = await expectRefused(articleWithImage(Buffer.from(content), name, 'image/jpeg'), [400, 415]);
    expect(await res.json()).toMatchObject({ code: expect.stringMatching(/unsupported_type|unreadable_image/) });
  });

  it.each(HOSTILE)('5.2.2 %s, declared image/jpeg, is refused as a profile photo', async (_, name, content) => {
    await expectRefused(avatarForm(Buffer.from(content), name, 'image/jpeg'), [400, 415]);
    expect(await avatarOf(reader.viewer._id)).toBeNull();
  });

  it('5.2.2 a real photo named .txt and declared text/plain is taken by its bytes and re-encoded without its metadata', async () => {
    const photo = await sharp(await pngImage(640, 400))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-LOCATION-51.5N' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await articleWithImage(photo, 'notes.txt', 'text/plain');
    expect(res.status).toBe(201);
    const { image } = (await res.json()) as { image: string };
    expect(image).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}$/);
    const served = await t.app.request(`${image}-1200.jpg`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(photo)).toBe(false);
    expect(bytes.includes('SECRET-LOCATION')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const webp = await t.app.request(`${image}-480.webp`);
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe('webp');
  });
});

describe('5.3.2 stored files named by the server', () => {
  const NAMES = [
    '../../etc/passwd.png',
    'a.php.jpg',
    '..\\..\\windows\\win.ini.png',
    '/tmp/evil.png',
    'x.png\u0000.php',
  ];

  it('5.3.2 whatever the file is called, it is stored under a server-made name inside the uploads folder', async () => {
    const photo = await pngImage();
    for (const name of NAMES) {
      const res = await articleWithImage(photo, name, 'image/png');
      expect(`${name} ${res.status}`).toBe(`${name} 201`);
      expect(((await res.json()) as { image: string }).image).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}$/);
      const page = await avatarForm(photo, name, 'image/png');
      expect(`${name} ${page.status}`).toBe(`${name} 200`);
      expect(await avatarOf(reader.viewer._id)).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-256\.webp$/);
    }
    const everything = filesUnder(t.config.dataDir);
    expect(everything.length).toBeGreaterThan(0);
    for (const file of everything) {
      expect(file).toMatch(
        /^uploads\/(?:images\/[0-9a-f-]{36}-\d+\.(?:avif|webp|jpg)|avatars\/[0-9a-f-]{36}-\d+\.webp)$/,
      );
    }
    expect(existsSync(path.join(t.config.dataDir, 'etc'))).toBe(false);
    expect(existsSync(path.join(path.dirname(t.config.dataDir), 'etc', 'passwd.png'))).toBe(false);
  });

  it('5.3.2 a path made to climb out of /uploads reads nothing outside it', async () => {
    for (const address of [
      '/uploads/../../../../etc/passwd',
      '/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/uploads/images/..%2F..%2F..%2Fpackage.json',
      '/uploads/%2e%2e/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await t.app.request(address);
      const body = await res.text();
      expect(`${address} ${res.status}`).not.toMatch(/ 200$/);
      expect(body).not.toContain('root:');
      expect(body).not.toContain('"dependencies"');
    }
  });
});
