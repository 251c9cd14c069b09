/**
 * `npm run restore -- FILE` (scripts/restore.ts): a backup (./backup.ts) into an empty data folder
 * or an empty PostgreSQL database (README, 'Backups').
 *
 * Nothing is overwritten: a target that holds a site is refused before anything is read. The
 * archive is unpacked into a staging folder and every member checked against its checksum; the
 * database is loaded and its rows counted against the manifest; only then are the PGlite folder
 * and the uploads moved into DATA_DIR. On PostgreSQL, pg_restore runs in one transaction.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../config';
import { DataDirLockedError, lockDataDir, type DirLock } from '../db/lock';
import { listFiles, readManifest, unpackArchive } from './archive';
import { compareCounts, unknownMigration, type Migration } from './inspect';
import { BackupError, PGLITE_DIR, POSTGRES_DUMP, UPLOADS_DIR, type Manifest } from './manifest';
import { inspectPglite, pgliteVersion } from './pglite';
import { checkEmptyPostgres, findPgTools, restorePostgres } from './postgres';
import { heldLocks, removeStaging, removeStaleStaging, stagingFolder } from './staging';

export interface RestoreOptions {
  file: string;
  /** DATABASE_URL: restore into that (empty) PostgreSQL database; unset: into `dataDir` with PGlite. */
  databaseUrl?: string;
  /** DATA_DIR: where the PGlite folder and the uploads go. */
  dataDir: string;
  /** The storage configured now, to say where the images are afterwards. */
  storage: StorageConfig;
  pgBin?: string;
  onStep?: (message: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: Record<string, number>;
  migration: Migration;
  /** Image files put in DATA_DIR/uploads. */
  uploads: number;
  /** What the operator should know or do next, one line each. */
  notes: string[];
}

/** Entries of a folder, or none if it does not exist. */
async function entries(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const step = options.onStep ?? (() => undefined);
  const file = path.resolve(options.file);
  const target = options.databaseUrl ? 'postgres' : 'pglite';
  const manifest = await readManifest(file);
  if (manifest.engine !== target) {
    throw new BackupError(
      manifest.engine === 'pglite'
        ? 'This is a backup of a PGlite site and DATABASE_URL is set: restore it into an empty DATA_DIR with DATABASE_URL unset, then move it to PostgreSQL with npm run db:copy (restoring one engine into the other is not supported).'
        : 'This is a backup of a PostgreSQL site and DATABASE_URL is not set: set DATABASE_URL to a new, empty database to restore it (restoring one engine into the other is not supported).',
    );
  }
  const tooNew = unknownMigration(manifest.database.migration);
  if (tooNew) throw new BackupError(tooNew);
  const tools = options.databaseUrl ? findPgTools(options.pgBin) : null;
  const pgdata = path.join(options.dataDir, 'pgdata');
  const uploads = path.join(options.dataDir, 'uploads');
  const withUploads = manifest.storage.kind === 'local';

  let lock: DirLock | undefined;
  let staging: string | undefined;
  try {
    if (target === 'pglite') {
      try {
        lock = lockDataDir(options.dataDir);
        heldLocks.add(lock);
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        throw new BackupError(
          `${error.message.replace(/ Stop that process first.*$/, '')} A restore goes into an empty data folder that no server has open.`,
        );
      }
      if ((await entries(pgdata)).length > 0) {
        throw new BackupError(
          `${options.dataDir} already holds a PGlite database (pgdata): restore into an empty data folder (set DATA_DIR to a new one); a restore never overwrites.`,
        );
      }
    }
    if (options.databaseUrl) await checkEmptyPostgres(options.databaseUrl);
    if (withUploads && (await listFiles(uploads).catch(() => [])).length > 0) {
      throw new BackupError(
        `${uploads} already holds files: restore into an empty data folder (set DATA_DIR to a new one); a restore never overwrites.`,
      );
    }

    // Beside where the folders go, so they are moved by a rename; a dump alone goes to the temp folder.
    if (target === 'pglite' || withUploads) {
      await mkdir(options.dataDir, { recursive: true });
      await removeStaleStaging(options.dataDir, 'restore');
      staging = stagingFolder(options.dataDir, 'restore');
      await mkdir(staging, { mode: 0o700 });
    } else {
      staging = await mkdtemp(path.join(tmpdir(), 'newsdesk-restore-'));
    }
    step(`Unpacking ${file} and checking every file against SHA256SUMS…`);
    const unpacked = await unpackArchive(file, staging);
    if (JSON.stringify(unpacked.manifest) !== JSON.stringify(manifest)) {
      throw new BackupError(`The archive ${file} changed while it was being read: run the restore again.`);
    }

    let restored: { tables: Record<string, number>; migration: Migration };
    if (tools && options.databaseUrl) {
      step('Loading the database (pg_restore, one transaction)…');
      const dump = path.join(staging, POSTGRES_DUMP);
      restored = await restorePostgres(options.databaseUrl, dump, tools, manifest.database.dumpedBy);
    } else {
      step('Opening the restored PGlite database…');
      restored = await inspectPglite(path.join(staging, PGLITE_DIR)).catch((error: unknown) => {
        throw new BackupError(
          `PGlite could not open the restored database (${(error as Error).message}); it was written by ${manifest.database.serverVersion}, this is PGlite ${pgliteVersion()}: restore it with the Newsdesk version that made it.`,
        );
      });
    }
    const problems = compareCounts(manifest.database.tables, restored.tables);
    if (restored.migration.createdAt !== manifest.database.migration.createdAt) {
      problems.push(`its last migration differs from the backup's (${manifest.database.migration.tag ?? 'none'})`);
    }
    if (problems.length > 0) {
      throw new BackupError(
        `The restored database does not match the backup: ${problems.slice(0, 3).join('; ')}.` +
          (target === 'postgres'
            ? ' Drop that database and create it empty again before another try.'
            : ' Nothing was put in the data folder.'),
      );
    }

    let restoredUploads = 0;
    if (manifest.storage.kind === 'local') {
      restoredUploads = (await listFiles(path.join(staging, UPLOADS_DIR))).length;
      if (restoredUploads !== manifest.storage.files) {
        throw new BackupError(
          `The archive has ${restoredUploads} image files, its manifest ${manifest.storage.files}: it is damaged.`,
        );
      }
    }
    // Into place: an empty folder left where one goes is replaced.
    if (target === 'pglite') {
      if (existsSync(pgdata)) await rmdir(pgdata);
      await rename(path.join(staging, PGLITE_DIR), pgdata);
    }
    if (withUploads) {
      if (existsSync(uploads)) await removeEmptyTree(uploads);
      await rename(path.join(staging, UPLOADS_DIR), uploads);
    }
    return { manifest, ...restored, uploads: restoredUploads, notes: notes(manifest, options) };
  } finally {
    if (staging) await removeStaging(staging);
    if (lock) {
      lock.release();
      heldLocks.delete(lock);
    }
  }
}

/** Removes a folder that holds only empty folders (checked before: no files in it). */
async function removeEmptyTree(folder: string): Promise<void> {
  for (const name of await readdir(folder)) await removeEmptyTree(path.join(folder, name));
  await rmdir(folder);
}

function notes(manifest: Manifest, options: RestoreOptions): string[] {
  const out: string[] = [];
  const stored = manifest.storage;
  if (stored.kind === 's3') {
    const where = `bucket ${stored.bucket}${stored.endpoint ? ` at ${stored.endpoint}` : ''}`;
    out.push(`Images are not in the archive: the site kept them in the ${where} (region ${stored.region}).`);
    if (options.storage.kind !== 's3' || options.storage.bucket !== stored.bucket) {
      out.push(
        `Set STORAGE=s3 and S3_BUCKET=${stored.bucket} (and the other S3_* variables) before starting the server.`,
      );
    }
  } else if (options.storage.kind === 's3') {
    out.push(
      `Images were restored to ${path.join(options.dataDir, 'uploads')}, but STORAGE=s3: copy them into the bucket with npm run media:copy.`,
    );
  }
  if (manifest.database.migration.tag) {
    out.push(
      `The database is at migration ${manifest.database.migration.tag}; the server applies any newer ones when it starts.`,
    );
  }
  return out;
}
