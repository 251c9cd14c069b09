import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { testConfig } from '../../tests/helpers/app';
import { createTestDatabase } from '../../tests/helpers/db';
import { withSecondConnection } from '../../tests/helpers/shared-counters';
import { createServices } from '../services';
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

describe('sign-in limits behind several processes (PostgreSQL)', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'refuses the sixth wrong password from one address through another process, and the right one too',
    async () => {
      await withSecondConnection(database, async (other) => {
        const config = testConfig();
        const first = createServices(database, config);
        const second = createServices(other, config);
        await first.auth.register({ username: 'asha', password: 'a long passphrase' }, null, 'editor');
        for (let i = 0; i < 5; i++) {
          await expect(
            first.auth.login({ username: 'asha', password: `guess ${i}` }, '192.0.2.7'),
          ).rejects.toMatchObject({
            code: 'invalid_credentials',
          });
        }
        await expect(second.auth.login({ username: 'asha', password: 'guess 5' }, '192.0.2.7')).rejects.toBeInstanceOf(
          RateLimitedError,
        );
        await expect(
          second.auth.login({ username: 'asha', password: 'a long passphrase' }, '192.0.2.7'),
        ).rejects.toBeInstanceOf(RateLimitedError);
        // Sign-ups are counted across processes as well.
        for (let i = 0; i < 10; i++) {
          const services = i % 2 === 0 ? first : second;
          await services.auth.register({ username: `reader${i}`, password: 'a long passphrase' }, { ip: '192.0.2.8' });
        }
        await expect(
          first.auth.register({ username: 'reader10', password: 'a long passphrase' }, { ip: '192.0.2.8' }),
        ).rejects.toBeInstanceOf(RateLimitedError);
      });
    },
  );
});
