import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type LocalS3 } from '../../tests/helpers/s3-server';
import { LocalStorage, S3Storage, type MediaStorage } from './storage';

/** One contract, two backends: what MediaService relies on must hold on both. */
function contract(name: string, open: () => Promise<{ storage: MediaStorage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: MediaStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('stores bytes and answers them with size, type and time', async () => {
      const before = Date.now() - 2000;
      await storage.put('images/a-640.webp', Buffer.from('first picture'), 'image/webp');
      const found = await storage.get('images/a-640.webp');
      expect(found).not.toBeNull();
      expect(await text(found!.body)).toBe('first picture');
      expect(found!.size).toBe(13);
      expect(found!.contentType).toBe('image/webp');
      expect(found!.lastModified.getTime()).toBeGreaterThan(before);
      expect(await storage.head('images/a-640.webp')).toMatchObject({ size: 13, contentType: 'image/webp' });
    });

    it('answers null for a name never stored', async () => {
      expect(await storage.get('images/missing.webp')).toBeNull();
      expect(await storage.head('images/missing.webp')).toBeNull();
    });

    it('replaces an object put again under the same name', async () => {
      await storage.put('site/x-logo.png', Buffer.from('old'), 'image/png');
      await storage.put('site/x-logo.png', Buffer.from('newer bytes'), 'image/png');
      const found = await storage.get('site/x-logo.png');
      expect(await text(found!.body)).toBe('newer bytes');
      expect(found!.contentType).toBe('image/png');
    });

    it('lists every object with its size and deletes some, missing names included', async () => {
      await storage.put('avatars/b-64.webp', Buffer.from('ab'), 'image/webp');
      const names = (await storage.list()).map((entry) => entry.name);
      expect(names).toEqual(['avatars/b-64.webp', 'images/a-640.webp', 'site/x-logo.png']);
      expect((await storage.list()).find((e) => e.name === 'avatars/b-64.webp')?.size).toBe(2);

      await storage.delete(['avatars/b-64.webp', 'images/a-640.webp', 'images/never.webp']);
      expect((await storage.list()).map((entry) => entry.name)).toEqual(['site/x-logo.png']);
      expect(await storage.get('images/a-640.webp')).toBeNull();
    });

    it('refuses names that climb out of the store', async () => {
      await expect(storage.put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/storage name/);
    });
  });
}

contract('Local', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-storage-'));
  return { storage: new LocalStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
});

contract('S3', async () => {
  const s3: LocalS3 = await startS3Server();
  return { storage: new S3Storage(s3.storage), close: () => s3.close() };
});
