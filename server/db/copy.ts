/**
 * Copies one Newsdesk database into another: how a site moves from PGlite to a PostgreSQL
 * server (`npm run db:copy`, README 'Moving a PGlite site to PostgreSQL').
 *
 * The tables, their columns, their foreign keys and their sequences are read from the
 * PostgreSQL catalog, not listed here, so a table added by a later migration is copied
 * without touching this file. Values travel as their text form (`col::text` out,
 * `::type` back in), which is exact for every type (microseconds, jsonb, arrays), as
 * `COPY` is. Everything is written in one transaction: a failure leaves the target empty.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Db } from './client';

/**
 * Tables not copied: short-lived counters that rebuild themselves (sign-in and form rate
 * limits, the view de-duplication window). UNLOGGED on PostgreSQL, so a crash empties them
 * anyway; copying a window that has mostly expired would only carry stale counts over.
 * And what triggers derive from the articles as they are copied ('Did you mean's words, the
 * lists' counts, the stories published each day).
 */
export const TRANSIENT_TABLES: readonly string[] = [
  'rate_limits',
  'view_sessions',
  'search_words',
  'article_counts',
  'published_days',
  'comment_counts',
  // Read again from the providers at a story's next save.
  'embed_previews',
];

/** Rows read from the source and written to the target per statement. */
const DEFAULT_BATCH_SIZE = 500;

export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
  constructor(readonly tables: { table: string; rows: number }[]) {
    super(
      `The target database already holds data (${tables.map((t) => `${t.table}: ${t.rows} ${t.rows === 1 ? 'row' : 'rows'}`).join(', ')}). ` +
        'Copy into a new, empty database: this command never deletes or merges rows.',
    );
  }
}

export class CopyError extends Error {
  override name = 'CopyError';
}

export interface CopiedTable {
  table: string;
  rows: number;
}

export interface CopyResult {
  /** Every copied table, in the order it was written (parents before the tables that refer to them). */
  tables: CopiedTable[];
  /** Transient tables left out (TRANSIENT_TABLES that exist). */
  skipped: string[];
  /** Sequences set on the target, with the value they now stand at. */
  sequences: { sequence: string; value: string }[];
}

export interface CopyOptions {
  batchSize?: number;
  /** Called after each table is written and counted (the command prints progress with it). */
  onTable?: (table: CopiedTable) => void;
}

interface Column {
  name: string;
  /** `format_type()`: what the text form is cast back to. */
  type: string;
  /** Identity GENERATED ALWAYS: the insert must say OVERRIDING SYSTEM VALUE. */
  alwaysIdentity: boolean;
}

interface TableShape {
  name: string;
  /** Columns that can be written: generated columns are computed again by the target. */
  columns: Column[];
  /** Primary key columns in key order, to read in batches by key; empty: by `ctid`. */
  key: Column[];
}

/** A quoted SQL identifier. */
function ident(name: string): SQL {
  return sql.raw(`"${name.replaceAll('"', '""')}"`);
}

/**
 * Copies every table of `source` into `target`, which must be migrated to the same schema
 * and hold no rows. Throws `TargetNotEmptyError` for a target with data, `CopyError` when
 * the two schemas differ or a count does not match; nothing is written then.
 */
export async function copyDatabase(source: Database, target: Database, options: CopyOptions = {}): Promise<CopyResult> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const sourceTables = await tableNames(source.db);
  const targetTables = await tableNames(target.db);
  const missing = sourceTables.filter((t) => !targetTables.includes(t));
  const extra = targetTables.filter((t) => !sourceTables.includes(t));
  if (missing.length > 0 || extra.length > 0) {
    throw new CopyError(
      `The two databases' tables differ (only in the source: ${missing.join(', ') || 'none'}; only in the target: ` +
        `${extra.join(', ') || 'none'}). Both are migrated by this version of Newsdesk before a copy; run it from the same checkout.`,
    );
  }
  const skipped = sourceTables.filter((t) => TRANSIENT_TABLES.includes(t));
  const order = copyOrder(
    sourceTables.filter((t) => !skipped.includes(t)),
    await foreignKeys(source.db),
  );
  const shapes = await tableShapes(target.db);
  const sourceCounts = new Map<string, number>();
  for (const table of order) sourceCounts.set(table, await countRows(source.db, table));

  return target.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Keys a table has to itself are checked when the copy commits (copyOrder).
    await db.execute(sql`set constraints all deferred`);
    const occupied: CopiedTable[] = [];
    for (const table of order) {
      const rows = await countRows(db, table);
      if (rows > 0) occupied.push({ table, rows });
    }
    if (occupied.length > 0) throw new TargetNotEmptyError(occupied);

    const tables: CopiedTable[] = [];
    for (const table of order) {
      const shape = shapes.get(table);
      if (!shape) throw new CopyError(`The target has no columns for ${table}.`);
      const written = await copyTable(source.db, db, shape, batchSize);
      const expected = sourceCounts.get(table) ?? 0;
      const counted = await countRows(db, table);
      if (written !== expected || counted !== expected) {
        throw new CopyError(
          `${table}: the source has ${expected} rows, ${written} were written and the target counts ${counted}. Nothing was copied.`,
        );
      }
      const copied = { table, rows: counted };
      tables.push(copied);
      options.onTable?.(copied);
    }
    const sequences = await copySequences(source.db, db);
    return { tables, skipped, sequences };
  });
}

/** The ordinary tables of the `public` schema (drizzle's migration journal lives in its own schema). */
async function tableNames(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((r) => r.name);
}

async function foreignKeys(db: Db): Promise<{ child: string; parent: string; deferrable: boolean }[]> {
  return queryRows<{ child: string; parent: string; deferrable: boolean }>(
    db,
    sql`select child.relname as child, parent.relname as parent, k.condeferrable as deferrable
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
}

/**
 * The tables in an order where each comes after every table its foreign keys point to,
 * alphabetical among equals so runs print alike. A table that refers to itself (a reply's
 * comment) is copied in any row order when that key is DEFERRABLE: the copy defers it to its
 * commit. One that is not, or a cycle, would need its rows ordered: refused with a message
 * rather than copied wrongly.
 */
export function copyOrder(
  tables: readonly string[],
  keys: readonly { child: string; parent: string; deferrable?: boolean }[],
): string[] {
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent, deferrable } of keys) {
    if (!parents.has(child) || !parents.has(parent)) continue;
    if (child === parent) {
      if (deferrable) continue;
      throw new CopyError(
        `${child} refers to itself by a key that is not DEFERRABLE; its rows cannot be copied in order.`,
      );
    }
    parents.get(child)?.add(parent);
  }
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < tables.length) {
    const ready = [...parents.entries()]
      .filter(([table, needs]) => !done.has(table) && [...needs].every((p) => done.has(p)))
      .map(([table]) => table)
      .sort();
    if (ready.length === 0) {
      const left = tables.filter((t) => !done.has(t));
      throw new CopyError(`The foreign keys between ${left.join(', ')} form a cycle; they cannot be copied in order.`);
    }
    for (const table of ready) {
      done.add(table);
      order.push(table);
    }
  }
  return order;
}

async function tableShapes(db: Db): Promise<Map<string, TableShape>> {
  const columns = await queryRows<{ table: string; name: string; type: string; identity: string }>(
    db,
    sql`select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
               a.attidentity as identity
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await queryRows<{ table: string; name: string }>(
    db,
    sql`select c.relname as "table", a.attname as name
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary and n.nspname = 'public'
        order by c.relname, k.position`,
  );
  const shapes = new Map<string, TableShape>();
  for (const c of columns) {
    const shape = shapes.get(c.table) ?? { name: c.table, columns: [], key: [] };
    shape.columns.push({ name: c.name, type: c.type, alwaysIdentity: c.identity === 'a' });
    shapes.set(c.table, shape);
  }
  for (const shape of shapes.values()) {
    const names = keys.filter((k) => k.table === shape.name).map((k) => k.name);
    const key = names.map((name) => shape.columns.find((c) => c.name === name));
    // A key with a generated column (not among the written ones) is not used: read by ctid then.
    if (key.every((c) => c !== undefined)) shape.key = key;
  }
  return shapes;
}

async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from ${ident(table)}`);
  return Number(row?.n ?? 0);
}

type TextRow = Record<string, string | null>;

/**
 * Copies one table in batches, read in key order from the last key seen (not OFFSET, which
 * would read every earlier row again). Answers the number of rows written.
 */
async function copyTable(source: Db, target: Db, shape: TableShape, batchSize: number): Promise<number> {
  const keyed = shape.key.length > 0;
  // ctid (the row's place on disk) orders a table without a primary key; the source is not
  // written during the copy (its directory is locked), so the places do not move.
  const keyExprs = keyed ? shape.key.map((k) => ident(k.name)) : [sql.raw('ctid')];
  const keyTypes = keyed ? shape.key.map((k) => k.type) : ['tid'];
  const selectList = sql.join(
    [
      ...shape.columns.map((c, i) => sql`${ident(c.name)}::text as ${ident(`c${i}`)}`),
      ...keyExprs.map((k, i) => sql`${k}::text as ${ident(`k${i}`)}`),
    ],
    sql`, `,
  );
  const keyList = sql.join(keyExprs, sql`, `);
  const recordColumns = sql.raw(shape.columns.map((_, i) => `"c${i}" text`).join(', '));
  const castList = sql.join(
    shape.columns.map((c, i) => sql`r.${ident(`c${i}`)}::${sql.raw(c.type)}`),
    sql`, `,
  );
  const insertColumns = sql.join(
    shape.columns.map((c) => ident(c.name)),
    sql`, `,
  );
  const overriding = shape.columns.some((c) => c.alwaysIdentity) ? sql`overriding system value` : sql.empty();

  let written = 0;
  let after: (string | null)[] | null = null;
  for (;;) {
    const from: (string | null)[] | null = after;
    const where = from
      ? sql`where (${keyList}) > (${sql.join(
          from.map((value, i) => sql`${value}::${sql.raw(keyTypes[i] ?? 'text')}`),
          sql`, `,
        )})`
      : sql.empty();
    const rows = await queryRows<TextRow>(
      source,
      sql`select ${selectList} from ${ident(shape.name)} ${where} order by ${keyList} limit ${batchSize}`,
    );
    if (rows.length === 0) break;
    const records = rows.map((row) => Object.fromEntries(shape.columns.map((_, i) => [`c${i}`, row[`c${i}`] ?? null])));
    await target.execute(
      sql`insert into ${ident(shape.name)} (${insertColumns}) ${overriding}
          select ${castList} from json_to_recordset(${JSON.stringify(records)}::json) as r(${recordColumns})`,
    );
    written += rows.length;
    const last = rows[rows.length - 1] as TextRow;
    after = keyExprs.map((_, i) => last[`k${i}`] ?? null);
    if (rows.length < batchSize) break;
  }
  return written;
}

/**
 * Sets each sequence of the target where the source's stands, and past the largest value
 * in the column it feeds (serial and identity columns), so the next insert does not
 * collide with a copied id.
 */
async function copySequences(source: Db, target: Db): Promise<{ sequence: string; value: string }[]> {
  const sequences = await queryRows<{ name: string }>(
    source,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const owners = await queryRows<{ sequence: string; table: string; column: string }>(
    target,
    sql`select s.relname as sequence, t.relname as "table", a.attname as "column"
        from pg_class s
        join pg_namespace n on n.oid = s.relnamespace
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and n.nspname = 'public'`,
  );
  const set: { sequence: string; value: string }[] = [];
  for (const { name } of sequences) {
    const [state] = await queryRows<{ value: string; called: boolean }>(
      source,
      sql`select last_value::text as value, is_called as called from ${ident(name)}`,
    );
    if (!state) continue;
    let value = BigInt(state.value);
    let called = state.called;
    const owner = owners.find((o) => o.sequence === name);
    if (owner) {
      const [max] = await queryRows<{ max: string | null }>(
        target,
        sql`select max(${ident(owner.column)})::text as max from ${ident(owner.table)}`,
      );
      if (max?.max !== undefined && max.max !== null) {
        const highest = BigInt(max.max);
        if (highest > value || (highest === value && !called)) {
          value = highest;
          called = true;
        }
      }
    }
    const qualified = `"public"."${name.replaceAll('"', '""')}"`;
    await target.execute(sql`select setval(${qualified}::regclass, ${value.toString()}::bigint, ${called})`);
    set.push({ sequence: name, value: value.toString() });
  }
  return set;
}
