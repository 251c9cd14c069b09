import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { BusyError, Semaphore } from '../lib/concurrency';

/** argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every hash and check goes through here: one per core at a time, 64 more waiting, the rest
 * refused with 503 (a flood of sign-ups or sign-ins cannot starve the other requests).
 */
export const hashing = new Semaphore(Math.max(1, availableParallelism()), 64);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof BusyError) throw error;
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown username cannot be told by timing. */
export async function verifyNothing(password: string): Promise<false> {
  // A hash refused while the line was full (BusyError) is not kept: every later check would
  // fail with it, and an unknown username would be answered 503 until the process restarts.
  dummyHash ??= hashPassword('not-a-real-password-for-timing').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
