import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder with a clear message while a live process holds it', () => {
    const dir = tempDir();
    // A live process other than this one holds the lock.
    const other = spawnSync(process.execPath, ['-e', 'console.log(process.ppid)']);
    expect(other.status).toBe(0);
    writeFileSync(path.join(dir, 'newsdesk.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrowError(/in use by another Newsdesk process/);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, 'newsdesk.lock'), dead.stdout.toString());
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(path.join(dir, 'newsdesk.lock'))).toBe(false);
  });

  it('refuses a second open of the same directory within one process', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrowError(/already open in this process/);
    lock.release();
  });

  it('takes over a lock file carrying its own pid that it does not hold (container restart)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'newsdesk.lock'), String(process.pid));
    lockDataDir(dir).release();
  });

  it('is released and can be taken again', () => {
    const dir = tempDir();
    lockDataDir(dir).release();
    const again = lockDataDir(dir);
    again.release();
  });
});
