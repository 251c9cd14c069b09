import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneBackups } from './backup';
import { packArchive, readManifest, unpackArchive, writeChecksums } from './archive';
import { FORMAT, FORMAT_VERSION, timestamp, type Manifest } from './manifest';

const manifest: Manifest = {
  format: FORMAT,
  formatVersion: FORMAT_VERSION,
  createdAt: '2026-11-24T06:00:00.000Z',
  appVersion: '0.1.0',
  engine: 'postgres',
  database: {
    path: 'database/postgres.dump',
    serverVersion: 'PostgreSQL 15.14',
    dumpedBy: 'pg_dump (PostgreSQL) 15.14',
    migration: { tag: null, createdAt: null, applied: 0 },
    tables: { articles: 2 },
  },
  storage: { kind: 's3', bucket: 'news', endpoint: null, region: 'us-east-1' },
};

describe('backup archives', () => {
  let dir = '';
  let staging = '';

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-archive-'));
    staging = path.join(dir, 'staging');
    mkdirSync(path.join(staging, 'database'), { recursive: true });
    writeFileSync(path.join(staging, 'database', 'postgres.dump'), 'PGDMP dump bytes');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Packs the staging folder as a backup does, after `change` has had its way with it. */
  async function pack(over: Partial<Manifest> = {}, change: () => void = () => undefined): Promise<string> {
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify({ ...manifest, ...over }));
    await writeChecksums(staging, ['manifest.json', 'database/postgres.dump']);
    change();
    const file = path.join(dir, 'backup.tar.gz');
    await packArchive(staging, ['manifest.json', 'SHA256SUMS', 'database'], file);
    return file;
  }

  async function unpack(file: string) {
    const dest = mkdtempSync(path.join(dir, 'out-'));
    return unpackArchive(file, dest);
  }

  it('reads the manifest first and unpacks every member it checked', async () => {
    const file = await pack();
    // Written under a temporary name beside it, then renamed: nothing else is left.
    expect(readdirSync(dir).sort()).toEqual(['backup.tar.gz', 'staging']);
    expect(await readManifest(file)).toEqual(manifest);
    const { files } = await unpack(file);
    expect(files).toEqual(['database/postgres.dump', 'manifest.json']);
  });

  it('refuses a member whose bytes changed after they were checksummed', async () => {
    const file = await pack({}, () => writeFileSync(path.join(staging, 'database', 'postgres.dump'), 'PGDMP other'));
    await expect(unpack(file)).rejects.toThrow(/damaged: database\/postgres.dump does not match its checksum/);
  });

  it('refuses a member the checksums do not list, and a listed one that is missing', async () => {
    const extra = await pack({}, () => writeFileSync(path.join(staging, 'database', 'extra.sql'), 'drop table x'));
    await expect(unpack(extra)).rejects.toThrow(/database\/extra.sql is not in SHA256SUMS/);
    rmSync(path.join(staging, 'database', 'extra.sql'));
    const missing = await pack({}, () => rmSync(path.join(staging, 'database', 'postgres.dump')));
    await expect(unpack(missing)).rejects.toThrow(/incomplete: database\/postgres.dump is missing/);
  });

  it('refuses links and names outside its folders', async () => {
    const file = await pack({}, () => symlinkSync('/etc/passwd', path.join(staging, 'database', 'link')));
    await expect(unpack(file)).rejects.toThrow(/not a Newsdesk backup: it holds database\/link/);
  });

  it('refuses an archive that is not a backup, or of a newer format', async () => {
    const other = path.join(dir, 'other.tar.gz');
    rmSync(path.join(staging, 'manifest.json'), { force: true });
    await packArchive(staging, ['database'], other);
    await expect(readManifest(other)).rejects.toThrow(/does not begin with manifest.json/);
    const newer = await pack({ formatVersion: FORMAT_VERSION + 1 });
    await expect(readManifest(newer)).rejects.toThrow(/newer than this Newsdesk reads/);
    writeFileSync(path.join(dir, 'text.tar.gz'), 'not an archive at all, '.repeat(40));
    await expect(readManifest(path.join(dir, 'text.tar.gz'))).rejects.toThrow(/not a Newsdesk backup, or is damaged/);
    await expect(readManifest(path.join(dir, 'nothing.tar.gz'))).rejects.toThrow(/There is no file/);
  });

  it('leaves no file under the final name when packing fails', async () => {
    const file = path.join(dir, 'failed.tar.gz');
    await expect(packArchive(staging, ['manifest.json', 'no-such-member'], file)).rejects.toThrow();
    expect(readdirSync(dir).sort()).toEqual(['staging']);
  });

  it('names archives by UTC time and keeps the newest N', async () => {
    expect(timestamp(new Date('2026-11-24T06:05:09.123Z'))).toBe('20261124-060509');
    const out = path.join(dir, 'backups');
    mkdirSync(out);
    const names = [
      'newsdesk-backup-20261122-060000.tar.gz',
      'newsdesk-backup-20261123-060000.tar.gz',
      'newsdesk-backup-20261123-060000-2.tar.gz',
      'newsdesk-backup-20261124-060000.tar.gz',
      'notes.txt',
    ];
    for (const name of names) writeFileSync(path.join(out, name), '');
    expect((await pruneBackups(out, 2)).sort()).toEqual([
      'newsdesk-backup-20261122-060000.tar.gz',
      'newsdesk-backup-20261123-060000.tar.gz',
    ]);
    expect(readdirSync(out).sort()).toEqual([
      'newsdesk-backup-20261123-060000-2.tar.gz',
      'newsdesk-backup-20261124-060000.tar.gz',
      'notes.txt',
    ]);
  });
});
