import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApp } from '../http';
import { createLogger } from '../lib/logger';
import { createServices } from '../services';
import { testConfig } from '../../tests/helpers/app';
import { openDatabase, queryRows, type Database } from './client';
import { isUniqueViolation } from './errors';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { pendingRecovery, PGliteThread, replayedBytes, statementTimeoutSetting, walPlan } from './pglite-thread';
import { recoveryMessage } from '../runtime';
import { users } from './schema';

// The thread is what the server runs on PGlite; these tests need the PGlite template.
const onPglite = !process.env.DATABASE_URL;

/** A users row: the table these tests write to. */
function person(username: string) {
  return { username, usernameKey: username, passwordHash: 'x', role: 'reader' as const };
}

function template(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(inject('pgliteTemplate')));
}

/** A PGlite data directory holding the migrated template, as a site's DATA_DIR/pgdata would. */
async function templateDir(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-thread-'));
  const thread = await PGliteThread.create({ dataDir: path.join(dir, 'pgdata'), loadDataDir: template() });
  await thread.close();
  return dir;
}

describe('statementTimeoutSetting', () => {
  it.each([
    ['set statement_timeout = 2000', { local: false, ms: 2000 }],
    ['SET LOCAL statement_timeout = 200', { local: true, ms: 200 }],
    ["set local statement_timeout to '2s'", { local: true, ms: 2000 }],
    ['set session statement_timeout = 1.5min;', { local: false, ms: 90_000 }],
    ["set statement_timeout = '250ms'", { local: false, ms: 250 }],
    ['set statement_timeout = default', { local: false, ms: null }],
    ['reset statement_timeout', { local: false, ms: null }],
  ])('reads %s', (text, expected) => {
    expect(statementTimeoutSetting(text)).toEqual(expected);
  });

  it.each([
    'select 1',
    'set lock_timeout = 100',
    "set statement_timeout = 'soon'",
    'set statement_timeout = 1; select 1',
  ])('leaves %s alone', (text) => {
    expect(statementTimeoutSetting(text)).toBeNull();
  });
});

describe('pendingRecovery', () => {
  const MB16 = 16 * 1024 * 1024;
  /** A data directory as PostgreSQL leaves it: pg_control with `state` and the redo location, and WAL segments. */
  function folder(state: number, redo: bigint, segments: { name: string; minutesAgo: number }[]): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-pending-'));
    mkdirSync(path.join(dir, 'global'));
    mkdirSync(path.join(dir, 'pg_wal'));
    const control = Buffer.alloc(8192);
    control.writeUInt32LE(state, 16);
    control.writeBigUInt64LE(redo, 32);
    control.writeBigUInt64LE(redo, 40);
    writeFileSync(path.join(dir, 'global', 'pg_control'), control);
    for (const { name, minutesAgo } of segments) {
      const file = path.join(dir, 'pg_wal', name);
      writeFileSync(file, '');
      truncateSync(file, MB16);
      const at = new Date(Date.now() - minutesAgo * 60_000);
      utimesSync(file, at, at);
    }
    return dir;
  }

  it("counts the WAL from the redo location to the last segment written after it, whatever pg_control's time", async () => {
    // Redo 4 MB into segment 6/A4; A5 and A6 written after it; A7 and A8 made ready for reuse long
    // before (older than A4); an old segment before the redo. pg_control was written last (a start
    // that was stopped while it replayed rewrites it): it does not shorten the count.
    const dir = folder(4, 0x6_a440_0000n, [
      { name: '0000000100000006000000A3', minutesAgo: 30 },
      { name: '0000000100000006000000A4', minutesAgo: 10 },
      { name: '0000000100000006000000A5', minutesAgo: 9 },
      { name: '0000000100000006000000A6', minutesAgo: 8 },
      { name: '0000000100000006000000A7', minutesAgo: 40 },
      { name: '0000000100000006000000A8', minutesAgo: 40 },
    ]);
    try {
      await expect(pendingRecovery(dir)).resolves.toEqual({ walBytes: 12 * 1024 * 1024 + 2 * MB16 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers null for a directory shut down cleanly, or with no pg_control', async () => {
    const clean = folder(1, 0x6_a440_0000n, [{ name: '0000000100000006000000A4', minutesAgo: 1 }]);
    try {
      expect(await pendingRecovery(clean)).toBeNull();
      expect(await pendingRecovery(path.join(clean, 'missing'))).toBeNull();
    } finally {
      rmSync(clean, { recursive: true, force: true });
    }
  });

  it.runIf(process.platform === 'linux')(
    'tells how far a replay has come from the segment it has open, and the log says it in %',
    async () => {
      const dir = folder(4, 0x6_a440_0000n, [
        { name: '0000000100000006000000A4', minutesAgo: 10 },
        { name: '0000000100000006000000A5', minutesAgo: 9 },
        { name: '0000000100000006000000A6', minutesAgo: 8 },
      ]);
      const plan = (await walPlan(dir))!;
      // As PGlite, replaying, holds the segment it reads.
      const fd = openSync(path.join(dir, 'pg_wal', '0000000100000006000000A5'), 'r');
      try {
        const replayed = await replayedBytes(dir, plan);
        expect(replayed).toBe(MB16 - 4 * 1024 * 1024);
        expect(
          recoveryMessage({ walBytes: plan.walBytes, replayedBytes: replayed, elapsedMs: 20_000, done: false }),
        ).toBe('database: still recovering the database, 27 % (20 s so far, about 44 MB to replay)');
      } finally {
        closeSync(fd);
        rmSync(dir, { recursive: true, force: true });
      }
      expect(await replayedBytes(dir, plan)).toBeUndefined();
    },
  );

  it('crosses into the next 4 GB of WAL: segment 6/FF is followed by 7/00', async () => {
    const dir = folder(4, 0x6_ff00_0000n, [
      { name: '0000000100000006000000FF', minutesAgo: 5 },
      { name: '000000010000000700000000', minutesAgo: 4 },
    ]);
    try {
      expect(await pendingRecovery(dir)).toEqual({ walBytes: 2 * MB16 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!onPglite)('PGlite in a worker thread', () => {
  let thread: PGliteThread;
  let local: PGlite;

  beforeAll(async () => {
    thread = await PGliteThread.create({ loadDataDir: template() });
    local = await PGlite.create({ loadDataDir: new Blob([template()]), extensions: PGLITE_EXTENSIONS });
  });
  afterAll(async () => {
    await thread.close();
    await local.close();
  });

  it('answers with the same values and types as PGlite in this thread', async () => {
    const text = `select now() as at, 12::int8 as big, 3::int2 as small, 1.25::numeric as num, 0.5::float8 as f,
      true as yes, null::text as nothing, '{"a":[1,2]}'::jsonb as doc, '{1,2,3}'::int[] as ints,
      '{"a b",c}'::text[] as words, '\\x0102'::bytea as bytes, '2026-11-24'::date as day,
      '1 day'::interval as span, gen_random_uuid() is not null as uuid, 'x'::text as "Mixed Case"`;
    const [mine, theirs] = [await thread.query(text), await local.query(text)];
    expect(mine.fields).toEqual(theirs.fields);
    const [a, b] = [mine.rows[0] as Record<string, unknown>, theirs.rows[0] as Record<string, unknown>];
    expect({ ...a, at: typeof a.at }).toEqual({ ...b, at: typeof b.at });
    expect(a.at).toBeInstanceOf(Date);

    // Drizzle asks for arrays and keeps dates as text: its own parsers win.
    const drizzleText = drizzle(thread as unknown as PGlite);
    const drizzleLocal = drizzle(local);
    const read = sql`select '2026-11-24 10:00:00+00'::timestamptz as at, '{2026-01-01}'::date[] as days, 7 as n`;
    expect(await drizzleText.execute(read)).toMatchObject({ rows: (await drizzleLocal.execute(read)).rows });
  });

  it('keeps at most 128 MB of WAL for reuse after a checkpoint (PostgreSQL would keep 1 GB)', async () => {
    const rows = await thread.query<{ max: string; min: string }>(
      "select current_setting('max_wal_size') as max, current_setting('min_wal_size') as min",
    );
    expect(rows.rows).toEqual([{ max: '128MB', min: '32MB' }]);
  });

  it('runs several statements with exec, as PGlite does', async () => {
    const text = `create temporary table t (n int); insert into t values (1), (2); select n from t; drop table t`;
    const [mine, theirs] = [await thread.exec(text), await local.exec(text)];
    expect(mine).toEqual(theirs);
    expect(mine[2]!.rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('passes on PostgreSQL errors with their SQLSTATE and fields', async () => {
    const db = drizzle(thread as unknown as PGlite);
    await db.insert(users).values(person('twin'));
    const error = await db
      .insert(users)
      .values(person('twin'))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { cause: { constraint: string } }).cause.constraint).toMatch(/username/);
    // The database goes on as before.
    expect((await thread.query('select count(*)::int as n from users')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction, rolls back one that throws, and keeps other statements out until it ends', async () => {
    const db = drizzle(thread as unknown as PGlite);
    await db.transaction(async (tx) => {
      await tx.insert(users).values(person('kept'));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(person('dropped'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.insert(users).values(person('inside'));
      await held;
      order.push('transaction ends');
    });
    const outside = thread.query('select count(*)::int as n from users').then((r) => {
      order.push('outside answered');
      return r.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    // The statement outside saw the transaction's row: it ran after the commit.
    expect(await outside).toEqual([{ n: 3 }]);
    expect(order).toEqual(['transaction ends', 'outside answered']);
    const names = (await thread.query<{ username: string }>('select username from users order by username')).rows;
    expect(names.map((r) => r.username)).toEqual(['inside', 'kept', 'twin']);
  });
});

describe.skipIf(!onPglite)('a statement past its time limit on PGlite', () => {
  let dir: string;
  let database: Database;
  const restarts: Error[] = [];

  beforeAll(async () => {
    dir = await templateDir();
    database = await openDatabase({ dataDir: dir, statementTimeoutMs: 5_000, onRestart: (e) => restarts.push(e) });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails with SQLSTATE 57014, keeps what was committed, and the database answers again', async () => {
    const { db } = database;
    await db.insert(users).values(person('before'));
    let inside: unknown = null;
    const failed = await db
      .transaction(async (tx) => {
        await tx.insert(users).values(person('lost'));
        await tx.execute(sql.raw('set local statement_timeout = 300'));
        try {
          await tx.execute(sql`select pg_sleep(30)`);
        } catch (error) {
          // Whatever the transaction tries next fails: it ended with the statement.
          inside = await tx.execute(sql`select 1`).then(
            () => 'ran',
            (e: { cause?: { code?: string } }) => e.cause?.code,
          );
          throw error;
        }
      })
      .then(
        () => null,
        (e: { cause?: { code?: string } }) => e.cause?.code,
      );
    expect(failed).toBe('57014');
    expect(inside).toBe('25P02');
    expect(restarts.map((e) => (e as { code?: string }).code)).toEqual(['57014']);

    const names = await queryRows<{ username: string }>(db, sql`select username from users order by username`);
    expect(names.map((r) => r.username)).toEqual(['before']);
    await db.insert(users).values(person('after'));
    expect(await queryRows(db, sql`select count(*)::int as n from users`)).toEqual([{ n: 2 }]);
  });

  it('applies the session limit, which `set statement_timeout` changes', async () => {
    const { db } = database;
    await db.execute(sql.raw('set statement_timeout = 200'));
    await expect(db.execute(sql`select pg_sleep(20)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    await db.execute(sql.raw('set statement_timeout = 0'));
    await db.execute(sql`select pg_sleep(0.3)`);
    await db.execute(sql.raw('reset statement_timeout'));
  });

  it('runs VACUUM without the limit, and the limit holds again after it', async () => {
    const { db } = database;
    await db.execute(sql.raw('set statement_timeout = 200'));
    const vacuum = database.vacuum?.();
    // A statement queued behind the VACUUM still has its own limit.
    await Promise.all([vacuum, db.execute(sql`select 1`)]);
    await expect(db.execute(sql`select pg_sleep(20)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    await db.execute(sql.raw('reset statement_timeout'));
  });

  it('replaces a timed-out worker once, and opens the directory only after the old one stopped', async () => {
    const { db } = database;
    const before = restarts.length;
    await db.execute(sql.raw('set statement_timeout = 200'));
    await expect(db.execute(sql`select pg_sleep(20)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    await db.execute(sql.raw('reset statement_timeout'));
    // The stopped worker's exit comes after: it is no second crash to recover from.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(restarts.slice(before).map((e) => (e as { code?: string }).code)).toEqual(['57014']);
    expect(await queryRows(db, sql`select count(*)::int as n from users`)).toEqual([{ n: 2 }]);
  });
});

describe.skipIf(!onPglite)('the server while PGlite runs a slow statement', () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = await templateDir();
    database = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /api/health and a cached page before the statement ends', async () => {
    const config = testConfig();
    const services = createServices(database, config);
    const app = createApp({
      config,
      database,
      services,
      logger: createLogger('silent'),
      renderPage: async () => new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } }),
    });
    await app.request('/');
    expect((await app.request('/')).headers.get('x-cache')).toBe('HIT');

    let slowEnded = false;
    const slow = database.db.execute(sql`select pg_sleep(2)`).then(() => (slowEnded = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await app.request('/api/health');
    const page = await app.request('/');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
    expect(page.headers.get('x-cache')).toBe('HIT');
    // Both answered while the statement was still running (it had 1.9 s left).
    expect(slowEnded).toBe(false);
    await slow;
    expect(slowEnded).toBe(true);
  });
});

describe.skipIf(!onPglite)('a database loaded from a dump, when its worker is replaced', () => {
  /** Runs a statement past a 200 ms session limit: the worker is stopped and the statement fails. */
  async function overrun(thread: PGliteThread): Promise<void> {
    await thread.exec('set statement_timeout = 200');
    await expect(thread.query('select pg_sleep(20)')).rejects.toMatchObject({ code: '57014' });
  }

  it('in memory: every later statement fails, saying the rows are gone, instead of answering from the dump', async () => {
    const thread = await PGliteThread.create({ loadDataDir: template() });
    try {
      await thread.query('insert into users (username, username_key, password_hash, role) values ($1, $1, $2, $3)', [
        'written',
        'x',
        'reader',
      ]);
      await overrun(thread);
      await expect(thread.query('select count(*)::int as n from users')).rejects.toThrow(/its rows went with it/);
      await expect(thread.exec('select 1')).rejects.toThrow(/loaded from a dump, with no data directory/);
      expect(thread.restarts).toBe(0);
    } finally {
      await thread.close();
    }
  });

  it('in a data directory: the new worker opens it and finds every committed row', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-thread-'));
    const thread = await PGliteThread.create({ dataDir: path.join(dir, 'pgdata'), loadDataDir: template() });
    try {
      await thread.query('insert into users (username, username_key, password_hash, role) values ($1, $1, $2, $3)', [
        'written',
        'x',
        'reader',
      ]);
      await overrun(thread);
      await thread.exec('reset statement_timeout');
      expect(thread.restarts).toBe(1);
      expect((await thread.query('select username from users')).rows).toEqual([{ username: 'written' }]);
    } finally {
      await thread.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!onPglite)('a worker that does not start', () => {
  it('fails the start with a clear error once its time is up, rather than leaving statements waiting', async () => {
    await expect(PGliteThread.create({ loadDataDir: template(), startTimeoutMs: 1 })).rejects.toThrow(
      'PGliteThread: the database thread did not start within 0.001 s (a dump, in memory)',
    );
  });
});
