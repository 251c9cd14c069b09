import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { inject } from 'vitest';

/**
 * A new site's data folder (DATA_DIR) for a server or a command-line tool a test starts as a
 * process. On PGlite it holds the run's migrated, empty template database (tests/setup/global-setup.ts),
 * as a site's folder after its first start: the process opens it in about a second instead of
 * spending 5-10 s of CPU migrating a new one. Migrating from nothing is what the global setup does
 * on every run (and the browser tests' and Lighthouse's sites). With DATABASE_URL there is no
 * template and the folder is empty.
 */
export function siteFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = inject('pgliteTemplate');
  if (template) {
    // The folder PGlite opens in DATA_DIR (server/db/client.ts); the dump's names are relative to it.
    const pgdata = path.join(dir, 'pgdata');
    mkdirSync(pgdata);
    tar.x({ file: template, cwd: pgdata, sync: true });
  }
  return dir;
}
