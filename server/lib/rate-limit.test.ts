import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { counterFixture, withSecondConnection } from '../../tests/helpers/shared-counters';
import { createRateLimitStore, MemoryRateLimitStore, PostgresRateLimitStore, type RateLimitStore } from './rate-limit';

const t = counterFixture('rate_limits', Date.UTC(2026, 10, 23, 20, 0, 0, 123));
const clock = t.clock;

/**
 * The same behaviour from both stores: in memory, and the SQL one (on whichever database
 * the suite runs: PGlite, or PostgreSQL with DATABASE_URL).
 */
describe.each([
  ['memory', () => new MemoryRateLimitStore(clock)],
  ['PostgreSQL table', () => new PostgresRateLimitStore(t.database.db, { now: clock })],
] satisfies Array<[string, () => RateLimitStore]>)('rate limits (%s)', (_name, makeStore) => {
  it('consume: allows the limit in a window, then answers the seconds left; other keys go on', async () => {
    const limiter = makeStore().limiter('contact', 3, 60_000);
    expect([await limiter.consume('a'), await limiter.consume('a'), await limiter.consume('a')]).toEqual([0, 0, 0]);
    t.advance(10_000);
    expect(await limiter.consume('a')).toBe(50);
    expect(await limiter.retryAfter('a')).toBe(50);
    expect(await limiter.consume('b')).toBe(0);
    // A refusal does not stretch the window.
    t.advance(49_500);
    expect(await limiter.consume('a')).toBe(1);
    t.advance(500);
    expect(await limiter.consume('a')).toBe(0);
    expect(await limiter.count('a')).toBe(1);
  });

  it('hit and count: counts past the limit; retryAfter counts nothing and is 0 below the limit', async () => {
    const limiter = makeStore().limiter('sign-in-ip', 2, 60_000);
    expect(await limiter.count('ip')).toBe(0);
    await limiter.hit('ip');
    expect(await limiter.retryAfter('ip')).toBe(0);
    expect(await limiter.retryAfter('ip')).toBe(0);
    expect(await limiter.count('ip')).toBe(1);
    await limiter.hit('ip');
    await limiter.hit('ip');
    expect(await limiter.count('ip')).toBe(3);
    expect(await limiter.retryAfter('ip')).toBe(60);
  });

  it('forgets a window once it has ended, and on reset', async () => {
    const limiter = makeStore().limiter('sign-in-account', 1, 1000);
    await limiter.hit('k');
    expect(await limiter.retryAfter('k')).toBe(1);
    t.advance(999);
    expect(await limiter.count('k')).toBe(1);
    t.advance(1);
    expect(await limiter.count('k')).toBe(0);
    expect(await limiter.retryAfter('k')).toBe(0);
    await limiter.hit('k');
    expect(await limiter.count('k')).toBe(1);
    await limiter.reset('k');
    expect(await limiter.count('k')).toBe(0);
  });

  it('keeps each bucket apart, and takes any text as a key', async () => {
    const store = makeStore();
    const contact = store.limiter('contact', 1, 60_000);
    const engagement = store.limiter('engagement', 1, 60_000);
    const key = "o'brien@example.com\n'); delete from rate_limits; --";
    expect(await contact.consume(key)).toBe(0);
    expect(await contact.consume(key)).toBe(60);
    expect(await engagement.consume(key)).toBe(0);
    expect(await contact.count(`${key} `)).toBe(0);
  });

  it('check, hitAll and resetAll answer for several limiters and keys at once', async () => {
    const store = makeStore();
    const pair = store.limiter('sign-in-account-ip', 2, 60_000);
    const account = store.limiter('sign-in-account', Number.MAX_SAFE_INTEGER, 60_000);
    const ip = store.limiter('sign-in-ip', 3, 60_000);
    const keys = [
      [pair, 'asha\n192.0.2.1'],
      [account, 'asha'],
      [ip, '192.0.2.1'],
    ] as const;
    expect(await store.check(keys)).toEqual([
      { count: 0, retryAfter: 0 },
      { count: 0, retryAfter: 0 },
      { count: 0, retryAfter: 0 },
    ]);
    await store.hitAll(keys);
    // The same pair twice in one call counts once.
    await store.hitAll([...keys, [ip, '192.0.2.1']]);
    t.advance(1000);
    expect(await store.check(keys)).toEqual([
      { count: 2, retryAfter: 59 },
      { count: 2, retryAfter: 0 },
      { count: 2, retryAfter: 0 },
    ]);
    await store.resetAll([keys[0], keys[1]]);
    expect(await store.check(keys)).toEqual([
      { count: 0, retryAfter: 0 },
      { count: 0, retryAfter: 0 },
      { count: 2, retryAfter: 0 },
    ]);
    expect(await store.check([])).toEqual([]);
  });
});

describe('createRateLimitStore', () => {
  it('keeps counts in memory on PGlite and in PostgreSQL otherwise', () => {
    expect(createRateLimitStore({ db: t.database.db, kind: 'pglite' })).toBeInstanceOf(MemoryRateLimitStore);
    expect(createRateLimitStore({ db: t.database.db, kind: 'postgres' })).toBeInstanceOf(PostgresRateLimitStore);
  });
});

describe('PostgresRateLimitStore', () => {
  it('deletes the windows that have ended, and only those', async () => {
    const store = new PostgresRateLimitStore(t.database.db, { now: clock });
    await store.limiter('short', 1, 1000).hit('a');
    await store.limiter('long', 1, 60_000).hit('a');
    t.advance(1000);
    expect(await store.sweep()).toBe(1);
    const rows = await queryRows<{ bucket: string }>(t.database.db, sql`select bucket from rate_limits`);
    expect(rows.map((r) => r.bucket)).toEqual(['long']);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'shares counts between processes: two connections to one database, counting at once',
    async () => {
      await withSecondConnection(t.database, async (other) => {
        const here = new PostgresRateLimitStore(t.database.db, { now: clock }).limiter('contact', 5, 60_000);
        const there = new PostgresRateLimitStore(other.db, { now: clock }).limiter('contact', 5, 60_000);
        await here.hit('192.0.2.9');
        expect(await there.count('192.0.2.9')).toBe(1);
        // Twenty posts at once, half through each: the limit lets exactly four more through.
        const waits = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? here : there).consume('192.0.2.9')),
        );
        expect(waits.filter((w) => w === 0)).toHaveLength(4);
        expect(await here.retryAfter('192.0.2.9')).toBe(60);
        await there.reset('192.0.2.9');
        expect(await here.count('192.0.2.9')).toBe(0);
      });
    },
  );
});
