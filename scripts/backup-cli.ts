/** What scripts/backup.ts and scripts/restore.ts share: signals, numbers (scripts/cli.ts the rest). */
import { rmSync } from 'node:fs';
import { partialFiles } from '../server/backup/archive';
import { runningTools } from '../server/backup/postgres';
import { heldLocks, stagingFolders } from '../server/backup/staging';

/**
 * Ctrl-C, or a timer's stop (SIGTERM): removes the half-written archive and the working folders
 * before exiting, so neither is left behind; a pg_restore under way is stopped, and its one
 * transaction rolled back; the data-folder lock is released. A PGlite folder is left as after a
 * crash, which its write-ahead log recovers.
 */
export function exitOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of runningTools) child.kill('SIGTERM');
      for (const file of partialFiles) rmSync(file, { force: true });
      for (const folder of stagingFolders) rmSync(folder, { recursive: true, force: true });
      for (const lock of heldLocks) lock.release();
      console.error(`Stopped by ${signal}: nothing was written.`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** `14 tables, 1,234 rows (articles 12, users 3, …)`: the largest few named. */
export function tableSummary(tables: Record<string, number>): string {
  const entries = Object.entries(tables);
  const rows = entries.reduce((sum, [, n]) => sum + n, 0);
  const named = ['articles', 'users', 'article_daily_stats', 'contact_messages']
    .filter((name) => name in tables)
    .map((name) => `${name} ${tables[name]}`);
  return `${plural(entries.length, 'table')}, ${plural(rows, 'row')} (${named.join(', ')})`;
}

/** `1 file`, `2 files`. */
export function plural(n: number, word: string): string {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}
