import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledScript } from '../../tests/helpers/compiled-script';
import { recoveryMessage } from '../runtime';
import { pendingRecovery, PGliteThread, type RecoveryProgress } from './pglite-thread';

/**
 * A PGlite folder killed in the middle of a bulk write starts again, with every committed row,
 * and says that it recovers. PGlite has no checkpointer of its own: the database thread
 * checkpoints every CHECKPOINT_WAL_BYTES of WAL (64 MB; 8 MB here, to write less), which bounds
 * what a start replays (before it, 100,000 stories left a start 283 s of WAL to replay, past its
 * time limit) and the WAL kept.
 */
const CHECKPOINT_WAL_BYTES = 8 * 1_048_576;
const WAL_SEGMENT_BYTES = 16 * 1_048_576;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Runs the bulk writer on `dataDir` until it has committed about `megabytes` of rows, and kills it mid-batch. */
async function writeAndKill(dataDir: string, megabytes: number): Promise<{ committed: number; checkpoints: number }> {
  const writer = await compiledScript('tests/helpers/pglite-bulk-writer.ts');
  const child = spawn(process.execPath, [writer, dataDir, String(CHECKPOINT_WAL_BYTES)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let committed = 0;
  let checkpoints = 0;
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const lines = seen.split('\n');
      seen = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'checkpoint') checkpoints += 1;
        const rows = /^committed (\d+)$/.exec(line)?.[1];
        if (rows) committed = Number(rows);
      }
      // About 1 MB a batch of 250 rows; the next batch is under way when it is killed.
      if (committed >= megabytes * 250 && child.exitCode === null) {
        child.kill('SIGKILL');
        resolve();
      }
    });
    void exited.then(() => reject(new Error(`the writer stopped by itself:\n${errors}`)));
  }).catch((error: unknown) => {
    if (child.signalCode !== 'SIGKILL') throw error;
  });
  await exited;
  return { committed, checkpoints };
}

const walFolderBytes = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'pg_wal'))
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .reduce((sum, name) => sum + statSync(path.join(dataDir, 'pg_wal', name)).size, 0);

describe('PGlite killed during a bulk write', () => {
  it('starts again with every committed row, having replayed no more than the WAL since its last checkpoint', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-recovery-'));
    folders.push(dataDir);
    // Three times the checkpoint distance: the thread has checkpointed on the way.
    const { committed, checkpoints } = await writeAndKill(dataDir, (3 * CHECKPOINT_WAL_BYTES) / 1_048_576);
    expect(checkpoints).toBeGreaterThanOrEqual(2);

    // It was not closed: the next start replays what came after the last checkpoint, which is
    // bounded by the checkpoints, as is the WAL kept.
    const pending = await pendingRecovery(dataDir);
    expect(pending).not.toBeNull();
    // (Counted in whole WAL segments of 16 MB: the one the checkpoint began in, and the next.)
    expect(pending!.walBytes).toBeLessThanOrEqual(CHECKPOINT_WAL_BYTES + 2 * WAL_SEGMENT_BYTES);
    // PostgreSQL keeps min_wal_size (80 MB) of old segments to reuse.
    expect(walFolderBytes(dataDir)).toBeLessThan(80 * 1_048_576 + 4 * CHECKPOINT_WAL_BYTES);

    const told: RecoveryProgress[] = [];
    const thread = await PGliteThread.create({ dataDir, onRecovery: (progress) => told.push(progress) });
    try {
      const result = await thread.query<{ n: string }>('select count(*)::text as n from bulk');
      // Every batch it said was committed; the one under way when killed, or not.
      const rows = Number(result.rows[0]!.n);
      expect(rows).toBeGreaterThanOrEqual(committed);
      expect(rows).toBeLessThanOrEqual(committed + 250);
      // It said it was recovering, and when it was done.
      expect(told[0]).toMatchObject({ walBytes: pending!.walBytes, elapsedMs: 0, done: false });
      expect(told.at(-1)?.done).toBe(true);
      expect(recoveryMessage(told[0]!)).toMatch(
        /^database: recovering the database after an unclean stop: about \d+ MB/,
      );
      expect(recoveryMessage(told.at(-1)!)).toMatch(/^database: recovered after an unclean stop in \d+ s$/);
      // And it takes writes again.
      await thread.exec("insert into bulk (body) values ('after')");
    } finally {
      await thread.close();
    }
    // Closed cleanly: the next start has nothing to replay.
    expect(await pendingRecovery(dataDir)).toBeNull();
  }, 120_000);
});
