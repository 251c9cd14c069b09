import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, S3Storage } from '../server/media/storage';
import { startS3Server, type LocalS3 } from '../tests/helpers/s3-server';
import { copyMedia } from './media-copy';

describe('npm run media:copy', () => {
  let s3: LocalS3;
  let dir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-copy-'));
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the uploads into the bucket once, then only what changed', async () => {
    const local = new LocalStorage(dir);
    const bucket = new S3Storage(s3.storage);
    await local.put('images/a-480.webp', Buffer.from('picture'), 'image/webp');
    await local.put('site/b-icon-32.png', Buffer.from('icon'), 'image/png');

    expect(await copyMedia(local, bucket)).toEqual({ copied: 2, skipped: 0, bytes: 11 });
    const copied = await bucket.get('images/a-480.webp');
    expect(copied?.contentType).toBe('image/webp');
    expect(await text(copied!.body)).toBe('picture');

    expect(await copyMedia(local, bucket)).toEqual({ copied: 0, skipped: 2, bytes: 0 });

    await local.put('site/b-icon-32.png', Buffer.from('new icon'), 'image/png');
    const names: string[] = [];
    expect(await copyMedia(local, bucket, (name) => names.push(name))).toEqual({ copied: 1, skipped: 1, bytes: 8 });
    expect(names).toEqual(['site/b-icon-32.png']);
    expect((await bucket.list()).map((entry) => entry.name)).toEqual(['images/a-480.webp', 'site/b-icon-32.png']);
  });
});
