import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../tests/helpers/db';
import { RateLimitedError } from '../lib/errors';
import { AuthService, signInDelayMs } from './auth.service';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('sign-in throttling (security review, finding 5)', () => {
  it('slows an account more with each failure from anywhere, up to 10 s, and never refuses the right password', async () => {
    const waits: number[] = [];
    const auth = new AuthService(database.db, { sleep: async (ms) => waits.push(ms) });
    await auth.register({ username: 'asha', password: 'a long passphrase' }, null, 'editor');
    // Nine guesses, each from a new address (the per-address limits never trip).
    for (let i = 0; i < 9; i++) {
      await expect(auth.login({ username: 'asha', password: `guess ${i}` }, `203.0.113.${i}`)).rejects.toThrow();
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    const signedIn = await auth.login({ username: 'asha', password: 'a long passphrase' }, '198.51.100.5');
    expect(signedIn.viewer.username).toBe('asha');
    expect(waits.at(-1)).toBe(10_000);
    // A success clears the account's count.
    waits.length = 0;
    await auth.login({ username: 'asha', password: 'a long passphrase' }, '198.51.100.5');
    expect(waits).toEqual([]);
  });

  it('counts the delay from the fifth failure', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50].map(signInDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe('registration limits (security review, finding 3)', () => {
  it('allows 10 sign-ups an hour from one address, then answers 429; other addresses go on', async () => {
    const auth = new AuthService(database.db);
    for (let i = 0; i < 10; i++) {
      await auth.register({ username: `reader${i}`, password: 'a long passphrase' }, { ip: '192.0.2.50' });
    }
    await expect(
      auth.register({ username: 'reader10', password: 'a long passphrase' }, { ip: '192.0.2.50' }),
    ).rejects.toBeInstanceOf(RateLimitedError);
    const other = await auth.register({ username: 'reader11', password: 'a long passphrase' }, { ip: '192.0.2.51' });
    expect(other.role).toBe('reader');
  });
});
