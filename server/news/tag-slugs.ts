import { isNull, sql } from 'drizzle-orm';
import { tagSlugs } from '../../core/tags';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import type { Logger } from '../lib/logger';

/** Rows read and written per statement. */
const BATCH = 500;

/**
 * Gives the articles from before tag pages (migration 0018) their tag slugs, which the writer
 * keeps for every save since: a batch at a time, at start-up, in the background. The slug rule is
 * JavaScript's (core/tags.ts: letters of every script, accents dropped), which SQL's lower() and
 * character classes do not match under every collation, so it is not done in the migration.
 * Several processes doing it at once write the same values. Answers how many rows it filled.
 */
export async function fillTagSlugs(db: Db, logger?: Logger): Promise<number> {
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
  if (filled > 0) logger?.info({ filled }, 'tag pages: tag slugs filled for older articles');
  return filled;
}
