/**
 * `npm run backup [-- --out DIR] [--keep N] [--pg-bin DIR]`
 * Writes one archive, backups/newsdesk-backup-YYYYMMDD-HHMMSS.tar.gz (UTC): the database (PGlite's
 * data folder, or pg_dump's custom format when DATABASE_URL is set) and DATA_DIR/uploads, or with
 * STORAGE=s3 a pointer to the bucket. On PGlite, stop the server first. `--keep N` then removes all
 * but the newest N archives in the folder. Exit code 0, or 1 with a one-line reason on stderr.
 * README, 'Backups'; the work is server/backup/backup.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../server/config';
import { createBackup, pruneBackups } from '../server/backup/backup';
import { BackupError } from '../server/backup/manifest';
import { exitOnSignals, fail, formatBytes, plural, tableSummary } from './backup-cli';

const USAGE = 'Usage: npm run backup [-- --out DIR] [--keep N] [--pg-bin DIR]';

let values: { out?: string; keep?: string; 'pg-bin'?: string };
try {
  ({ values } = parseArgs({
    options: { out: { type: 'string' }, keep: { type: 'string' }, 'pg-bin': { type: 'string' } },
  }));
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && (!Number.isInteger(keep) || keep < 1))
  fail(`--keep takes a whole number of 1 or more. ${USAGE}`);

loadDotEnv();
let config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
exitOnSignals();
const outDir = path.resolve(values.out ?? 'backups');
const started = Date.now();
try {
  const result = await createBackup({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    storage: config.storage,
    outDir,
    pgBin: values['pg-bin'],
    onStep: (message) => console.log(message),
  });
  const { manifest } = result;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backup written: ${result.file} (${formatBytes(result.bytes)}, ${seconds} s)`);
  console.log(
    `  Database: ${manifest.database.serverVersion}, migration ${manifest.database.migration.tag ?? 'none'}; ${tableSummary(manifest.database.tables)}`,
  );
  console.log(
    manifest.storage.kind === 'local'
      ? `  Images: ${plural(manifest.storage.files, 'file')} (${formatBytes(manifest.storage.bytes)}) from ${path.join(config.dataDir, 'uploads')}`
      : `  Images: not in the archive; they stay in the bucket ${manifest.storage.bucket} (back it up by the bucket's own means)`,
  );
  if (keep !== undefined) {
    const removed = await pruneBackups(outDir, keep).catch((error: unknown) =>
      fail(`The backup was written (${result.file}), but older ones could not be removed: ${(error as Error).message}`),
    );
    if (removed.length > 0) {
      console.log(`  Removed ${plural(removed.length, 'older backup')} (--keep ${keep}): ${removed.join(', ')}`);
    }
  }
} catch (error) {
  fail(error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}`);
}
