import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DirLock {
  release(): void;
}

/** Directories this process holds: its own pid in a lock file is not always stale. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `DATA_DIR/newsdesk.lock` so only one process opens the PGlite directory
 * (two corrupt it). A lock left by a process that has died is taken over.
 */
export function lockDataDir(dataDir: string): DirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'newsdesk.lock');
  if (held.has(file)) {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is already open in this process. Open it once and share the handle.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          held.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Newsdesk process (pid ${pid}). ` +
            'Stop that process first: two processes on one PGlite directory would corrupt it.',
        );
      }
      // The holder died (or, after a restart in a container, had our pid): take over.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
