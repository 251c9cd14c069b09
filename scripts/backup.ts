/**
 * `npm run backup [-- --out DIR] [--keep N] [--pg-bin DIR]`
 * Writes one archive, backups/newsdesk-backup-YYYYMMDD-HHMMSS.tar.gz (UTC): the database (PGlite's
 * data folder, or pg_dump's custom format when DATABASE_URL is set) and DATA_DIR/uploads, or with
 * STORAGE=s3 a pointer to the bucket. On PGlite, stop the server first. `--keep N` then removes all
 * but the newest N archives in the folder. Exit code 0, or 1 with a one-line reason on stderr
 * (scripts/cli.ts; an unexpected error's stack also goes to the log).
 * README, 'Backups'; the work is server/backup/backup.ts, which opens the database itself (a
 * closed PGlite folder, or pg_dump's own connection).
 */
import path from 'node:path';
import { createBackup, pruneBackups } from '../server/backup/backup';
import { BackupError } from '../server/backup/manifest';
import { exitOnSignals, formatBytes, plural, tableSummary } from './backup-cli';
import { CliError, runCli } from './cli';

const USAGE = 'Usage: npm run backup [-- --out DIR] [--keep N] [--pg-bin DIR]';

await runCli(
  {
    usage: USAGE,
    args: { options: { out: { type: 'string' }, keep: { type: 'string' }, 'pg-bin': { type: 'string' } } },
    failure: 'The backup failed',
    expected: [BackupError],
  },
  async ({ values, config }) => {
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) {
      throw new CliError(`--keep takes a whole number of 1 or more. ${USAGE}`);
    }
    exitOnSignals();
    const outDir = path.resolve(values.out ?? 'backups');
    const started = Date.now();
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
      const removed = await pruneBackups(outDir, keep).catch((error: unknown) => {
        throw new CliError(
          `The backup was written (${result.file}), but older ones could not be removed: ${(error as Error).message}`,
        );
      });
      if (removed.length > 0) {
        console.log(`  Removed ${plural(removed.length, 'older backup')} (--keep ${keep}): ${removed.join(', ')}`);
      }
    }
  },
);
