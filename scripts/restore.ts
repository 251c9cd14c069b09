/**
 * `npm run restore -- FILE [--pg-bin DIR]`
 * Restores a backup made by `npm run backup` into the site this configuration names: with
 * DATABASE_URL, that PostgreSQL database (it must be empty: createdb); without, DATA_DIR (it must
 * hold no site; no server may have it open). Local images go to DATA_DIR/uploads. Every file is
 * checked against the archive's checksums and every table's rows against its manifest.
 * Exit code 0, or 1 with a one-line reason on stderr (scripts/cli.ts; an unexpected error's
 * stack also goes to the log). README, 'Backups'; the work is
 * server/backup/restore.ts, which opens the database itself (an empty folder or database).
 */
import path from 'node:path';
import { BackupError } from '../server/backup/manifest';
import { restoreBackup } from '../server/backup/restore';
import { exitOnSignals, plural, tableSummary } from './backup-cli';
import { CliError, runCli } from './cli';

const USAGE = 'Usage: npm run restore -- FILE [--pg-bin DIR]';

await runCli(
  {
    usage: USAGE,
    args: { options: { 'pg-bin': { type: 'string' } }, allowPositionals: true },
    failure: 'The restore failed',
    expected: [BackupError],
  },
  async ({ values, positionals, config }) => {
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new CliError(USAGE);
    exitOnSignals();
    const started = Date.now();
    const where = config.databaseUrl
      ? `the PostgreSQL database ${new URL(config.databaseUrl).pathname.slice(1)}`
      : `the data folder ${config.dataDir}`;
    console.log(`Restoring ${file} into ${where}…`);
    const result = await restoreBackup({
      file,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      storage: config.storage,
      pgBin: values['pg-bin'],
      onStep: (message) => console.log(message),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored the backup of ${result.manifest.createdAt} in ${seconds} s; every file and row count checked.`,
    );
    console.log(`  Database: ${tableSummary(result.tables)}`);
    if (result.manifest.storage.kind === 'local')
      console.log(`  Images: ${plural(result.uploads, 'file')} in ${path.join(config.dataDir, 'uploads')}`);
    for (const note of result.notes) console.log(`  ${note}`);
    console.log('Next: start the server (npm start) with this configuration.');
  },
);
