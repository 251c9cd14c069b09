import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/db';
import { queryRows, type Database } from '../db/client';
import { planOf as plan, shownPlan, type PlanNode } from '../../tests/helpers/plans';
import { indexQuery, type IndexQuery } from './phrase-keys';
import { estimateStatement, MAX_RANKED_MATCHES, SearchService, searchStatement } from './search.service';

/**
 * The plans search relies on, checked on 5,000 stories so a change that loses them fails
 * here rather than on a stopwatch at 100,000 (`npm run bench:data`; the measurements are in
 * docs/decisions/007-search-and-lists-at-scale.md).
 */

let database: Database;
const ROWS = 5_000;

beforeAll(async () => {
  database = await createTestDatabase();
  // Word salad from 300 words, each story 60-90 of them; 'lantern' in every second story (at the
  // end), 'ember' in every second (at the start) so 1,250 hold both apart, 'lantern ember' as a
  // phrase only in the five oldest; 'zanzibar' in 29; 'quiet harbour' as a phrase in 12.
  await database.db.execute(sql`
    insert into articles (slug, title, category, description, content, status, published_at, created_at)
    select 'plan-' || g,
      initcap(salad.words[1 + (g * 7) % 300]) || ' ' || salad.words[1 + (g * 13) % 300] || ' ' || salad.words[1 + (g * 31) % 300],
      'World',
      salad.words[1 + (g * 17) % 300] || ' ' || salad.words[1 + (g * 19) % 300] || ' report',
      '<p>' || case when g % 4 in (0, 1) then 'ember ' else '' end || (select string_agg(salad.words[1 + ((g * 37 + i * 101) % 300)], ' ') from generate_series(1, 60 + g % 30) i)
        || case when g % 2 = 0 then ' lantern' else '' end
        || case when g % 167 = 0 then ' zanzibar' else '' end
        || case when g % 400 = 0 then ' quiet harbour' when g % 400 = 200 then ' harbour was quiet' else '' end
        || case when g > ${ROWS - 5} then ' lantern ember' else '' end
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

/** The plan of `statement` as the search runs it: in a transaction with its settings. */
const planOf = (statement: SQL) => plan(database.db, statement, ['enable_indexscan = off', 'enable_seqscan = off']);

/** What the search asks the indexes for `q`, and the query's text. */
async function queryOf(q: string): Promise<{ tsquery: string; index: IndexQuery }> {
  const [row] = await queryRows<{ q: string }>(
    database.db,
    sql`select websearch_to_tsquery('english', ${q})::text as q`,
  );
  return { tsquery: row!.q, index: indexQuery(row!.q) };
}

/** How many published stories match `q`, by testing every row: the answer search must give. */
async function everyMatch(q: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from articles where status = 'published' and search @@ websearch_to_tsquery('english', ${q})`,
  );
  return row!.n;
}

const searchIndexScans = (plan: PlanNode[]) =>
  plan.filter((n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name'] === 'articles_search_idx');
const pairIndexScans = (plan: PlanNode[]) =>
  plan.filter((n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name'] === 'articles_search_pairs_idx');
const articleSeqScans = (plan: PlanNode[]) =>
  plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'articles');

describe('search plans', () => {
  it('find matches from the text indexes alone, for a rare word, a common one and phrases, and never read the whole table', async () => {
    for (const q of [
      'zanzibar',
      'lantern',
      'lantern zanzibar',
      '"quiet harbour"',
      '"lantern ember"',
      '"lantern ember" or zanzibar',
    ]) {
      const { tsquery, index } = await queryOf(q);
      for (const statement of [
        searchStatement(tsquery, index, null, 1, 10),
        searchStatement(tsquery, index, null, 1, 10, 'en', { anyMatches: true }),
      ]) {
        const plan = await planOf(statement);
        const shown = `${q}: ${shownPlan(plan)}`;
        // Words: from their index. A phrase every match must hold: from its words' index when
        // they are rare, else from its pairs' index (the words then checked on those few rows).
        if (index.pairs.length === 0) expect(searchIndexScans(plan), shown).toHaveLength(1);
        else expect(searchIndexScans(plan).length + pairIndexScans(plan).length, shown).toBeGreaterThan(0);
        if (q === '"lantern ember"') expect(pairIndexScans(plan), shown).toHaveLength(1);
        expect(articleSeqScans(plan), q).toEqual([]);
      }
    }
  });

  it('look in the recent window with one index scan on the words and the date together', async () => {
    const { tsquery, index } = await queryOf('lantern');
    const plan = await planOf(searchStatement(tsquery, index, new Date(Date.now() - 500 * 3 * 3_600_000), 1, 10));
    const [scan] = searchIndexScans(plan);
    expect(scan?.['Index Cond']).toMatch(/published_at/);
    expect(articleSeqScans(plan)).toEqual([]);
  });

  it("take a common word's first matches in the index's order, unsorted, and rank none of them past the limit", async () => {
    const { tsquery, index } = await queryOf('lantern');
    const first = searchStatement(tsquery, index, null, 1, 10, 'en', { anyMatches: true });
    const matches = (await planOf(first)).find(
      (n) => (n as { 'Subplan Name'?: string })['Subplan Name'] === 'CTE matches',
    );
    expect(matches?.['Node Type']).toBe('Limit');
    expect(matches?.Plans?.map((n) => n['Node Type'])).not.toContain('Sort');
    const rows = await queryRows<{ id: string | null; total: number }>(database.db, first);
    expect(rows).toEqual([{ id: null, total: MAX_RANKED_MATCHES + 1, boundary: null }]);

    // All the matches of a rare word: ranked as the newest-first statement ranks them.
    const rare = await queryOf('zanzibar');
    const ids = async (statement: SQL) => (await queryRows<{ id: string }>(database.db, statement)).map((r) => r.id);
    expect(await ids(searchStatement(rare.tsquery, rare.index, null, 2, 10, 'en', { anyMatches: true }))).toEqual(
      await ids(searchStatement(rare.tsquery, rare.index, null, 2, 10)),
    );
  });

  it('leave a phrase of common words only the stories holding its neighbouring words, from the indexes', async () => {
    // 1,250 stories hold both words; the keys of the pair leave the five that hold the phrase
    // (and at most a few more, should a key's hash collide).
    const { tsquery, index } = await queryOf('"lantern ember"');
    const [fromIndexes] = await queryRows<{ total: number }>(
      database.db,
      searchStatement(tsquery, { ...index, checkPositions: false }, null, 1, 10, 'en', { anyMatches: true }),
    );
    expect(fromIndexes!.total).toBeGreaterThanOrEqual(5);
    expect(fromIndexes!.total).toBeLessThan(10);
  });

  it("check a phrase's positions on the rows the indexes leave, never through the text index", async () => {
    const { tsquery, index } = await queryOf('"quiet harbour"');
    const plan = await planOf(searchStatement(tsquery, index, null, 1, 10));
    expect(plan.some((n) => /ts_match_vq/.test(n.Filter ?? ''))).toBe(true);
    expect(plan.filter((n) => /<->/.test(n['Index Cond'] ?? ''))).toEqual([]);
  });
});

describe('search answers at 5,000 stories', () => {
  it('counts every match of a rare word, and estimates a common one past the ranked matches', async () => {
    const search = new SearchService(database.db, { recentWindow: 2_500, timeoutMs: 20_000 });
    const rare = await search.search('zanzibar', 1, 10);
    expect(rare.pagination).toMatchObject({ totalItems: 29, capped: false });

    const common = await search.search('lantern', 1, 10);
    expect(common.pagination.capped).toBe(true);
    // 2,500 stories hold it; 'about' that many, from the density of the newest 1,000.
    expect(common.pagination.totalItems).toBeGreaterThan(2_000);
    expect(common.pagination.totalItems).toBeLessThan(3_000);
    expect(common.pagination.totalPages).toBe(MAX_RANKED_MATCHES / 10);
    // From the recent window: the newest stories holding the word, none older than the 2,500th story.
    const oldest = Math.min(...common.results.map((r) => Date.parse(r.publishedAt ?? r.createdAt)));
    expect(Date.now() - oldest).toBeLessThan(2_501 * 3 * 3_600_000);

    // A window holding fewer than are ranked (500 of its 1,000 stories), the archive more: the
    // window's matches ranked, and the count from how often the word is there.
    const windowed = await new SearchService(database.db, { recentWindow: 1_000, timeoutMs: 20_000 }).search(
      'lantern',
      1,
      10,
    );
    expect(windowed.pagination.capped).toBe(true);
    expect(windowed.pagination.totalItems).toBeGreaterThan(2_000);
    expect(windowed.pagination.totalItems).toBeLessThan(3_000);
    expect(windowed.pagination.totalPages).toBe(50);
  });

  it("counts the stories since an estimate's oldest match from the days' counts: as many as the date index holds", async () => {
    // Eight stories a day, three hours apart: a time in the middle of a day, one on a story, and
    // before the oldest.
    const since = [
      new Date(Date.now() - 1_234 * 3 * 3_600_000 - 3_600_000),
      new Date(Date.now() - 4_321 * 3 * 3_600_000),
      new Date(Date.now() - (ROWS + 2) * 3 * 3_600_000),
    ];
    for (const at of since) {
      const [row] = await queryRows<{ published: number; newer: number }>(database.db, estimateStatement(at));
      const [counted] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from articles where status = 'published' and published_at >= ${at.toISOString()}::timestamptz`,
      );
      expect(row, at.toISOString()).toEqual({ published: ROWS, newer: counted!.n });
    }
    // And reads one day of the date index, not every newer story.
    const estimatePlan = await plan(database.db, estimateStatement(since[0]!));
    const [dated] = estimatePlan.filter((n) => n['Relation Name'] === 'articles');
    expect(dated?.['Index Name'], shownPlan(estimatePlan)).toBe('articles_status_newest_idx');
    expect(dated?.['Index Cond']).toMatch(/COALESCE.*>=.*COALESCE.*</);
    expect(estimatePlan.filter((n) => n['Relation Name'] === 'published_days')).toHaveLength(1);
  });

  it('answers a phrase from its candidates: the words in that order, not apart', async () => {
    const search = new SearchService(database.db, { recentWindow: 1_000, timeoutMs: 20_000 });
    const phrase = await search.search('"quiet harbour"', 1, 20);
    expect(phrase.pagination.totalItems).toBe(12);
    expect(phrase.pagination.totalItems).toBe(await everyMatch('"quiet harbour"'));
    expect(phrase.results.every((r) => r.snippet.includes('quiet'))).toBe(true);
  });

  it('finds a phrase of common words in the oldest stories: every match in the archive', async () => {
    const search = new SearchService(database.db, { recentWindow: 1_000, timeoutMs: 20_000 });
    for (const q of [
      '"lantern ember"',
      '"lantern ember" zanzibar',
      '"ember lantern"',
      '"lantern ember" or "quiet harbour"',
    ]) {
      const answer = await search.search(q, 1, 20);
      expect(answer.pagination, q).toMatchObject({ totalItems: await everyMatch(q), capped: false });
    }
    const oldest = await search.search('"lantern ember"', 1, 20);
    expect(oldest.pagination.totalItems).toBe(5);
    expect(oldest.results.map((r) => r.slug).sort()).toEqual(
      ['plan-4996', 'plan-4997', 'plan-4998', 'plan-4999', 'plan-5000'].sort(),
    );
  });

  it("keys a story's neighbouring words as the query's phrases are keyed", async () => {
    // search_pair_keys (the stories', written out for speed: migration 0027) and search_pair_key
    // (the query's) must hash alike, or phrases find nothing.
    const [row] = await queryRows<{ same: boolean; keys: number }>(
      database.db,
      sql`select search_pair_keys(v) = array_to_tsvector(array[
                   search_pair_key('bank', 2, 'india'), search_pair_key('citi', 1, 'bank'), search_pair_key('india', 1, 'today')
                 ]) as same,
                 length(search_pair_keys(v))::int as keys
          from to_tsvector('english', 'City banks of India today') v`,
    );
    expect(row).toEqual({ same: true, keys: 3 });
  });

  it('keeps no pending list on the text indexes: every search would read it, and one publish in a few merge it', async () => {
    const rows = await queryRows<{ name: string; options: string[] | null }>(
      database.db,
      sql`select relname as name, reloptions as options from pg_class
          where relname in ('articles_search_idx', 'articles_search_pairs_idx', 'articles_title_trgm_idx')
          order by relname`,
    );
    expect(rows).toEqual(
      ['articles_search_idx', 'articles_search_pairs_idx', 'articles_title_trgm_idx'].map((name) => ({
        name,
        options: ['fastupdate=off'],
      })),
    );
  });
});
