import { sql, type SQL } from 'drizzle-orm';
import type { ArticleSummary } from '../../core/article';
import { totalPagesFor } from '../../core/pagination';
import { HIGHLIGHT_END, HIGHLIGHT_START, normalizeQuery } from '../../core/search';
import { decodeEntities } from '../../core/text';
import { queryRows, type Db } from '../db/client';
import { articles } from '../db/schema';
import { AppError } from '../lib/errors';
import { summaryColumns, toSummary } from '../news/news.mapper';

/**
 * How many matches are ranked: the newest this many. Ranking every match of a common word
 * reads every matching row (0.3 s for 40,000 matches on 100k stories); nobody reads page 50
 * of a search. docs/decisions/007-search-and-lists-at-scale.md has the measurements.
 */
export const MAX_RANKED_MATCHES = 500;

/**
 * A search looks in the newest this many stories first, and in the whole archive only when
 * they hold fewer than MAX_RANKED_MATCHES matches: a common word is answered from recent
 * stories without visiting its tens of thousands of older matches, a rare word from the index.
 */
export const RECENT_WINDOW = 10_000;

/** A search that takes longer is stopped (PostgreSQL's statement_timeout) and answered with SearchTimeoutError. */
export const SEARCH_TIMEOUT_MS = 2_000;

export class SearchTimeoutError extends AppError {
  readonly retryAfterSeconds = 5;
  constructor(options?: { cause?: unknown }) {
    super(503, 'search_timeout', 'This search took too long. Try fewer or more specific words.', options);
  }
}

export interface SearchHit extends ArticleSummary {
  /** Title and description with matches wrapped in HIGHLIGHT_START / HIGHLIGHT_END. */
  titleHighlighted: string;
  descriptionHighlighted: string;
  /** Passages of the body around the matches, when the body matched; else ''. */
  snippet: string;
}

export interface SearchResult {
  query: string;
  results: SearchHit[];
  /** When nothing matches: the query with its unknown words replaced by the nearest known ones, if that finds stories. */
  suggestion: string | null;
  pagination: {
    page: number;
    limit: number;
    totalPages: number;
    totalItems: number;
    /** True when more articles match than are ranked. */
    capped: boolean;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxFragments=2, MinWords=10, MaxWords=24, FragmentDelimiter=" … "`;

/** The passage of the body a snippet is taken from: from this many characters before the first match… */
const SNIPPET_LEAD = 300;
/** …and this long. */
const SNIPPET_SPAN = 1_500;

/** SQLSTATE of a statement stopped by statement_timeout. */
const QUERY_CANCELED = '57014';

/** How many similar words 'Did you mean' weighs for each unknown word. */
const SUGGESTION_OPTIONS = 3;

/** Words of a query worth a spelling suggestion: letters only, as the words table keeps them. */
const SUGGESTABLE = /^\p{L}{3,40}$/u;

interface Ranked {
  id: string | null;
  total: number;
}

/** The query as typed, and the same words without their order (for `candidatesStatement`). */
function tsQueries(query: string): { full: SQL; words: SQL } {
  const full = sql`websearch_to_tsquery('english', ${query})`;
  // What the index answers exactly, with no row read. A negated phrase stays as it is:
  // without its order it would leave out too much.
  const words = sql`(case when (${full})::text like '%!%' then ${full}
    else regexp_replace((${full})::text, '<(-|[0-9]+)>', '&', 'g')::tsquery end)`;
  return { full, words };
}

/**
 * The candidates of a search: the newest `cap` + 1 published stories holding every word of
 * the query (published since `since` when given), from the text index alone.
 * Exported for the plan test.
 */
export function candidatesStatement(query: string, since: Date | string | null, cap: number): SQL {
  const { words } = tsQueries(query);
  const window = since === null ? sql`` : sql`and ${articles.publishedAt} >= ${since}`;
  return sql`
    select ${articles.id} as id from ${articles}
    -- status || '': no list index can serve it, so the plan starts from the text index, not
    -- from every published story of a category (what the planner picks for a common word).
    where ${articles.search} @@ ${words} and ${articles.status} || '' = 'published' ${window}
    order by ${articles.publishedAt} desc nulls last
    limit ${cap + 1}`;
}

/**
 * The candidates that match the whole query (a phrase: its words in order, checked on these
 * rows only), ranked by their title and description, newest first among equals: one row per
 * result of the page with the number of matches, or one row with a null id when the page is
 * empty. Exported for the plan test.
 */
export function rankStatement(query: string, ids: string[], page: number, limit: number): SQL {
  const { full, words } = tsQueries(query);
  return sql`
    with candidates as materialized (
      -- By their ids (the primary key): given a phrase, the planner would rather test it on
      -- every story holding its words, through the text index.
      select a.id, a.published_at, a.search_head, a.search
      from ${articles} a
      where a.id = any(${sql.param(ids)}::uuid[])
    ),
    hits as materialized (
      select id, published_at, ts_rank(search_head, ${full}) as rank
      from candidates
      where (${full})::text = (${words})::text or search @@ ${full}
    )
    select p.id, t.total
    from (select count(*)::int as total from hits) t
    left join lateral (
      select id, rank, published_at from hits
      order by rank desc, published_at desc nulls last, id
      limit ${limit} offset ${(page - 1) * limit}
    ) p on true
    order by p.rank desc, p.published_at desc nulls last, p.id`;
}

export interface SearchOptions {
  /** RECENT_WINDOW unless given (a test's smaller corpus). */
  recentWindow?: number;
  /** SEARCH_TIMEOUT_MS unless given (a test's shorter wait). */
  timeoutMs?: number;
}

export class SearchService {
  private readonly recentWindow: number;
  private readonly timeoutMs: number;

  /** When the recent window starts, read again at most once a minute (a few ms on 100k stories). */
  private window: { start: Date | string | null; readAt: number } | null = null;

  constructor(
    private readonly db: Db,
    options: SearchOptions = {},
  ) {
    this.recentWindow = options.recentWindow ?? RECENT_WINDOW;
    this.timeoutMs = Math.round(options.timeoutMs ?? SEARCH_TIMEOUT_MS);
  }

  /** The publication time of the RECENT_WINDOW-th newest story, or null while there are fewer. */
  private async windowStart(db: Db): Promise<Date | string | null> {
    if (this.window && Date.now() - this.window.readAt < 60_000) return this.window.start;
    const [row] = await queryRows<{ at: Date | string | null }>(
      db,
      sql`select ${articles.publishedAt} as at from ${articles}
          where ${articles.status} = 'published'
          order by ${articles.publishedAt} desc nulls last
          offset ${this.recentWindow} limit 1`,
    );
    this.window = { start: row?.at ?? null, readAt: Date.now() };
    return this.window.start;
  }

  async search(rawQuery: string, page: number, limit: number): Promise<SearchResult> {
    const query = normalizeQuery(rawQuery);
    const result = (totalItems: number, capped: boolean, results: SearchHit[] = []): SearchResult => {
      const totalPages = totalPagesFor(totalItems, limit);
      return {
        query,
        results,
        suggestion: null,
        pagination: {
          page,
          limit,
          totalPages,
          totalItems,
          capped,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
        },
      };
    };
    if (!query) return result(0, false);

    const { ranked, capped } = await this.withTimeout((db) => this.rank(db, query, page, limit));
    const total = ranked[0]?.total ?? 0;
    if (total === 0) return { ...result(0, false), suggestion: await this.suggest(query) };
    const ids = ranked.flatMap((r) => (r.id ? [r.id] : []));
    return result(total, capped, await this.hits(query, ids));
  }

  /**
   * The page's ids, best first, and the number of matches. The candidates come from the
   * newest RECENT_WINDOW stories when those hold more than MAX_RANKED_MATCHES, else from all
   * of them; then one statement ranks and counts them.
   */
  private async rank(
    db: Db,
    query: string,
    page: number,
    limit: number,
  ): Promise<{ ranked: Ranked[]; capped: boolean }> {
    const since = await this.windowStart(db);
    // From here the plans start from the text index. Left free, the planner walks the date index
    // and tests each row's text (reading its whole TOASTed vector, which it does not cost) and
    // takes seconds when the match is rare (docs/decisions/007-search-and-lists-at-scale.md).
    // Sequential scans too: for a common word the planner would rather read the whole table,
    // testing every vector the same way.
    // Both in one statement (`set local` each): a round trip less to the database thread.
    await db.execute(
      sql.raw("select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)"),
    );
    // A phrase too: checked on the newest MAX_RANKED_MATCHES stories holding all its words
    // (docs/decisions/007-search-and-lists-at-scale.md measures 500, 1,000 and 2,000).
    const cap = MAX_RANKED_MATCHES;
    let candidates = since ? await queryRows<{ id: string }>(db, candidatesStatement(query, since, cap)) : [];
    if (candidates.length <= cap) {
      candidates = await queryRows<{ id: string }>(db, candidatesStatement(query, null, cap));
    }
    const capped = candidates.length > cap;
    const ids = candidates.slice(0, cap).map((c) => c.id);
    if (ids.length === 0) return { ranked: [], capped: false };
    return { ranked: await queryRows<Ranked>(db, rankStatement(query, ids, page, limit)), capped };
  }

  /** The page's articles with their highlights, in the order of `ids`. */
  private async hits(query: string, ids: string[]): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
    // The snippet is cut from the body around the first place a stem of the query appears:
    // parsing a whole body for ts_headline costs about 1 ms, a passage a tenth of that. The place
    // is found in the HTML and only the passage has its tags taken out: stripping whole bodies
    // cost 10 ms of a 12-result page on PGlite. Sanitized HTML escapes `>` in text, so a `>`
    // before any `<` ends a tag the cut went through, and a `<` with no `>` after it starts one.
    const stems = sql`tsvector_to_array(to_tsvector('english', ${query}))`;
    const rows = await this.db
      .select({
        row: summaryColumns,
        titleHighlighted: sql<string>`ts_headline('english', ${articles.title}, ${tsQuery}, ${HEADLINE_OPTIONS})`,
        descriptionHighlighted: sql<string>`ts_headline('english', ${articles.description}, ${tsQuery}, ${HEADLINE_OPTIONS})`,
        snippet: sql<string>`(
          select ts_headline('english', regexp_replace(regexp_replace(p.passage, '^[^<]*>|<[^>]*$', '', 'g'), '<[^>]*>', ' ', 'g'), ${tsQuery}, ${SNIPPET_OPTIONS})
          from (select substr(b.html, greatest(1, coalesce(b.at, 1) - ${SNIPPET_LEAD}), ${SNIPPET_SPAN}) as passage
                from (select ${articles.content} as html,
                             (select min(nullif(strpos(lower(${articles.content}), w), 0)) from unnest(${stems}) w) as at) b) p)`,
      })
      .from(articles)
      .where(
        sql`${articles.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    const byId = new Map(rows.map((r) => [r.row.id, r]));
    return ids.flatMap((id) => {
      const hit = byId.get(id);
      if (!hit) return [];
      return [
        {
          ...toSummary(hit.row),
          titleHighlighted: hit.titleHighlighted,
          descriptionHighlighted: hit.descriptionHighlighted,
          snippet: hit.snippet.includes(HIGHLIGHT_START) ? decodeEntities(hit.snippet).replace(/\s+/g, ' ').trim() : '',
        },
      ];
    });
  }

  /**
   * 'Did you mean': each word of the query that no published title or description holds is
   * replaced by a similar word that one does (trigrams over the `search_words` table, kept by
   * triggers; a word with the same first letter first, as typos seldom touch it). The best of
   * each is tried together, then each word's runners-up one at a time: the first query that
   * finds stories is offered ('solr panals': 'sold canals' finds nothing, 'solar panels' does).
   */
  private async suggest(query: string): Promise<string | null> {
    const tokens = query.split(/(\s+)/);
    const unknown = [...new Set(tokens.map((t) => t.toLowerCase()).filter((t) => SUGGESTABLE.test(t)))];
    if (unknown.length === 0) return null;
    const rows = await queryRows<{ input: string; options: string[] | null }>(
      this.db,
      sql`
      select w.input, array(
        select s.word from search_words s
        where s.word % w.input
        order by (left(s.word, 1) = left(w.input, 1)) desc, similarity(s.word, w.input) desc, s.ndoc desc, s.word
        limit ${SUGGESTION_OPTIONS}
      ) as options
      from unnest(${sql.param(unknown)}::text[]) as w(input)
      where not exists (select 1 from search_words s where s.word = w.input)`,
    );
    const options = new Map(rows.flatMap((r) => (r.options?.length ? [[r.input, r.options] as const] : [])));
    if (options.size === 0) return null;
    const best = new Map([...options].map(([word, list]) => [word, list[0]!]));
    const tries = [best];
    for (const [word, list] of options) {
      for (const other of list.slice(1)) tries.push(new Map([...best, [word, other]]));
    }
    for (const replacements of tries) {
      const suggestion = tokens.map((t) => replacements.get(t.toLowerCase()) ?? t).join('');
      const [found] = await queryRows<{ ok: boolean }>(
        this.db,
        sql`select exists (
          select 1 from ${articles}
          where ${articles.status} = 'published' and ${articles.search} @@ websearch_to_tsquery('english', ${suggestion})
        ) as ok`,
      );
      if (found?.ok) return suggestion;
    }
    return null;
  }

  /**
   * Runs `fn` with a statement timeout of SEARCH_TIMEOUT_MS (in a transaction, so it ends with
   * it); a search stopped by it becomes SearchTimeoutError, a clear 503 instead of a hang.
   */
  private async withTimeout<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${this.timeoutMs}`));
        return fn(tx as unknown as Db);
      });
    } catch (error) {
      if (isCanceled(error)) throw new SearchTimeoutError({ cause: error });
      throw error;
    }
  }
}

function isCanceled(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}
