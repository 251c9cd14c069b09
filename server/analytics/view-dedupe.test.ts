import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { counterFixture, withSecondConnection } from '../../tests/helpers/shared-counters';
import { createViewDedupe, MemoryViewDedupe, PostgresViewDedupe, type ViewDedupe } from './view-dedupe';

const t = counterFixture('view_sessions', Date.UTC(2026, 10, 23, 20, 0, 0, 456));
const clock = t.clock;

/** The same answers from memory and from the SQL one (PGlite, or PostgreSQL with DATABASE_URL). */
describe.each([
  ['memory', (windowMs: number) => new MemoryViewDedupe(windowMs, 50_000, clock)],
  ['PostgreSQL table', (windowMs: number) => new PostgresViewDedupe(t.database.db, { windowMs, now: clock })],
] satisfies Array<[string, (windowMs: number) => ViewDedupe]>)('ViewDedupe (%s)', (_name, make) => {
  it('does not count the same article twice in a row from one session', async () => {
    const dedupe = make(30 * 60_000);
    expect(await dedupe.shouldCount('s1', 'a')).toBe(true);
    expect(await dedupe.shouldCount('s1', 'a')).toBe(false);
    expect(await dedupe.shouldCount('s2', 'a')).toBe(true);
    expect(await dedupe.shouldCount('s1', 'b')).toBe(true);
    // Coming back after reading another story is a new view.
    expect(await dedupe.shouldCount('s1', 'a')).toBe(true);
  });

  it('counts again once the session has gone quiet', async () => {
    const dedupe = make(1000);
    expect(await dedupe.shouldCount('s', 'a')).toBe(true);
    t.advance(999);
    expect(await dedupe.shouldCount('s', 'a')).toBe(false);
    // Quiet is since the last view, counted or not.
    t.advance(999);
    expect(await dedupe.shouldCount('s', 'a')).toBe(false);
    t.advance(1000);
    expect(await dedupe.shouldCount('s', 'a')).toBe(true);
  });
});

describe('MemoryViewDedupe', () => {
  it('forgets the oldest sessions beyond its bound', async () => {
    const dedupe = new MemoryViewDedupe(60_000, 2);
    await dedupe.shouldCount('s1', 'a');
    await dedupe.shouldCount('s2', 'a');
    await dedupe.shouldCount('s3', 'a');
    expect(await dedupe.shouldCount('s1', 'a')).toBe(true);
    expect(await dedupe.shouldCount('s3', 'a')).toBe(false);
  });
});

describe('PostgresViewDedupe', () => {
  it('is what PostgreSQL sites get; PGlite keeps sessions in memory', () => {
    expect(createViewDedupe({ db: t.database.db, kind: 'pglite' })).toBeInstanceOf(MemoryViewDedupe);
    expect(createViewDedupe({ db: t.database.db, kind: 'postgres' })).toBeInstanceOf(PostgresViewDedupe);
  });

  it('deletes the sessions quiet for longer than the window, and only those', async () => {
    const dedupe = new PostgresViewDedupe(t.database.db, { windowMs: 1000, now: clock });
    await dedupe.shouldCount('old', 'a');
    t.advance(500);
    await dedupe.shouldCount('recent', 'a');
    t.advance(500);
    expect(await dedupe.sweep()).toBe(1);
    const rows = await queryRows<{ session: string }>(t.database.db, sql`select session from view_sessions`);
    expect(rows.map((r) => r.session)).toEqual(['recent']);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'shares sessions between processes: a reload through another one is no second view, even at once',
    async () => {
      await withSecondConnection(t.database, async (other) => {
        const here = new PostgresViewDedupe(t.database.db, { now: clock });
        const there = new PostgresViewDedupe(other.db, { now: clock });
        expect(await here.shouldCount('s', 'a')).toBe(true);
        expect(await there.shouldCount('s', 'a')).toBe(false);
        expect(await there.shouldCount('s', 'b')).toBe(true);
        // Ten views of a new article at once, through both: one counts.
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? here : there).shouldCount('s', 'c')),
        );
        expect(answers.filter(Boolean)).toHaveLength(1);
      });
    },
  );
});
