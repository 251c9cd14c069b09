import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, UPLOAD_UNREADABLE, UPLOAD_WRONG_TYPE } from '../../core/media';
import { startS3Server, type LocalS3 } from '../../tests/helpers/s3-server';
import { MediaService } from './media.service';
import { LocalStorage, S3Storage, type MediaStorage } from './storage';

function photo(width = 300, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

/** The same behaviour on a local folder and on an S3 bucket (s3rver in this process). */
const backends: { name: string; open: () => Promise<{ storage: MediaStorage; close: () => Promise<void> }> }[] = [
  {
    name: 'local',
    open: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-media-'));
      return { storage: new LocalStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3',
    open: async () => {
      const s3: LocalS3 = await startS3Server();
      return { storage: new S3Storage(s3.storage), close: () => s3.close() };
    },
  },
];

describe.each(backends)('MediaService on $name storage', ({ open }) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  let media: MediaService;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());
  beforeEach(() => {
    media = new MediaService(storage);
  });
  // Each test starts from an empty store.
  afterEach(async () => storage.delete((await storage.list()).map((entry) => entry.name)));

  const files = () => storage.list();
  const read = async (name: string) => {
    const found = await media.open(name);
    if (!found) throw new Error(`${name} is not stored`);
    return buffer(found.body);
  };

  async function rejects(bytes: Uint8Array, status: number, message: string) {
    await expect(media.saveAvatar(bytes)).rejects.toMatchObject({ status, message });
    expect(await files()).toHaveLength(0);
  }

  describe('MediaService.saveAvatar', () => {
    it('re-encodes a photo as square WebP avatars under a server-made name', async () => {
      const url = await media.saveAvatar(await photo().jpeg().toBuffer());
      expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-256\.webp$/);
      const small = media.storedName(url.replace('-256.', '-64.')) as string;
      const large = media.storedName(url) as string;
      expect(await sharp(await read(large)).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(await sharp(await read(small)).metadata()).toMatchObject({ width: 64, height: 64 });
      expect(await files()).toHaveLength(2);
      expect((await media.storage.head(large))?.contentType).toBe('image/webp');
    });

    it('applies the orientation and drops the metadata (camera, location)', async () => {
      const tagged = await photo(300, 100)
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', Copyright: 'secret place' } } })
        .toBuffer();
      expect((await sharp(tagged).metadata()).exif).toBeDefined();
      const url = await media.saveAvatar(tagged);
      const out = await sharp(await read(media.storedName(url) as string)).metadata();
      expect(out.exif).toBeUndefined();
      expect(out.orientation).toBeUndefined();
    });

    it('takes PNG, WebP, AVIF and GIF too', async () => {
      for (const bytes of [
        await photo().png().toBuffer(),
        await photo().webp().toBuffer(),
        await photo().avif().toBuffer(),
        await photo().gif().toBuffer(),
      ]) {
        await expect(media.saveAvatar(bytes)).resolves.toMatch(/\.webp$/);
      }
    });

    it('refuses anything that is not an image by its bytes, whatever its name', async () => {
      await rejects(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 415, UPLOAD_WRONG_TYPE);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
      await rejects(new TextEncoder().encode(svg), 415, UPLOAD_WRONG_TYPE);
      await rejects(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]), 415, UPLOAD_WRONG_TYPE); // %PDF
      await rejects(new Uint8Array(0), 400, UPLOAD_UNREADABLE);
    });

    it('refuses a truncated image and leaves nothing behind', async () => {
      const png = await photo(600, 600).png({ compressionLevel: 0 }).toBuffer();
      await rejects(png.subarray(0, Math.floor(png.length / 2)), 400, UPLOAD_UNREADABLE);
    });

    it('refuses an image that claims too many pixels (a decompression bomb)', async () => {
      const bomb = await decompressionBomb();
      expect(bomb.byteLength).toBeLessThan(MAX_UPLOAD_BYTES);
      await rejects(bomb, 400, UPLOAD_UNREADABLE);
    });

    it('refuses more than 10 MB', async () => {
      const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
      big.set(await photo().png().toBuffer());
      await rejects(big, 413, UPLOAD_TOO_LARGE);
    });
  });

  describe('MediaService paths', () => {
    it('serves only names it made, never a path outside the uploads folder', () => {
      const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
      expect(media.storedName(`/uploads/avatars/${id}-64.webp`)).toBe(`avatars/${id}-64.webp`);
      for (const bad of [
        '/uploads/../../etc/passwd',
        `/uploads/avatars/../${id}-64.webp`,
        `/uploads/avatars/${id}-64.svg`,
        `/uploads/avatars/${id}-64.webp\0.png`,
        '/uploads/avatars/x.webp',
      ]) {
        expect(media.storedName(bad)).toBeNull();
      }
    });

    it('removes every size of a replaced avatar', async () => {
      const url = await media.saveAvatar(await photo().png().toBuffer());
      await media.removeAvatar(url);
      expect(await files()).toHaveLength(0);
      await expect(media.removeAvatar('/etc/passwd')).resolves.toBeUndefined();
    });
  });

  describe('MediaService.shareImage', () => {
    it('crops an uploaded picture to a 1200×630 JPEG once, even a small one, and removes it with the picture', async () => {
      const value = await media.saveArticleImage(await photo(500, 500).png().toBuffer());
      const id = /([0-9a-f-]{36})$/.exec(value)?.[1] as string;
      const [first, second] = await Promise.all([media.shareImage('u', id), media.shareImage('u', id)]);
      expect(first).toBe(`share/u-${id}.jpg`);
      expect(second).toBe(first);
      expect((await media.storage.head(first as string))?.contentType).toBe('image/jpeg');
      expect(await sharp(await read(first as string)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      await media.removeArticleImage(value);
      expect(await files()).toHaveLength(0);
    });

    it('makes the card of a shipped sample picture', async () => {
      const file = await media.shareImage('s', 'india-1');
      expect(await sharp(await read(file as string)).metadata()).toMatchObject({ width: 1200, height: 630 });
    });

    it('leaves no card behind when the picture is removed while its card is being made', async () => {
      const value = await media.saveArticleImage(await photo(400, 300).png().toBuffer());
      const id = /([0-9a-f-]{36})$/.exec(value)?.[1] as string;
      const rendering = media.shareImage('u', id);
      await media.removeArticleImage(value);
      await rendering;
      expect(await files()).toHaveLength(0);
    });

    it('answers null for anything that is not one of its pictures', async () => {
      expect(await media.shareImage('u', '00000000-0000-0000-0000-000000000000')).toBeNull();
      expect(await media.shareImage('s', 'no-such-sample')).toBeNull();
      expect(await media.shareImage('s', '../../etc/passwd')).toBeNull();
      expect(await media.shareImage('x', 'india-1')).toBeNull();
      expect(await files()).toHaveLength(0);
    });
  });
});

/**
 * 64 million black pixels in 62 KB: a PNG that claims far more pixels than an upload may have.
 * Grey, not a palette: quantizing 64 Mpx for a palette took 3.7 s of CPU, grey 1 s; made once.
 */
let bomb: Promise<Buffer> | undefined;
const decompressionBomb = () =>
  (bomb ??= sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
    .toColourspace('b-w')
    .png()
    .toBuffer());
describe('MediaService share cards of samples', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-media-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a sample card again when a release replaces the sample picture', async () => {
    const samples = mkdtempSync(path.join(tmpdir(), 'newsdesk-samples-'));
    try {
      const withSamples = new MediaService(new LocalStorage(dir), samples);
      const source = path.join(samples, 'demo-1-1200.webp');
      await photo(1200, 675).webp().toFile(source);
      const card = path.join(dir, (await withSamples.shareImage('s', 'demo-1')) as string);
      const first = statSync(card).mtimeMs;
      await withSamples.shareImage('s', 'demo-1');
      expect(statSync(card).mtimeMs).toBe(first);
      await photo(1200, 675).webp().toFile(source);
      utimesSync(source, new Date(), new Date(first + 5_000));
      await withSamples.shareImage('s', 'demo-1');
      expect(statSync(card).mtimeMs).toBeGreaterThan(first);
    } finally {
      rmSync(samples, { recursive: true, force: true });
    }
  });
});
