/**
 * `npm run backup` (scripts/backup.ts): one archive holding the database and the uploads, or a
 * pointer to the bucket (README, 'Backups'; the layout in ./manifest.ts).
 *
 * PGlite: the data folder is locked for the whole backup, so it runs with the server stopped.
 * PostgreSQL: pg_dump of a snapshot, while the site keeps serving.
 * The archive is assembled in a staging folder (files hard-linked, not copied, where possible),
 * checksummed, packed under a temporary name and renamed: the final name is always a whole backup.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config';
import { DataDirLockedError, lockDataDir, type DirLock } from '../db/lock';
import { linkTree, packArchive, writeChecksums } from './archive';
import {
  ARCHIVE_PATTERN,
  BackupError,
  CHECKSUMS_NAME,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  PGLITE_DIR,
  POSTGRES_DUMP,
  timestamp,
  UPLOADS_DIR,
  type Manifest,
} from './manifest';
import { inspectPglite } from './pglite';
import { dumpPostgres, findPgTools } from './postgres';
import { heldLocks, removeStaging, removeStaleStaging, stagingFolder } from './staging';
import { projectPath } from '../lib/project-root';

export interface BackupOptions {
  /** DATABASE_URL, or unset for the PGlite site in `dataDir`. */
  databaseUrl?: string;
  /** DATA_DIR: the PGlite folder (`pgdata`) and, with local storage, `uploads`. */
  dataDir: string;
  storage: StorageConfig;
  /** The folder the archive goes in. */
  outDir: string;
  /** The folder of pg_dump and pg_restore (default: found, see postgres.ts). */
  pgBin?: string;
  now?: Date;
  /** Told what is being done, one short line at a time. */
  onStep?: (message: string) => void;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

export function appVersion(): string {
  const file = projectPath('package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const step = options.onStep ?? (() => undefined);
  const now = options.now ?? new Date();
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  const pgdata = path.join(options.dataDir, 'pgdata');
  const uploads = path.join(options.dataDir, 'uploads');
  const local = options.storage.kind === 'local';
  if (engine === 'pglite' && !existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`There is no PGlite site in ${options.dataDir} (no pgdata folder): check DATA_DIR.`);
  }
  await mkdir(options.outDir, { recursive: true, mode: 0o700 });
  const tools = options.databaseUrl ? findPgTools(options.pgBin) : null;

  let lock: DirLock | undefined;
  if (engine === 'pglite') {
    try {
      lock = lockDataDir(options.dataDir);
      heldLocks.add(lock);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new BackupError(
        `${error.message.replace(/ Stop that process first.*$/, '')} A PGlite site is backed up with the server stopped: stop it, run the backup, start it again (README, 'Backups').`,
      );
    }
  }
  // Beside what it links to, so hard links work; otherwise beside the archive.
  const stagingParent = engine === 'pglite' || (local && existsSync(uploads)) ? options.dataDir : options.outDir;
  await removeStaleStaging(stagingParent, 'backup');
  const staging = stagingFolder(stagingParent, 'backup');
  try {
    await mkdir(staging, { mode: 0o700 });
    await mkdir(path.join(staging, 'database'));
    let database: Manifest['database'];
    /** Every file of the archive but the manifest and the checksums, which the checksums cover. */
    const files: string[] = [];
    if (tools && options.databaseUrl) {
      step('Dumping the PostgreSQL database (pg_dump, custom format)…');
      const dump = await dumpPostgres(options.databaseUrl, path.join(staging, POSTGRES_DUMP), tools);
      database = {
        path: POSTGRES_DUMP,
        serverVersion: dump.serverVersion,
        dumpedBy: dump.dumpedBy,
        migration: dump.migration,
        tables: dump.tables,
      };
      files.push(POSTGRES_DUMP);
    } else {
      step(`Reading the PGlite database in ${pgdata}…`);
      const state = await inspectPglite(pgdata);
      const version = /\((PGlite [^)]+)\)/.exec(state.serverVersion)?.[1] ?? 'PGlite';
      database = {
        path: PGLITE_DIR,
        serverVersion: state.serverVersion,
        dumpedBy: `${version} data folder`,
        migration: state.migration,
        tables: state.tables,
      };
      const linked = await linkTree(pgdata, path.join(staging, PGLITE_DIR), staging);
      files.push(...linked.map((f) => f.name));
    }

    let storage: Manifest['storage'];
    if (options.storage.kind === 'local') {
      step(`Adding the images in ${uploads}…`);
      // Half-written '.part' files of an upload cut short are not images.
      const images = existsSync(uploads)
        ? await linkTree(uploads, path.join(staging, UPLOADS_DIR), staging, (name) => name.endsWith('.part'))
        : [];
      await mkdir(path.join(staging, UPLOADS_DIR), { recursive: true });
      files.push(...images.map((f) => f.name));
      storage = {
        kind: 'local',
        path: UPLOADS_DIR,
        files: images.length,
        bytes: images.reduce((sum, f) => sum + f.size, 0),
      };
    } else {
      storage = {
        kind: 's3',
        bucket: options.storage.bucket,
        endpoint: options.storage.endpoint ?? null,
        region: options.storage.region,
      };
    }

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      engine,
      database,
      storage,
    };
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    step('Checksumming and packing the archive…');
    await writeChecksums(staging, [MANIFEST_NAME, ...files]);
    const file = await freeName(options.outDir, now);
    const members = [MANIFEST_NAME, CHECKSUMS_NAME, 'database', ...(storage.kind === 'local' ? [UPLOADS_DIR] : [])];
    const bytes = await packArchive(staging, members, file);
    return { file, bytes, manifest };
  } finally {
    await removeStaging(staging);
    if (lock) {
      lock.release();
      heldLocks.delete(lock);
    }
  }
}

/** `newsdesk-backup-YYYYMMDD-HHMMSS.tar.gz` (UTC), with `-2`, `-3`… if that name is taken. */
async function freeName(outDir: string, now: Date): Promise<string> {
  const base = `newsdesk-backup-${timestamp(now)}`;
  for (let n = 1; ; n++) {
    const file = path.join(outDir, `${base}${n === 1 ? '' : `-${n}`}.tar.gz`);
    if (!existsSync(file)) return file;
  }
}

/** Removes all but the newest `keep` archives in `outDir` (by the time in their names); answers their names. */
export async function pruneBackups(outDir: string, keep: number): Promise<string[]> {
  const names = (await readdir(outDir)).filter((name) => ARCHIVE_PATTERN.test(name));
  const order = (name: string) => {
    const match = /(\d{8}-\d{6})(?:-(\d+))?\.tar\.gz$/.exec(name);
    return `${match?.[1] ?? ''}-${(match?.[2] ?? '1').padStart(6, '0')}`;
  };
  const old = names.sort((a, b) => order(b).localeCompare(order(a))).slice(keep);
  for (const name of old) await rm(path.join(outDir, name), { force: true });
  return old;
}
