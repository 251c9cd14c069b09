import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import { queryRows, type Database } from '../db/client';
import { candidatesStatement, MAX_RANKED_MATCHES, rankStatement, SearchService } from './search.service';

/**
 * The plans search relies on, checked on 5,000 stories so a change that loses them fails
 * here rather than on a stopwatch at 100,000 (`npm run bench:data`; the measurements are in
 * docs/decisions/007-search-and-lists-at-scale.md).
 */

let database: Database;
const ROWS = 5_000;

beforeAll(async () => {
  database = await createTestDatabase();
  // Word salad from 300 words, each story 60-90 of them; 'lantern' in every second story,
  // 'zanzibar' in 29, and 'quiet harbour' as a phrase in 12 of the stories holding both words.
  await database.db.execute(sql`
    insert into articles (slug, title, category, description, content, status, published_at, created_at)
    select 'plan-' || g,
      initcap(salad.words[1 + (g * 7) % 300]) || ' ' || salad.words[1 + (g * 13) % 300] || ' ' || salad.words[1 + (g * 31) % 300],
      'World',
      salad.words[1 + (g * 17) % 300] || ' ' || salad.words[1 + (g * 19) % 300] || ' report',
      '<p>' || (select string_agg(salad.words[1 + ((g * 37 + i * 101) % 300)], ' ') from generate_series(1, 60 + g % 30) i)
        || case when g % 2 = 0 then ' lantern' else '' end
        || case when g % 167 = 0 then ' zanzibar' else '' end
        || case when g % 400 = 0 then ' quiet harbour' when g % 400 = 200 then ' harbour was quiet' else '' end
        || '</p>',
      'published',
      now() - g * interval '3 hours',
      now() - g * interval '3 hours'
    from generate_series(1, ${ROWS}) g,
      (select array_agg('word' || chr(97 + n % 26) || chr(97 + (n / 26) % 26) || chr(97 + (n / 676) % 26)) as words
       from generate_series(0, 299) n) salad`);
  await database.db.execute(sql`analyze articles`);
});
afterAll(() => database.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan of `statement` as the search runs it: in a transaction with its settings. */
async function planOf(statement: SQL): Promise<PlanNode[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local enable_indexscan = off'));
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`explain (format json) ${statement}`);
    const json = row?.['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
    return nodes(parsed[0].Plan);
  });
}

const searchIndexScans = (plan: PlanNode[]) =>
  plan.filter((n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name'] === 'articles_search_idx');
const articleSeqScans = (plan: PlanNode[]) =>
  plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'articles');

describe('search plans', () => {
  it('find candidates from the text index alone, for a rare word and a common one, and never read the whole table', async () => {
    for (const q of ['zanzibar', 'lantern', 'lantern zanzibar', '"quiet harbour"']) {
      const plan = await planOf(candidatesStatement(q, null, MAX_RANKED_MATCHES));
      expect(
        searchIndexScans(plan),
        `${q}: ${JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name']]))}`,
      ).toHaveLength(1);
      expect(articleSeqScans(plan), q).toEqual([]);
    }
  });

  it('look in the recent window with one index scan on the words and the date together', async () => {
    const plan = await planOf(
      candidatesStatement('lantern', new Date(Date.now() - 30 * 86_400_000), MAX_RANKED_MATCHES),
    );
    const [scan] = searchIndexScans(plan);
    expect(scan?.['Index Cond']).toMatch(/published_at/);
    expect(articleSeqScans(plan)).toEqual([]);
  });

  it('rank the candidates by their ids, not by reading the table', async () => {
    const ids = await queryRows<{ id: string }>(database.db, candidatesStatement('lantern', null, MAX_RANKED_MATCHES));
    const plan = await planOf(
      rankStatement(
        '"quiet harbour"',
        ids.map((r) => r.id),
        1,
        10,
      ),
    );
    expect(plan.some((n) => n['Index Name'] === 'articles_pkey')).toBe(true);
    expect(articleSeqScans(plan)).toEqual([]);
  });
});

describe('search answers at 5,000 stories', () => {
  it('counts every match of a rare word, and caps a common one at the ranked matches', async () => {
    const search = new SearchService(database.db, { recentWindow: 1_200, timeoutMs: 20_000 });
    const rare = await search.search('zanzibar', 1, 10);
    expect(rare.pagination).toMatchObject({ totalItems: 29, capped: false });

    const common = await search.search('lantern', 1, 10);
    expect(common.pagination).toMatchObject({ totalItems: MAX_RANKED_MATCHES, capped: true });
    // From the recent window: the newest stories holding the word, none older than the 1,200th story.
    const oldest = Math.min(...common.results.map((r) => Date.parse(r.publishedAt ?? r.createdAt)));
    expect(Date.now() - oldest).toBeLessThan(1_201 * 3 * 3_600_000);
  });

  it('answers a phrase from its candidates: the words in that order, not apart', async () => {
    const search = new SearchService(database.db, { recentWindow: 1_000, timeoutMs: 20_000 });
    const phrase = await search.search('"quiet harbour"', 1, 20);
    expect(phrase.pagination.totalItems).toBe(12);
    expect(phrase.results.every((r) => r.snippet.includes('quiet'))).toBe(true);
  });
});
