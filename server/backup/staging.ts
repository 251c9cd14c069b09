/**
 * The working folders of a backup or a restore: hidden, named after the process that made them,
 * removed when it ends, and by the next run if that process was killed.
 */
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DirLock } from '../db/lock';

type Kind = 'backup' | 'restore';

/** Working folders in use now: a signal handler removes them before the process exits. */
export const stagingFolders = new Set<string>();

/** Data-folder locks held now (server/db/lock.ts): a signal handler releases them too. */
export const heldLocks = new Set<DirLock>();

export function stagingFolder(parent: string, kind: Kind): string {
  const folder = path.join(parent, `.newsdesk-${kind}-${process.pid}-${randomBytes(4).toString('hex')}`);
  stagingFolders.add(folder);
  return folder;
}

export async function removeStaging(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  stagingFolders.delete(folder);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes working folders in `parent` left by a run that was killed (its process is gone). */
export async function removeStaleStaging(parent: string, kind: Kind): Promise<void> {
  const pattern = new RegExp(`^\\.newsdesk-${kind}-(\\d+)-[0-9a-f]+$`);
  for (const name of await readdir(parent).catch(() => [])) {
    const pid = Number(pattern.exec(name)?.[1] ?? 0);
    if (pid > 0 && pid !== process.pid && !isAlive(pid))
      await rm(path.join(parent, name), { recursive: true, force: true });
  }
}
