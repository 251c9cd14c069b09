/**
 * PostgreSQL's side of a backup: `pg_dump --format=custom` from a snapshot whose row counts are
 * recorded in the same transaction, and `pg_restore` into an empty database (README, 'Backups').
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { countTables, lastMigration, type Migration, type Query } from './inspect';
import { BackupError } from './manifest';

export interface PgTools {
  pgDump: string;
  pgRestore: string;
}

/**
 * pg_dump and pg_restore: from `pgBin` when given; otherwise Debian's newest
 * (/usr/lib/postgresql/<major>/bin), which dumps any server up to its own major version;
 * otherwise whatever PATH finds.
 */
export function findPgTools(pgBin?: string): PgTools {
  if (pgBin) {
    const tools = { pgDump: path.join(pgBin, 'pg_dump'), pgRestore: path.join(pgBin, 'pg_restore') };
    if (!existsSync(tools.pgDump)) throw new BackupError(`There is no pg_dump in ${pgBin} (--pg-bin).`);
    return tools;
  }
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(path.join(root, v, 'bin', 'pg_dump')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = majors[0] ? path.join(root, majors[0], 'bin') : null;
  return bin
    ? { pgDump: path.join(bin, 'pg_dump'), pgRestore: path.join(bin, 'pg_restore') }
    : { pgDump: 'pg_dump', pgRestore: 'pg_restore' };
}

/** pg_dump and pg_restore running now: a signal handler stops them before the process exits. */
export const runningTools = new Set<ChildProcess>();

/** Runs a PostgreSQL client program; its last lines of stderr become the error. */
function run(program: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    runningTools.add(child);
    child.on('exit', () => runningTools.delete(child));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      const name = path.basename(program);
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${name} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client) of the server's major version or newer, or give their folder with --pg-bin.`
            : `${name} could not be started: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const lines = stderr
        .trim()
        .split('\n')
        .filter((l) => l.trim() !== '');
      const reason = lines.slice(-2).join(' / ') || `exit code ${code}`;
      reject(new BackupError(`${path.basename(program)} failed: ${reason}`));
    });
  });
}

/**
 * The URL for libpq without its password, which goes in PGPASSWORD instead of the command line
 * (where `ps` would show it). node-postgres's `ssl=true` is libpq's `sslmode=require`.
 */
export function libpq(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const ssl = url.searchParams.get('ssl');
  if (ssl !== null) {
    url.searchParams.delete('ssl');
    if (!url.searchParams.has('sslmode') && ssl !== 'false' && ssl !== '0') url.searchParams.set('sslmode', 'require');
  }
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** `pg_dump (PostgreSQL) 15.14 (Debian …)` → 15. */
function major(version: string): number {
  return Number(/(\d+)(?:\.\d+)?/.exec(version.replace(/^[^\d]*/, ''))?.[1] ?? 0);
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    const e = error as Error & { code?: string };
    const name = new URL(databaseUrl).pathname.slice(1);
    throw new BackupError(
      e.code === '3D000'
        ? `The database ${name} does not exist: create it (createdb ${name}) and run the command again.`
        : `Could not connect to PostgreSQL: ${e.message}`,
    );
  }
  return client;
}

function queryOf(client: pg.Client): Query {
  return async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
}

export interface PostgresDump {
  tables: Record<string, number>;
  migration: Migration;
  serverVersion: string;
  dumpedBy: string;
}

/**
 * Dumps the database to `file` while it keeps serving: the rows are counted in a repeatable-read
 * transaction whose snapshot pg_dump is given (`--snapshot`), so the counts are those of the dump.
 */
export async function dumpPostgres(databaseUrl: string, file: string, tools: PgTools): Promise<PostgresDump> {
  const dumpedBy = (await run(tools.pgDump, ['--version'], {})).trim();
  const client = await connect(databaseUrl);
  try {
    const query = queryOf(client);
    const [server] = await query(`select version() as version, current_setting('server_version') as short`);
    const serverVersion = String(server?.version ?? '').split(' on ')[0] ?? '';
    if (major(dumpedBy) < major(String(server?.short ?? ''))) {
      throw new BackupError(
        `${dumpedBy} cannot dump a PostgreSQL ${String(server?.short)} server: install the client programs of that major version or newer, or give their folder with --pg-bin.`,
      );
    }
    await client.query('begin isolation level repeatable read read only');
    const [snapshot] = await query('select pg_export_snapshot() as id');
    const tables = await countTables(query);
    const migration = await lastMigration(query);
    const { dbname, env } = libpq(databaseUrl);
    await run(
      tools.pgDump,
      [
        '--format=custom',
        `--snapshot=${String(snapshot?.id)}`,
        '--no-password',
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('commit');
    return { tables, migration, serverVersion, dumpedBy };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Refuses a database that holds any table, view or sequence outside PostgreSQL's own schemas
 * and its extensions (a restore never overwrites or merges), or that does not exist.
 */
export async function checkEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = await connect(databaseUrl);
  try {
    const rows = await queryOf(client)(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
         -- An extension's own tables and views (one a host installs in every new database) are not a site.
         and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
       order by 1`,
    );
    if (rows.length > 0) {
      const names = rows.slice(0, 3).map((r) => String(r.name));
      const more = rows.length > 3 ? ` and ${rows.length - 3} more` : '';
      const db = new URL(databaseUrl).pathname.slice(1);
      throw new BackupError(
        `The database ${db} is not empty (it holds ${names.join(', ')}${more}): restore into a new, empty database (createdb); a restore never overwrites.`,
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `pg_restore` of a custom-format dump in one transaction (a failure leaves the database empty),
 * owned by the connecting user; answers what the database then holds.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  tools: PgTools,
  dumpedBy: string,
): Promise<{ tables: Record<string, number>; migration: Migration }> {
  const restoredBy = (await run(tools.pgRestore, ['--version'], {})).trim();
  if (major(restoredBy) < major(dumpedBy)) {
    throw new BackupError(
      `The dump was written by ${dumpedBy}; ${restoredBy} cannot read it: install that major version's client programs or newer, or give their folder with --pg-bin.`,
    );
  }
  const { dbname, env } = libpq(databaseUrl);
  await run(
    tools.pgRestore,
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--no-password', `--dbname=${dbname}`, file],
    env,
  );
  return inspectPostgres(databaseUrl);
}

export async function inspectPostgres(
  databaseUrl: string,
): Promise<{ tables: Record<string, number>; migration: Migration }> {
  const client = await connect(databaseUrl);
  try {
    const query = queryOf(client);
    return { tables: await countTables(query), migration: await lastMigration(query) };
  } finally {
    await client.end().catch(() => undefined);
  }
}
