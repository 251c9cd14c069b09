import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { tagSlugs } from '../../core/tags';
import type { Logger } from '../lib/logger';
import type { Db } from './client';
import { LOCK_KEYS } from './locks';
import { articles, settings } from './schema';

/**
 * Data migrations: changes to rows that SQL cannot make, run once in a site's life right after
 * the SQL migrations (openSiteDatabase, server/runtime.ts), and recorded in
 * `settings` under `backfill:<name>`, so a start of a site that has them reads one small row
 * instead of looking for rows to change. A backfill must be safe to run again (a crash before it
 * is recorded runs it once more) and is never changed once released: a new need is a new entry.
 */
interface Backfill {
  name: string;
  /** Changes the rows (in the transaction it is given); answers how many. */
  run(db: Db): Promise<number>;
}

/** Rows read and written per statement. */
const BATCH = 500;

/**
 * Gives the articles from before tag pages (migration 0018) their tag slugs, which the writer
 * keeps for every save since. The slug rule is JavaScript's (core/tags.ts: letters of every
 * script, accents dropped), which SQL's lower() and character classes do not match under every
 * collation, so SQL cannot do it. Answers how many rows it filled.
 */
export async function fillTagSlugs(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: articles.id, tags: articles.tags })
      .from(articles)
      .where(isNull(articles.tagSlugs))
      .limit(BATCH);
    if (rows.length === 0) break;
    const slugs = JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, tagSlugs(r.tags)])));
    await db.execute(sql`
      update ${articles} set tag_slugs = array(select jsonb_array_elements_text(v.value))
      from jsonb_each(${slugs}::jsonb) as v
      where ${articles.id} = v.key::uuid`);
    filled += rows.length;
  }
  return filled;
}

/** In the order they run; append only. */
export const BACKFILLS: readonly Backfill[] = [{ name: 'tag_slugs', run: fillTagSlugs }];

const keyOf = (name: string) => `backfill:${name}`;

/**
 * Runs the backfills this database has not had yet, each in a transaction with its record (all of
 * it or none), one process at a time on PostgreSQL; answers each that ran with the rows it changed.
 * A database that has them all costs one read of `settings`.
 */
export async function runBackfills(
  db: Db,
  logger?: Pick<Logger, 'info'>,
  backfills: readonly Backfill[] = BACKFILLS,
): Promise<{ name: string; rows: number }[]> {
  const recorded = await db
    .select({ key: settings.key })
    .from(settings)
    .where(
      inArray(
        settings.key,
        backfills.map((b) => keyOf(b.name)),
      ),
    );
  const done = new Set(recorded.map((row) => row.key));
  const ran: { name: string; rows: number }[] = [];
  for (const backfill of backfills) {
    const key = keyOf(backfill.name);
    if (done.has(key)) continue;
    const rows = await db.transaction(async (tx) => {
      // Another process starting at the same time may have run it meanwhile.
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.backfills})`);
      const [again] = await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, key));
      if (again) return null;
      // It may take a while on a large archive: the log says what the start is doing meanwhile.
      logger?.info(`database: backfill ${backfill.name} started`);
      const changed = await backfill.run(tx);
      await tx.insert(settings).values({ key, value: { at: new Date().toISOString(), rows: changed } });
      return changed;
    });
    if (rows === null) continue;
    logger?.info({ rows }, `database: backfill ${backfill.name} done`);
    ran.push({ name: backfill.name, rows });
  }
  return ran;
}
