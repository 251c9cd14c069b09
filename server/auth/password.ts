import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { BusyError, Semaphore } from '../lib/concurrency';

/** argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1): every hash the site stores. */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** argon2id at its smallest cost: for the unit and API tests only (`lowerHashingCostInTests`). */
const TEST_OPTIONS = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;
let options: typeof PASSWORD_HASH_OPTIONS | typeof TEST_OPTIONS = PASSWORD_HASH_OPTIONS;

/**
 * The Vitest projects that sign thousands of accounts up and in call this once per process
 * (tests/setup/cheap-password-hashing.ts): argon2id at 1 MiB and one pass instead of 19 MiB and
 * two, which took a sixth of their CPU time (docs/performance.md, 'The test loop'). A check reads
 * the cost from the stored hash, so both kinds verify either way. Refused outside a test run, so a
 * site can never store weak hashes; the browser tests and the processes tests start (crash,
 * command-line) keep the real cost.
 */
export function lowerHashingCostInTests(): void {
  if (process.env.NODE_ENV !== 'test' || !process.env.VITEST) {
    throw new Error('Cheap password hashing is for the test runner only');
  }
  options = TEST_OPTIONS;
}

/**
 * Every hash and check goes through here: one per core at a time, 64 more waiting, the rest
 * refused with 503 (a flood of sign-ups or sign-ins cannot starve the other requests).
 */
export const hashing = new Semaphore(Math.max(1, availableParallelism()), 64);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, options));
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
