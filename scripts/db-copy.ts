/**
 * `npm run db:copy -- --to postgres://user:password@host:5432/newsdesk [--from DIR]`
 * Moves a PGlite site to a PostgreSQL server: migrates the target, then copies every table of
 * the PGlite database in DATA_DIR (or --from) into it in one transaction, and prints what it
 * copied. The target must be empty. Takes the data-directory lock: stop the server first.
 * README, 'Moving a PGlite site to PostgreSQL'; the copy itself is server/db/copy.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { copyDatabase, CopyError, TargetNotEmptyError } from '../server/db/copy';
import { DataDirLockedError } from '../server/db/lock';
import { CliError, runCli } from './cli';

const USAGE = 'Usage: npm run db:copy -- --to postgres://user:password@host:5432/newsdesk [--from DATA_DIR]';

await runCli(
  {
    usage: USAGE,
    args: { options: { to: { type: 'string' }, from: { type: 'string' } } },
    failure: 'Could not copy the database',
    expected: [TargetNotEmptyError, CopyError],
  },
  async ({ values, config, open }) => {
    if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new CliError(USAGE);
    const targetUrl = values.to;
    const from = values.from ? path.resolve(values.from) : config.dataDir;
    if (!existsSync(path.join(from, 'pgdata'))) {
      throw new CliError(`There is no PGlite site in ${from} (no pgdata folder). Give its data directory with --from.`);
    }
    const source = await open({ dataDir: from }).catch((error: unknown) => {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new CliError(
        `${error.message}\nThe copy reads the PGlite directory, which only one process may open: stop the server first.`,
      );
    });
    const started = Date.now();
    const target = await open({ databaseUrl: targetUrl });
    const shown = new URL(targetUrl);
    shown.password = shown.password ? '***' : '';
    console.log(`Copying ${from} to ${shown.toString()} (migrated) in one transaction…`);
    const result = await copyDatabase(source, target, {
      onTable: ({ table, rows }) => console.log(`  ${table.padEnd(24)} ${String(rows).padStart(9)} rows`),
    });
    const total = result.tables.reduce((sum, t) => sum + t.rows, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Copied ${total} rows in ${result.tables.length} tables in ${seconds} s; every count checked.`);
    if (result.skipped.length > 0) {
      console.log(`Not copied (short-lived counters that start afresh): ${result.skipped.join(', ')}.`);
    }
    for (const s of result.sequences) console.log(`Sequence ${s.sequence} set to ${s.value}.`);
    const uploads = path.join(from, 'uploads');
    console.log(
      config.storage.kind === 's3'
        ? `Images: copy ${uploads} into the bucket ${config.storage.bucket} with npm run media:copy (DATA_DIR=${from}).`
        : `Images: the files stay in ${uploads}; with STORAGE=local keep DATA_DIR there (or copy that folder to the new DATA_DIR/uploads).`,
    );
    console.log('Next: set DATABASE_URL to the target and start the server (README, "Running at scale").');
  },
);
