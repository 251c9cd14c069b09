import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { PGliteThread } from '../../server/db/pglite-thread';
import { adminQuery } from './fresh-database';

/**
 * A fresh, migrated database for a test: on PGlite one of this worker's database threads
 * (server/db/pglite-thread.ts, as the server runs it), emptied; with DATABASE_URL one of this
 * worker's PostgreSQL databases, copied from the template once and emptied the same way.
 */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return takePostgres(databaseUrl);
  const entry = await takeThread();
  const database = await openDatabase({ pglite: entry.lease!.client, migrate: false });
  const lease = entry.lease!;
  return {
    ...database,
    // Back to the worker's threads, emptied when it is next taken.
    async close() {
      if (entry.lease === lease) entry.lease = undefined;
    },
  };
}

/**
 * One database thread of this worker and who holds it. A worker runs many test files one after
 * another (vitest.config.ts, `isolate: false`) and keeps its threads for all of them: loading the
 * template costs about 0.7 s of CPU (seconds on a loaded machine), emptying a used database a
 * few milliseconds.
 */
interface Thread {
  thread: PGliteThread;
  dir: string;
  /** The test's handle on it while one holds it. */
  lease?: Lease;
  /** Being emptied for a test (two tests of a file may ask at once). */
  resetting?: boolean;
  /** The catalogs' stamp when its schema last matched the template's (`reset`). */
  stamp?: string;
}

/** A test's handle on a thread: the thread's calls, until the thread goes to another file. */
interface Lease {
  client: PGliteThread;
  file: string | undefined;
  revoke(): void;
}

const threads: Thread[] = [];
/** The test file running now. */
const testFile = () => expect.getState().testPath;
/** The file the last database was handed to. */
let lastFile: string | undefined;
/** What the template's schema reads as (`schemaPrint`), known once this worker made a thread. */
let templatePrint: string | undefined;

async function takeThread(): Promise<Thread> {
  const file = testFile();
  if (file !== lastFile) {
    // A new file: whatever earlier files still hold (never closed, or closed while their services
    // worked on) is taken back, and their handles answer with an error from now on, so a timer or
    // a write an earlier file left running cannot reach this file's rows.
    for (const entry of threads) {
      entry.lease?.revoke();
      entry.lease = undefined;
    }
    lastFile = file;
  }
  for (const entry of threads.filter((t) => !t.lease && !t.resetting)) {
    if (entry.lease || entry.resetting) continue;
    entry.resetting = true;
    const emptied = await reset(entry);
    entry.resetting = false;
    if (emptied) {
      entry.lease = lease(entry.thread, file);
      return entry;
    }
    await closeThread(entry);
  }
  const entry = await newThread();
  entry.lease = lease(entry.thread, file);
  return entry;
}

/**
 * Empties a used database: every row deleted, sequences restarted, the session as new. False
 * when it cannot be (a worker lost, a statement that does not end, a schema a test changed): the
 * thread is then closed and another made.
 *
 * Deleting a test's few rows takes about 25 ms on PGlite; `truncate` of every table took 250-390 ms
 * (new files for each), and the schema's full print 37 ms, once for every test that asks for a
 * database: most of the server project's time. Only the tables a test filled are truncated (their
 * dead rows would change the planner's choices), and the full print runs only when the catalogs'
 * stamp says something changed since the print last matched.
 */
async function reset(entry: Thread): Promise<boolean> {
  const thread = entry.thread;
  if (thread.closed || thread.busy) return false;
  try {
    return await withTimeout(
      (async () => {
        await thread.exec('discard all');
        // The thread keeps the session's limit itself (server/db/pglite-thread.ts).
        await thread.exec('reset statement_timeout');
        await empty(thread, templateObjects!, true);
        const stamp = await catalogStamp((sql) => thread.query(sql));
        if (stamp === entry.stamp) return true;
        if ((await schemaPrint((sql) => thread.query(sql))) !== templatePrint) return false;
        entry.stamp = stamp;
        return true;
      })(),
      10_000,
    );
  } catch {
    return false;
  }
}

/** A table larger than this (eight pages) is truncated by `reset` rather than emptied row by row. */
const BIG_TABLE = 65_536;

/** A connection to a test database, on either engine. */
interface Session {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  /** Several statements in one round trip. */
  exec(sql: string): Promise<unknown>;
}

/**
 * Deletes every row and restarts the sequences. A table a test filled (past BIG_TABLE bytes) is
 * truncated: new, empty files, as a new database's, since its dead rows would change the planner's
 * choices. The others, a test's few rows, are deleted without their foreign keys' triggers (as the
 * database's owner, `asOwner`), so any order empties them; without that right, every table is
 * truncated.
 */
async function empty(session: Session, objects: TemplateObjects, asOwner: boolean): Promise<void> {
  const { tables, sequences } = objects;
  const { rows: big } = await session.query<{ name: string }>(
    `select name from (values ${tables.map((t) => `('${t}')`).join(', ')}) as t(name)
     where pg_relation_size(name::regclass) > ${BIG_TABLE}`,
  );
  const truncated = asOwner ? big.map((r) => r.name) : tables;
  const deleted = tables.filter((t) => !truncated.includes(t));
  await session.exec(
    [
      ...(truncated.length > 0 ? [`truncate ${truncated.join(', ')} cascade`] : []),
      ...(deleted.length > 0
        ? [
            'set session_replication_role = replica',
            ...deleted.map((table) => `delete from ${table}`),
            'set session_replication_role = default',
          ]
        : []),
      // setval, not `alter sequence … restart`, which gives the sequence a new file (a catalog change).
      ...sequences.map((sequence) => `select setval('${sequence}', 1, false)`),
    ].join(';\n'),
  );
}

interface TemplateObjects {
  tables: string[];
  sequences: string[];
}

/** The template's tables and sequences, read once this worker made a thread. */
let templateObjects: TemplateObjects | undefined;

async function objectsOf(thread: Pick<Session, 'query'>): Promise<TemplateObjects> {
  const tables = await thread.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1",
  );
  const sequences = await thread.query<{ name: string }>(
    "select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public' order by 1",
  );
  return { tables: tables.rows.map((r) => r.name), sequences: sequences.rows.map((r) => r.name) };
}

/**
 * The catalogs' state in one short line, in a millisecond or two: any DDL adds or removes a row in
 * one of them (a row count changes) or writes a newer row version (its highest `xmin` grows).
 */
async function catalogStamp(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<string> {
  const catalogs = ['pg_class', 'pg_attribute', 'pg_attrdef', 'pg_constraint', 'pg_index', 'pg_trigger', 'pg_proc'];
  const { rows } = await query(
    `select concat_ws(' ', ${catalogs
      .map((c) => `(select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from ${c})`)
      .join(', ')}) as stamp`,
  );
  return (rows[0] as { stamp?: string } | undefined)?.stamp ?? '';
}

async function newThread(): Promise<Thread> {
  const templateFile = inject('pgliteTemplate');
  // In a directory, not in the worker's memory: should the worker be replaced (a statement past
  // its time limit, a crash), the new one opens the directory and finds every committed row, as on
  // a site. Loaded into memory, the rows went with the worker. Under the global setup's directory,
  // which its teardown removes; each is removed sooner when its thread is closed or this process
  // ends.
  const dir = mkdtempSync(path.join(path.dirname(templateFile), 'db-'));
  dirs.add(dir);
  try {
    const thread = await PGliteThread.create({
      dataDir: path.join(dir, 'pgdata'),
      loadDataDir: new Uint8Array(readFileSync(templateFile)),
    });
    templatePrint ??= await schemaPrint((sql) => thread.query(sql));
    templateObjects ??= await objectsOf(thread);
    const entry: Thread = { thread, dir, stamp: await catalogStamp((sql) => thread.query(sql)) };
    threads.push(entry);
    return entry;
  } catch (error) {
    removeDir(dir);
    throw error;
  }
}

/**
 * On PostgreSQL, this worker's databases. Copying the template for every test (`create database …
 * template`, about 0.3 s, then a drop) took most of the PostgreSQL pass's time; a used database is
 * emptied in milliseconds, on a connection kept for it. Named `newsdesk_test_<pid>_<n>`; the global
 * setup's teardown drops them.
 */
interface PgDatabase {
  name: string;
  url: string;
  inUse: boolean;
  /** The connection that empties it, made when it was first emptied. */
  admin?: pg.Client;
  /** The catalogs' stamp when its schema last matched the template's. */
  stamp?: string;
}
const pgDatabases: PgDatabase[] = [];
/** What the template's schema reads as, and its tables, known once this worker made a database. */
let pgTemplate: { print: string; objects: TemplateObjects; asOwner: boolean } | undefined;

async function takePostgres(serverUrl: string): Promise<Database> {
  let entry: PgDatabase | undefined;
  for (const candidate of pgDatabases.filter((d) => !d.inUse)) {
    if (candidate.inUse) continue;
    candidate.inUse = true;
    if (await resetPostgres(candidate)) {
      entry = candidate;
      break;
    }
    pgDatabases.splice(pgDatabases.indexOf(candidate), 1);
    await candidate.admin?.end().catch(() => undefined);
    await adminQuery(serverUrl, `drop database if exists ${candidate.name} with (force)`);
  }
  entry ??= await newPostgres(serverUrl);
  const taken = entry;
  const database = await openDatabase({ databaseUrl: taken.url, migrate: false });
  return {
    ...database,
    // Back to the worker's databases, emptied when it is next taken.
    async close() {
      await database.close();
      taken.inUse = false;
    },
  };
}

async function newPostgres(serverUrl: string): Promise<PgDatabase> {
  const name = `newsdesk_test_${process.pid}_${pgDatabases.length + 1}_${randomUUID().slice(0, 8)}`;
  await adminQuery(serverUrl, `create database ${name} template ${inject('pgTemplateDb')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const entry: PgDatabase = { name, url: url.toString(), inUse: true };
  pgDatabases.push(entry);
  if (pgTemplate === undefined) {
    const client = new pg.Client({ connectionString: entry.url });
    await client.connect();
    try {
      const session = pgSession(client);
      const { rows } = await client.query<{ owner: boolean }>(
        'select rolsuper as owner from pg_roles where rolname = current_user',
      );
      pgTemplate = {
        print: await schemaPrint((sql) => client.query(sql)),
        objects: await objectsOf(session),
        // Deleting without the foreign keys' triggers takes a superuser; others truncate every table.
        asOwner: rows[0]?.owner === true,
      };
    } finally {
      await client.end();
    }
  }
  return entry;
}

const pgSession = (client: pg.Client): Session => ({
  query: async <T>(sql: string) => ({ rows: (await client.query(sql)).rows as T[] }),
  exec: (sql: string) => client.query(sql),
});

/**
 * Empties a used PostgreSQL database as `reset` does a PGlite one (a truncate of every table took
 * 25-45 ms, deleting a test's rows 4-7 ms); false when it cannot be (a connection an earlier test
 * left open holds a lock, a schema a test changed).
 */
async function resetPostgres(entry: PgDatabase): Promise<boolean> {
  const template = pgTemplate!;
  try {
    if (!entry.admin) {
      const client = new pg.Client({ connectionString: entry.url });
      // A connection the server ended (a test's `pg_terminate_backend`) is made again next time.
      client.on('error', () => {
        if (entry.admin === client) entry.admin = undefined;
      });
      await client.connect();
      await client.query("set lock_timeout = '5s'");
      entry.admin = client;
    }
    const query = (sql: string) => entry.admin!.query(sql);
    await empty(pgSession(entry.admin), template.objects, template.asOwner);
    const stamp = await catalogStamp(query);
    if (stamp === entry.stamp) return true;
    if ((await schemaPrint(query)) !== template.print) return false;
    entry.stamp = stamp;
    return true;
  } catch {
    await entry.admin?.end().catch(() => undefined);
    entry.admin = undefined;
    return false;
  }
}

/**
 * The schema in one string: relations, columns, constraints, indexes, triggers, functions and
 * extensions. A test that altered a table (server/db/checked-columns.test.ts drops checks) or
 * left one behind leaves a database the next file must not get.
 */
async function schemaPrint(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<string> {
  const { rows } = await query(`
    select md5(string_agg(item, E'\\n' order by item)) as print from (
      select format('rel %s.%s %s', n.nspname, c.relname, c.relkind) as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
          and n.nspname not like 'pg_toast_temp%'
      union all
      select format('col %s.%s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
          a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
      union all
      select format('con %s.%s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
        from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select format('idx %s', pg_get_indexdef(indexrelid)) from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relnamespace = 'public'::regnamespace
      union all
      select format('trg %s', pg_get_triggerdef(oid)) from pg_trigger where not tgisinternal
      union all
      select format('fn %s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p
        where p.pronamespace = 'public'::regnamespace
      union all
      select format('ext %s %s', extname, extversion) from pg_extension
    ) items`);
  return (rows[0] as { print?: string } | undefined)?.print ?? '';
}

/** A handle that passes every call to `thread` until revoked, then fails each, naming the file. */
function lease(thread: PGliteThread, file: string | undefined): Lease {
  let revoked = false;
  // What the handle's users set on it (server/lib/request-timing.ts wraps `query`), kept on the
  // handle, so a thread used by many files is not wrapped once more by each.
  const own = new Map<PropertyKey, unknown>();
  const client = new Proxy(thread, {
    get(target, property) {
      if (own.has(property)) return own.get(property);
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      return (...args: unknown[]) => {
        if (revoked) {
          const where = file ? path.relative(process.cwd(), file) : 'an earlier test file';
          return Promise.reject(new Error(`A test database of ${where} was used after that file ended`));
        }
        return Reflect.apply(value, target, args);
      };
    },
    set(_target, property, value) {
      own.set(property, value);
      return true;
    },
  });
  return {
    client,
    file,
    revoke() {
      revoked = true;
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The data directories this process made, removed when it exits (tests never close their last database). */
const dirs = new Set<string>();
process.once('exit', () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function removeDir(dir: string): void {
  dirs.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

async function closeThread(entry: Thread): Promise<void> {
  threads.splice(threads.indexOf(entry), 1);
  entry.lease?.revoke();
  await entry.thread.close().catch(() => undefined);
  removeDir(entry.dir);
}

/**
 * The statements `fn` sends through `database`'s client, in order (their SQL text): what a test
 * of round trips counts, since each costs an uncached page or a publish more than its own work.
 * Those inside a transaction too: PGlite's go through the transaction's own `query`, a pool's
 * through the client it lends the transaction.
 */
export async function statementsWhile<T>(
  database: Pick<Database, 'db'>,
  fn: () => Promise<T>,
): Promise<{ value: T; statements: string[] }> {
  type Queries = { query: (...args: unknown[]) => unknown };
  type Client = Queries & {
    transaction?: (work: (tx: Queries) => unknown, ...rest: unknown[]) => unknown;
    connect?: (...args: unknown[]) => unknown;
  };
  const client = (database.db as unknown as { $client: Client }).$client;
  const statements: string[] = [];
  const restore: (() => void)[] = [];
  // Each client counted once, though a pool lends the same one again.
  const counting = new WeakSet<Queries>();
  const count = (target: Queries) => {
    if (counting.has(target)) return;
    counting.add(target);
    const query = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const [text] = args;
      statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return Reflect.apply(query, this, args);
    };
    restore.push(() => {
      target.query = query;
      counting.delete(target);
    });
  };
  const { transaction, connect } = client;
  if (connect) {
    // A pool: every statement, its own `query`'s too, runs on a client it lends.
    client.connect = function (this: unknown, ...args: unknown[]) {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        const counted = (error: unknown, lent: Queries | undefined, ...rest: unknown[]) => {
          if (lent) count(lent);
          return Reflect.apply(callback, undefined, [error, lent, ...rest]);
        };
        return Reflect.apply(connect, this, [...args.slice(0, -1), counted]);
      }
      return (Reflect.apply(connect, this, args) as Promise<Queries>).then((lent) => {
        count(lent);
        return lent;
      });
    };
    restore.push(() => (client.connect = connect));
  } else {
    count(client);
  }
  if (transaction) {
    // PGlite: a transaction's statements go through its own `query`.
    client.transaction = function (this: unknown, work, ...rest) {
      return Reflect.apply(transaction, this, [(tx: Queries) => (count(tx), work(tx)), ...rest]);
    };
    restore.push(() => (client.transaction = transaction));
  }
  try {
    return { value: await fn(), statements };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
