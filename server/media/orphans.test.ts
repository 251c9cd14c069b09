import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle, signedInAs } from '../../tests/helpers/factories';
import { pageContext } from '../../tests/helpers/pages';
import { settings, users } from '../db/schema';
import { systemActor } from '../lib/actor';
import { createLogger } from '../lib/logger';
import { findOrphanUploads, removeUploads } from './orphans';
import { LocalStorage } from './storage';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-orphans-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const twoHoursAgo = Date.now() / 1000 - 2 * 3600;

/** Writes a file under the uploads folder, two hours old unless `fresh`. */
function put(name: string, fresh = false) {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'bytes');
  if (!fresh) utimesSync(file, twoHoursAgo, twoHoursAgo);
}

const files = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.relative(dir, path.join(f.parentPath, f.name)))
    .sort();

describe('orphan uploads (npm run media:orphans)', () => {
  it('finds and removes only the files no row refers to, leaving recent and foreign files', async () => {
    const [shown, inText, dropped, face, oldFace, logo, oldIcon, justMade] = Array.from({ length: 8 }, () =>
      randomUUID(),
    );
    // Referenced: an article's picture (every size, its share card), a picture in an article's text,
    // a user's avatar, the site's logo.
    await insertArticle(t.database.db, { image: `/uploads/images/${shown}` });
    await insertArticle(t.database.db, { content: `<p><img src="/uploads/images/${inText}-800.webp"></p>` });
    const { viewer } = await signedInAs(t.services, 'reader');
    await t.database.db
      .update(users)
      .set({ avatar: `/uploads/avatars/${face}-256.webp` })
      .where(eq(users.id, viewer._id));
    await t.database.db
      .insert(settings)
      .values({ key: 'site', value: { values: { logo: `/uploads/site/${logo}-logo.webp`, favicon: null } } });
    for (const name of [
      `images/${shown}-480.avif`,
      `images/${shown}-1600.webp`,
      `images/${shown}-1200.jpg`,
      `share/u-${shown}.jpg`,
      `images/${inText}-800.webp`,
      `avatars/${face}-64.webp`,
      `avatars/${face}-256.webp`,
      `site/${logo}-logo.webp`,
      // Not made by MediaService for a row: a sample's share card, a file an operator put there.
      'share/s-monsoon.jpg',
      'README.txt',
    ]) {
      put(name);
    }
    // Unreferenced: a replaced picture, an old avatar, an old icon, a write cut short.
    const orphans = [
      `avatars/${oldFace}-256.webp`,
      `avatars/${oldFace}-64.webp`,
      `images/${dropped}-480.webp`,
      `images/${dropped}-800.avif`,
      `share/u-${dropped}.jpg`,
      `site/${oldIcon}-icon-180.png`,
      `site/${oldIcon}-icon-32.png`,
      `images/${randomUUID()}-480.webp.${randomUUID()}.part`,
    ];
    for (const name of orphans) put(name);
    // Unreferenced but just written: its article may still be being saved.
    put(`images/${justMade}-480.webp`, true);

    const before = files();
    const scan = await findOrphanUploads(t.database.db, new LocalStorage(dir));
    expect(scan.orphans).toEqual([...orphans].sort());
    expect(scan.bytes).toBe(orphans.length * 'bytes'.length);
    expect(scan.kept).toBe(11);
    expect(files()).toEqual(before);

    expect(await removeUploads(new LocalStorage(dir), scan.orphans)).toBe(orphans.length);
    expect(files()).toEqual(before.filter((name) => !orphans.includes(name.split(path.sep).join('/'))));
    expect((await findOrphanUploads(t.database.db, new LocalStorage(dir))).orphans).toEqual([]);
  });

  it('answers nothing for a site with no uploads folder, and never removes outside it', async () => {
    const missing = path.join(dir, 'nowhere');
    expect(await findOrphanUploads(t.database.db, new LocalStorage(missing))).toEqual({
      orphans: [],
      bytes: 0,
      kept: 0,
    });
    put('keep/outside.txt');
    expect(await removeUploads(new LocalStorage(path.join(dir, 'images')), ['../keep/outside.txt'])).toBe(0);
    expect(files()).toContain(path.join('keep', 'outside.txt'));
  });
});

describe('MediaCommands.removeOrphans (what npm run media:orphans calls)', () => {
  it('lists the orphans for the system; with delete removes them and records it once; refuses anyone else', async () => {
    const orphan = `images/${randomUUID()}-480.webp`;
    const file = path.join(t.config.dataDir, 'uploads', orphan);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'bytes');
    utimesSync(file, twoHoursAgo, twoHoursAgo);
    const media = t.services.commands.media;
    const system = systemActor(createLogger('silent'));
    const records = async () =>
      (await t.services.audit.list({ action: 'media.remove-orphans', page: 1, limit: 10 })).items;

    const { viewer: admin } = await signedInAs(t.services, 'admin');
    await expect(media.removeOrphans(pageContext(t, admin).actor, { delete: true })).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await media.removeOrphans(system, {})).toEqual({ orphans: [orphan], bytes: 5, kept: 0, removed: null });
    expect(existsSync(file)).toBe(true);
    expect(await records()).toEqual([]);

    expect(await media.removeOrphans(system, { delete: true })).toMatchObject({ orphans: [orphan], removed: 1 });
    expect(existsSync(file)).toBe(false);
    expect(await records()).toEqual([expect.objectContaining({ details: { files: 1, bytes: 5 } })]);

    // Nothing left: nothing removed, nothing more recorded.
    expect(await media.removeOrphans(system, { delete: true })).toMatchObject({ orphans: [], removed: 0 });
    expect(await records()).toHaveLength(1);
  });
});
