import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';

/** Stored names are unique and never rewritten with other bytes, so caches may keep them a year. */
export const STORED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What is known of a stored object without reading it. */
export interface StoredInfo {
  size: number;
  contentType: string;
  lastModified: Date;
}

/** A stored object: its bytes as a stream, read once. */
export interface StoredObject extends StoredInfo {
  body: Readable;
}

/** One object in a listing: its name relative to the store's root. */
export interface StoredEntry {
  name: string;
  size: number;
  lastModified: Date;
}

/**
 * Where uploaded images live: a folder on this machine or an S3-compatible bucket
 * shared by every process (docs/architecture.md, 'Media'). Names are relative,
 * with '/' between folders ('images/<id>-640.webp').
 */
export interface MediaStorage {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(name: string): Promise<StoredObject | null>;
  head(name: string): Promise<StoredInfo | null>;
  delete(names: readonly string[]): Promise<void>;
  list(): Promise<StoredEntry[]>;
}

/** The type a stored name stands for, from its extension (a local file keeps no type of its own). */
export function contentTypeOf(name: string): string {
  const ext = path.extname(name).toLowerCase();
  return (
    {
      '.webp': 'image/webp',
      '.avif': 'image/avif',
      '.jpg': 'image/jpeg',
      '.jpeg': 'image/jpeg',
      '.png': 'image/png',
      '.gif': 'image/gif',
    }[ext] ?? 'application/octet-stream'
  );
}

/** Refuses names that would leave the store's root or are not plain relative paths. */
function checkName(name: string): string {
  if (!name || name.startsWith('/') || name.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Not a storage name: ${name}`);
  }
  return name;
}

/** Files under a folder (DATA_DIR/uploads): the single-machine default. */
export class LocalStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private file(name: string): string {
    return path.join(this.root, ...checkName(name).split('/'));
  }

  /** Written under a temporary name, then renamed: a reader never sees half a file. */
  async put(name: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const target = this.file(name);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async head(name: string): Promise<StoredInfo | null> {
    const info = await stat(this.file(name)).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, contentType: contentTypeOf(name), lastModified: info.mtime };
  }

  async get(name: string): Promise<StoredObject | null> {
    const info = await this.head(name);
    if (!info) return null;
    return { ...info, body: createReadStream(this.file(name)) };
  }

  async delete(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.file(name), { force: true })));
  }

  async list(): Promise<StoredEntry[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    const found: StoredEntry[] = [];
    for (const entry of entries) {
      // Half-written '.part' files are listed too: one left by a crash is an orphan to clean up
      // (server/media/orphans.ts leaves young ones alone).
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      found.push({
        name: path.relative(this.root, file).split(path.sep).join('/'),
        size: info.size,
        lastModified: info.mtime,
      });
    }
    return found.sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** What S3Storage needs from `config.storage` when it is an S3 bucket. */
export type S3StorageOptions = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'>;

/** S3's DeleteObjects takes at most this many keys at once. */
const DELETE_BATCH = 1000;

/**
 * The AWS SDK's S3 client, loaded by the first S3Storage: about 0.3 s of CPU that a site storing
 * its pictures on disk (and every command-line tool and test worker) no longer pays at start-up.
 */
let loaded: typeof S3Sdk | undefined;
const loadSdk = () => (loaded ??= createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3Sdk);

/** An S3-compatible bucket (AWS, Cloudflare R2, MinIO): every process sees the same objects. */
export class S3Storage implements MediaStorage {
  readonly client: S3Sdk.S3Client;
  private readonly sdk = loadSdk();
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new this.sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
    });
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkName(name),
        Body: bytes,
        ContentType: contentType,
        CacheControl: STORED_CACHE_CONTROL,
      }),
    );
  }

  async head(name: string): Promise<StoredInfo | null> {
    try {
      const out = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: checkName(name) }));
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? contentTypeOf(name),
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(this.sdk, error)) return null;
      throw error;
    }
  }

  async get(name: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: checkName(name) }));
      if (!(out.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? contentTypeOf(name),
        lastModified: out.LastModified ?? new Date(0),
        body: out.Body,
      };
    } catch (error) {
      if (isMissing(this.sdk, error)) return null;
      throw error;
    }
  }

  async delete(names: readonly string[]): Promise<void> {
    for (let start = 0; start < names.length; start += DELETE_BATCH) {
      const batch = names.slice(start, start + DELETE_BATCH).map((name) => ({ Key: checkName(name) }));
      const out = await this.client.send(
        new this.sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      const failed = out.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
      if (failed.length > 0) {
        throw new Error(`S3 could not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
      }
    }
  }

  async list(): Promise<StoredEntry[]> {
    const found: StoredEntry[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const item of out.Contents ?? []) {
        if (!item.Key) continue;
        found.push({ name: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.name.localeCompare(b.name));
  }
}

function isMissing(sdk: typeof S3Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.NoSuchKey ||
    error instanceof sdk.NotFound ||
    (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/** The storage `config.storage` names; local files live in `<dataDir>/uploads`. */
export function createStorage(storage: StorageConfig, dataDir: string): MediaStorage {
  return storage.kind === 's3' ? new S3Storage(storage) : new LocalStorage(path.join(dataDir, 'uploads'));
}
