import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { SHARE_IMAGE, UPLOAD_WIDTHS } from '../../core/images';
import {
  AVATAR_SIZES,
  MAX_UPLOAD_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_UNREADABLE,
  UPLOAD_WRONG_TYPE,
} from '../../core/media';
import { Semaphore } from '../lib/concurrency';
import { AppError } from '../lib/errors';
import { contentTypeOf, type MediaStorage, type StoredObject } from './storage';
import { projectPath } from '../lib/project-root';

/** Formats taken in, recognised by their bytes: never by name or declared type. SVG can carry scripts. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
/** Bigger than any real photo; a "decompression bomb" claims far more. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Checks an upload is an image we take; answers its real type. */
export async function inspectImage(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) throw new AppError(400, 'empty_upload', UPLOAD_UNREADABLE);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError(413, 'too_large', UPLOAD_TOO_LARGE);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(415, 'unsupported_type', UPLOAD_WRONG_TYPE);
  return type.mime;
}

/** Sizes of the site icon: a browser tab's (32) and a phone home screen's (180). */
export const ICON_SIZES = [32, 180] as const;

function decoder(bytes: Uint8Array) {
  // Orientation applied, metadata (location, camera) dropped: sharp writes none unless asked.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
}

/**
 * Uploaded images, re-encoded under server-made names in the media storage
 * (DATA_DIR/uploads or an S3 bucket, server/media/storage.ts) and served from
 * /uploads. A failed upload leaves no object behind.
 */
/**
 * Image work (decoding, resizing, encoding: up to 50 megapixels each) is bounded in the
 * process, so a flood of uploads cannot take all the memory or starve page requests.
 */
const IMAGE_WORK = new Semaphore(availableParallelism(), 16);

export class MediaService {
  /** Renders of the same share image in progress, so a burst of crawlers renders it once. */
  private readonly rendering = new Map<string, Promise<string | null>>();

  constructor(
    readonly storage: MediaStorage,
    /** Where the shipped sample images live (`public/samples`). */
    private readonly samplesDir = projectPath('public', 'samples'),
  ) {}

  /** A square avatar in each of AVATAR_SIZES; answers the URL of the largest. */
  async saveAvatar(bytes: Uint8Array): Promise<string> {
    await inspectImage(bytes);
    const id = randomUUID();
    const outputs = await this.encode(
      AVATAR_SIZES.map((size) => ({
        name: `avatars/${id}-${size}.webp`,
        render: () =>
          decoder(bytes).resize(size, size, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer(),
      })),
    );
    await this.writeAll(outputs);
    return `/uploads/avatars/${id}-${Math.max(...AVATAR_SIZES)}.webp`;
  }

  /**
   * An article image in AVIF and WebP at each of UPLOAD_WIDTHS (never enlarged),
   * plus a JPEG at 1200 for old browsers and share cards. Answers the value the
   * article keeps: '/uploads/images/<id>'.
   */
  async saveArticleImage(bytes: Uint8Array): Promise<string> {
    return (await this.savePicture(bytes)).url;
  }

  /**
   * As saveArticleImage, answering the picture's id, the value a story keeps ('/uploads/images/<id>')
   * and the largest rendition's size, for the media library's row.
   */
  async savePicture(bytes: Uint8Array): Promise<SavedPicture> {
    await inspectImage(bytes);
    const id = randomUUID();
    // Decoded once, at the largest width kept: each of the nine renditions used to decode the
    // upload again (docs/performance.md, 'Saving a story with a new picture').
    // Started by the first rendition, inside the image work's limit (encode), shared by the rest.
    let decoding: ReturnType<MediaService['decodeOnce']> | null = null;
    const largest = () => (decoding ??= this.decodeOnce(bytes, Math.max(...UPLOAD_WIDTHS)));
    const resized = async (width: number) => {
      const { data, info } = await largest();
      return sharp(data, { raw: info }).resize({ width, withoutEnlargement: true });
    };
    const outputs = await this.encode([
      ...UPLOAD_WIDTHS.flatMap((width) => [
        {
          name: `images/${id}-${width}.avif`,
          render: async () => (await resized(width)).avif({ quality: 55, effort: 2 }).toBuffer(),
        },
        {
          name: `images/${id}-${width}.webp`,
          render: async () => (await resized(width)).webp({ quality: 78 }).toBuffer(),
        },
      ]),
      {
        name: `images/${id}-1200.jpg`,
        render: async () =>
          (await resized(1200)).flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      },
    ]);
    await this.writeAll(outputs);
    const { info } = await largest();
    return { id, url: `/uploads/images/${id}`, width: info.width, height: info.height, bytes: bytes.byteLength };
  }

  /**
   * The picture an embedded link shows before the reader asks for it (a video's thumbnail, a
   * page's sharing picture): checked like an upload, one WebP at most 800 wide under
   * `embeds/<key>.webp` (`key`: the link's hash, so a link saved again replaces its own).
   */
  async saveEmbedImage(bytes: Uint8Array, key: string): Promise<{ url: string; width: number; height: number }> {
    if (!/^[0-9a-f]{16,64}$/.test(key)) throw new Error('embed image key must be hex');
    await inspectImage(bytes);
    const name = `embeds/${key}.webp`;
    const outputs = await this.encode([
      {
        name,
        render: () => decoder(bytes).resize({ width: 800, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
      },
    ]);
    await this.writeAll(outputs);
    const { width = 0, height = 0 } = await sharp(outputs[0]!.data).metadata();
    return { url: `/uploads/${name}`, width, height };
  }

  /** The site's logo for the header and footer: WebP, 64 px tall (twice the shown size), at most 480 wide. */
  async saveLogo(bytes: Uint8Array): Promise<string> {
    await inspectImage(bytes);
    const name = `site/${randomUUID()}-logo.webp`;
    const outputs = await this.encode([
      {
        name,
        render: () =>
          decoder(bytes).resize(480, 64, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 90 }).toBuffer(),
      },
    ]);
    await this.writeAll(outputs);
    return `/uploads/${name}`;
  }

  /** The site's icon: square PNGs for browser tabs (32) and home screens (180); answers '/uploads/site/<id>-icon'. */
  async saveIcon(bytes: Uint8Array): Promise<string> {
    await inspectImage(bytes);
    const base = `site/${randomUUID()}-icon`;
    const outputs = await this.encode(
      ICON_SIZES.map((size) => ({
        name: `${base}-${size}.png`,
        render: () => decoder(bytes).resize(size, size, { fit: 'cover', position: 'attention' }).png().toBuffer(),
      })),
    );
    await this.writeAll(outputs);
    return `/uploads/${base}`;
  }

  /** Removes a logo or icon this service made; other values are ignored. */
  async removeSiteImage(value: string | null | undefined): Promise<void> {
    const logo = value ? /^\/uploads\/site\/([0-9a-f-]{36})-logo\.webp$/.exec(value) : null;
    if (logo) await this.storage.delete([`site/${logo[1]}-logo.webp`]);
    const icon = value ? /^\/uploads\/site\/([0-9a-f-]{36})-icon$/.exec(value) : null;
    if (icon) await this.storage.delete(ICON_SIZES.map((size) => `site/${icon[1]}-icon-${size}.png`));
  }

  /** Removes every file of an uploaded article image; URLs and other values are ignored. */
  async removeArticleImage(value: string | null | undefined): Promise<void> {
    const match = value ? /^\/uploads\/images\/([0-9a-f-]{36})$/.exec(value) : null;
    if (!match) return;
    const names = [
      ...UPLOAD_WIDTHS.flatMap((w) => [`${match[1]}-${w}.avif`, `${match[1]}-${w}.webp`]),
      `${match[1]}-1200.jpg`,
    ];
    // A share card being made from this picture is waited for, or it would outlive the picture.
    await this.rendering.get(`share/u-${match[1]}.jpg`)?.catch(() => null);
    await this.storage.delete([...names.map((name) => `images/${name}`), `share/u-${match[1]}.jpg`]);
  }

  /** Removes every size of an avatar this service made; other values are ignored. */
  async removeAvatar(url: string | null | undefined): Promise<void> {
    const match = url ? /^\/uploads\/avatars\/([0-9a-f-]{36})-\d+\.webp$/.exec(url) : null;
    if (!match) return;
    await this.storage.delete(AVATAR_SIZES.map((size) => `avatars/${match[1]}-${size}.webp`));
  }

  /**
   * The 1200×630 JPEG a share card or feed shows for an uploaded (`u`, by id) or
   * sample (`s`, by name) image: cropped from the largest stored size, made on
   * first request and kept in storage under share/. Answers its storage name, or
   * null when there is no such image.
   */
  async shareImage(kind: string, key: string): Promise<string | null> {
    const source: ShareSource | null =
      kind === 'u' && /^[0-9a-f-]{36}$/.test(key)
        ? { stored: `images/${key}-${Math.max(...UPLOAD_WIDTHS)}.webp` }
        : kind === 's' && /^[a-z0-9-]{1,80}$/.test(key)
          ? { file: path.join(this.samplesDir, `${key}-1200.webp`) }
          : null;
    if (!source) return null;
    const name = `share/${kind}-${key}.jpg`;
    // Registered at once, so a removal of the picture (removeArticleImage) waits for it.
    let job = this.rendering.get(name);
    if (!job) {
      job = this.renderShareImage(source, name).finally(() => this.rendering.delete(name));
      this.rendering.set(name, job);
    }
    return job;
  }

  private async renderShareImage(source: ShareSource, name: string): Promise<string | null> {
    const [made, original] = await Promise.all([
      this.storage.head(name).then((info) => info?.lastModified.getTime() ?? null),
      'stored' in source
        ? this.storage.head(source.stored).then((info) => info?.lastModified.getTime() ?? null)
        : modified(source.file),
    ]);
    if (original === null) return null;
    // A sample picture replaced by a new release is rendered again.
    if (made !== null && made >= original) return name;
    const input =
      'stored' in source ? await this.readAll(source.stored) : await readFile(source.file).catch(() => null);
    if (!input) return null;
    const outputs = await this.encode([
      {
        name,
        render: () =>
          sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
            .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer(),
      },
    ]);
    await this.writeAll(outputs);
    return name;
  }

  /** The storage name behind an /uploads path, or null when the path is not one of ours. */
  storedName(urlPath: string): string | null {
    const match =
      /^\/uploads\/((?:avatars|images)\/[0-9a-f-]{36}-\d{2,4}\.(?:webp|avif|jpg)|site\/[0-9a-f-]{36}-(?:logo\.webp|icon-\d{2,3}\.png)|embeds\/[0-9a-f]{16,64}\.webp)$/.exec(
        urlPath,
      );
    return match?.[1] ?? null;
  }

  /** A stored object to stream to a reader, or null when there is none. */
  open(name: string): Promise<StoredObject | null> {
    return this.storage.get(name);
  }

  private async readAll(name: string): Promise<Buffer | null> {
    const found = await this.storage.get(name);
    return found ? buffer(found.body) : null;
  }

  /** The upload's pixels, turned upright and at most `width` wide, for the renditions to start from. */
  private async decodeOnce(bytes: Uint8Array, width: number) {
    try {
      const { data, info } = await decoder(bytes)
        .resize({ width, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, info: { width: info.width, height: info.height, channels: info.channels } };
    } catch (error) {
      // Truncated, corrupt or too many pixels: as encode says.
      throw new AppError(400, 'unreadable_image', UPLOAD_UNREADABLE, { cause: error });
    }
  }

  private async encode(jobs: { name: string; render: () => Promise<Buffer> }[]) {
    try {
      // One image's renditions at a time per core; past a short queue, 503 with Retry-After.
      return await IMAGE_WORK.run(() =>
        Promise.all(jobs.map(async (job) => ({ name: job.name, data: await job.render() }))),
      );
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Truncated, corrupt or too many pixels: sharp says so; the reader gets a plain message.
      throw new AppError(400, 'unreadable_image', UPLOAD_UNREADABLE, { cause: error });
    }
  }

  /**
   * Stores every rendition; if one fails, the ones already stored are deleted, so
   * an image is there whole or not at all. (Each object is itself written whole:
   * a rename on disk, a single PUT on S3.)
   */
  private async writeAll(outputs: { name: string; data: Buffer }[]) {
    const stored: string[] = [];
    try {
      for (const output of outputs) {
        await this.storage.put(output.name, output.data, contentTypeOf(output.name));
        stored.push(output.name);
      }
    } catch (error) {
      await this.storage.delete(stored).catch(() => undefined);
      throw error;
    }
  }
}

/** A stored upload: its id, the value a story keeps, the largest rendition's size and the upload's bytes. */
export interface SavedPicture {
  id: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/** Where a share card is cut from: a stored upload or a shipped sample file. */
type ShareSource = { stored: string } | { file: string };

/** When a file last changed, or null when there is none. */
async function modified(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}
