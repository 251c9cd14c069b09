/**
 * What a backup archive holds and how it says so (README, 'Backups'). The archive is a gzipped
 * tar with, in this order:
 *
 *   manifest.json          this file's `Manifest`: format, engine, versions, row counts, storage
 *   SHA256SUMS             `sha256sum` lines for every other member (`sha256sum -c` checks them)
 *   database/pgdata/…      PGlite: the data folder as it stood with the server stopped
 *   database/postgres.dump PostgreSQL: `pg_dump --format=custom`
 *   uploads/…              STORAGE=local: DATA_DIR/uploads; a bucket is only named in the manifest
 */
import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';
export const CHECKSUMS_NAME = 'SHA256SUMS';
export const PGLITE_DIR = 'database/pgdata';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const UPLOADS_DIR = 'uploads';

/** The format this code writes; it reads this one and refuses a newer one. */
export const FORMAT = 'newsdesk-backup';
export const FORMAT_VERSION = 1;

export type Engine = 'pglite' | 'postgres';

const count = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  /** package.json's version of the Newsdesk that wrote it. */
  appVersion: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  database: z.object({
    /** Where the database is in the archive: PGLITE_DIR or POSTGRES_DUMP. */
    path: z.string(),
    /** `server_version` of the database backed up (PGlite: its PostgreSQL, plus PGlite's version). */
    serverVersion: z.string(),
    /** The tool that wrote the dump (`pg_dump --version`), or PGlite's package for a data folder. */
    dumpedBy: z.string(),
    /** The last migration applied (its tag in server/db/migrations/meta/_journal.json), and when it was made. */
    migration: z.object({ tag: z.string().nullable(), createdAt: z.number().nullable(), applied: count }),
    /** Rows per table of the `public` schema at the moment of the dump; restore checks them. */
    tables: z.record(z.string(), count),
  }),
  storage: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local'), path: z.literal(UPLOADS_DIR), files: count, bytes: count }),
    z.object({
      kind: z.literal('s3'),
      /** A pointer, not a copy: the images stay in the bucket (back it up by the bucket's own means). */
      bucket: z.string(),
      endpoint: z.string().nullable(),
      region: z.string(),
    }),
  ]),
});

export type Manifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Reads manifest.json's text, or says in one line why it is not a backup this code can restore. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('Not a Newsdesk backup: its manifest.json is not JSON.');
  }
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== FORMAT) {
    throw new BackupError('Not a Newsdesk backup: manifest.json does not name the newsdesk-backup format.');
  }
  if (head.data.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `This backup is in format ${head.data.formatVersion}, newer than this Newsdesk reads (${FORMAT_VERSION}): restore it with the version that made it.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `Not a valid Newsdesk backup: manifest.json ${issue?.path.join('.') || ''}: ${issue?.message ?? 'invalid'}.`,
    );
  }
  return parsed.data;
}

/** `YYYYMMDD-HHMMSS` in UTC, as backup file names carry it. */
export function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

export const ARCHIVE_PATTERN = /^newsdesk-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;
