import { DEFAULT_PAYWALL, storyLock, type PaywallSettings } from '../../core/access';
import { sql, type SQL } from 'drizzle-orm';
import type { ArticleSummary } from '../../core/article';
import { totalPagesFor } from '../../core/pagination';
import { HIGHLIGHT_END, HIGHLIGHT_START, normalizeQuery, withoutStopWords } from '../../core/search';
import { decodeEntities } from '../../core/text';
import { queryRows, type Db } from '../db/client';
import { articleCounts, articles, publishedDays } from '../db/schema';
import { DEFAULT_EDITION, EDITIONS, type Edition } from '../../core/editions';
import { indexQuery, withoutCompoundPhrases, type IndexQuery, type WordPair } from './phrase-keys';
import { AppError } from '../lib/errors';
import { summaryColumns, toSummary } from '../news/news.mapper';
import { publicationDate } from '../news/article-filters';

/**
 * How many matches are counted exactly and ranked: the newest this many. Past it the count is
 * 'about N' (estimated from how densely the newest matches occur) and the ranking covers the
 * newest this many. Ranking every match of a common word reads every matching row (0.3 s for
 * 40,000 matches on 100k stories); nobody reads page 80 of a search.
 * docs/decisions/007-search-and-lists-at-scale.md and 008-phrase-search.md have the measurements.
 */
export const MAX_RANKED_MATCHES = 1_000;

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
    /** True when more articles match than are ranked: `totalItems` is then an estimate ('about N'). */
    capped: boolean;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxFragments=2, MinWords=10, MaxWords=24, FragmentDelimiter=" … "`;

/**
 * The passage of the body a snippet is taken from: from this many characters before the first
 * match… ts_headline's time grows with the passage: 1,500 characters cost 0.5 ms a result at
 * 100,000 stories, 800 a third less, and two fragments of 24 words fit in it.
 */
const SNIPPET_LEAD = 150;
/** …and this long. */
const SNIPPET_SPAN = 800;

/** SQLSTATE of a statement stopped by statement_timeout. */
const QUERY_CANCELED = '57014';

/** How many similar words 'Did you mean' weighs for each unknown word. */
const SUGGESTION_OPTIONS = 3;

/**
 * Words of a query worth a spelling suggestion: letters only, as the words table keeps them
 * (with their marks: Devanagari's vowel signs are marks, 'मानसून').
 */
const SUGGESTABLE = /^\p{L}[\p{L}\p{M}]{2,39}$/u;

/** The page's ids, best first, how many stories match, and whether that number is an estimate. */
interface Ranking {
  ids: string[];
  total: number;
  /** When more stories match than are ranked: what the estimate of their number is made from. */
  estimate?:
    { boundary: Date | string | null } | { windowMatches: number; windowStart: Date | string | null; ranked: number };
}

/** What `searchStatement` answers: one row a result of the page, or one with a null id when it is empty. */
interface RankedRow {
  id: string | null;
  /** The matches, counted up to MAX_RANKED_MATCHES + 1. */
  total: number;
  /** The publication time of the oldest ranked match. */
  boundary: Date | string | null;
}

/** The pair keys `pairs` as a tsquery, each computed as the stories' were. */
function pairsQuery(pairs: WordPair[]): SQL {
  const keys = pairs.map((p) => sql`quote_literal(search_pair_key(${p.left}::text, ${p.gap}::int, ${p.right}::text))`);
  return sql`(${sql.join(keys, sql` || ' & ' || `)})::tsquery`;
}

/** What the text indexes answer for `index`: its words, and the pairs of its phrases' neighbouring words. */
function matchesIndex(index: IndexQuery): SQL {
  const words = sql`${articles.search} @@ ${index.words}::tsquery`;
  return index.pairs.length === 0 ? words : sql`${words} and ${articles.searchPairs} @@ ${pairsQuery(index.pairs)}`;
}

/**
 * A phrase's check of its words' positions, as a function, not the @@ operator: no index serves
 * it, so it is tested on the rows the indexes leave, not given to the text index, which would
 * test it on every row holding the words.
 */
function positionsCheck(index: IndexQuery, tsquery: string): SQL {
  return index.checkPositions ? sql`and ts_match_vq(${articles.search}, ${tsquery}::tsquery)` : sql``;
}

/**
 * A search's page in one statement. The matches: the newest MAX_RANKED_MATCHES + 1 published
 * stories (published since `since` when given) that the text indexes give for `index` (its
 * words, and the pairs of its phrases' neighbouring words), a phrase's checked against its
 * words' positions on those rows only. Counted, and the newest MAX_RANKED_MATCHES of them
 * ranked by their title and description (`search_head`, read with the row), newest first among
 * equals.
 *
 * `{ anyMatches: true }` takes the first MAX_RANKED_MATCHES + 1 the indexes give, in the index's
 * order, not the newest: sorting every match of a common word by date costs tens of milliseconds
 * where this costs a few. When they are all the matches they are ranked as above; past that the
 * answer is only that there are more (no row has an id), and the newest are asked for again.
 * Exported for the plan test.
 */
export function searchStatement(
  tsquery: string,
  index: IndexQuery,
  since: Date | string | null,
  page: number,
  limit: number,
  edition: Edition = DEFAULT_EDITION,
  { anyMatches = false }: { anyMatches?: boolean } = {},
): SQL {
  const full = sql`${tsquery}::tsquery`;
  const window = since === null ? sql`` : sql`and ${articles.publishedAt} >= ${since}`;
  const newest = sql`order by ${articles.publishedAt} desc nulls last, ${articles.id} desc`;
  return sql`
    with matches as materialized (
      select ${articles.id} as id, ${articles.publishedAt} as published_at, ${articles.searchHead} as head
      from ${articles}
      -- status || '': no list index can serve it, so the plan starts from the text index, not
      -- from every published story of a category (what the planner picks for a common word).
      where ${matchesIndex(index)} and ${articles.status} || '' = 'published' and ${articles.edition} = ${edition}
        ${window} ${positionsCheck(index, tsquery)}
      ${anyMatches ? sql`` : newest}
      limit ${MAX_RANKED_MATCHES + 1}
    ),
    ranked as materialized (
      select id, published_at, head from matches
      order by published_at desc nulls last, id desc
      limit ${MAX_RANKED_MATCHES}
    )
    select p.id, t.total, t.boundary
    from (select (select count(*)::int from matches) as total,
                 ${anyMatches ? sql`null::timestamptz` : sql`(select min(published_at) from ranked)`} as boundary) t
    left join lateral (
      select id, ts_rank(head, ${full}) as rank, published_at from ranked
      ${anyMatches ? sql`where t.total <= ${MAX_RANKED_MATCHES}` : sql``}
      order by rank desc, published_at desc nulls last, id
      limit ${limit} offset ${(page - 1) * limit}
    ) p on true
    order by p.rank desc, p.published_at desc nulls last, p.id`;
}

/**
 * How many stories an edition has published, and how many of them since `since`: the days after
 * its own from `published_days`, and that day's from the date index (a day's stories, not every
 * newer one, which cost 5 ms a search at 100,000 stories). Exported for the plan test.
 */
export function estimateStatement(since: Date | string | null, edition: Edition = DEFAULT_EDITION): SQL {
  const at = sql`${since}::timestamptz`;
  const day = sql`(${at} at time zone 'UTC')::date`;
  return sql`select (select coalesce(sum(${articleCounts.n}), 0)::int from ${articleCounts}
                     where ${articleCounts.status} = 'published' and ${articleCounts.edition} = ${edition}) as published,
                    (select coalesce(sum(${publishedDays.n}), 0)::int from ${publishedDays}
                     where ${publishedDays.edition} = ${edition} and ${publishedDays.day} > ${day})
                    + (select count(*)::int from ${articles}
                       where ${articles.status} = 'published' and ${articles.edition} = ${edition}
                         and ${publicationDate} >= ${at} and ${publicationDate} < ((${day} + 1)::timestamp at time zone 'UTC')
                         and ${articles.publishedAt} is not null) as newer`;
}

/** `n` to two significant figures: an estimate should not look exact. */
function roughly(n: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

export interface SearchOptions {
  /** RECENT_WINDOW unless given (a test's smaller corpus). */
  recentWindow?: number;
  /** SEARCH_TIMEOUT_MS unless given (a test's shorter wait). */
  timeoutMs?: number;
  /** The site's access settings: a locked story's hit has no snippet (docs/product.md, 'Access and the paywall'). */
  paywall?: () => Promise<Pick<PaywallSettings, 'defaultAccess' | 'categoryAccess'>>;
}

export class SearchService {
  private readonly recentWindow: number;
  private readonly timeoutMs: number;

  /** When each edition's recent window starts, read again at most once a minute (a few ms on 100k stories). */
  private readonly windows = new Map<Edition, { start: Date | string | null; readAt: number }>();
  private readonly editionsWithStories = new Map<Edition, { found: boolean; readAt: number }>();
  private storiesChanges = 0;

  constructor(
    private readonly db: Db,
    private readonly options: SearchOptions = {},
  ) {
    this.recentWindow = options.recentWindow ?? RECENT_WINDOW;
    this.timeoutMs = Math.round(options.timeoutMs ?? SEARCH_TIMEOUT_MS);
  }

  /**
   * Stories were published, unpublished or deleted (`articles.changed`, relayed to every process):
   * whether an edition has any is read again.
   */
  storiesChanged(): void {
    this.editionsWithStories.clear();
    this.storiesChanges++;
  }

  /**
   * Whether an edition has a published story, from the counts the triggers keep; kept until a
   * change (`storiesChanged`), and a minute at most. The search page asks it of each edition.
   */
  private async hasStories(edition: Edition): Promise<boolean> {
    const held = this.editionsWithStories.get(edition);
    if (held && Date.now() - held.readAt < 60_000) return held.found;
    const [readAt, changes] = [Date.now(), this.storiesChanges];
    const found = await this.countsHoldStories(edition);
    // A change while it was read may have made it wrong: the next search reads it again.
    if (this.storiesChanges === changes) this.editionsWithStories.set(edition, { found, readAt });
    return found;
  }

  private async countsHoldStories(edition: Edition): Promise<boolean> {
    const [row] = await queryRows<{ found: boolean }>(
      this.db,
      sql`select exists (
            select 1 from ${articleCounts}
            where ${articleCounts.edition} = ${edition} and ${articleCounts.status} = 'published' and ${articleCounts.n} > 0
          ) as found`,
    );
    return row?.found === true;
  }

  /** The publication time of an edition's RECENT_WINDOW-th newest story, or null while there are fewer. */
  private async windowStart(db: Db, edition: Edition): Promise<Date | string | null> {
    const held = this.windows.get(edition);
    if (held && Date.now() - held.readAt < 60_000) return held.start;
    const [row] = await queryRows<{ at: Date | string | null }>(
      db,
      sql`select ${articles.publishedAt} as at from ${articles}
          where ${articles.status} = 'published' and ${articles.edition} = ${edition}
          order by ${articles.publishedAt} desc nulls last
          offset ${this.recentWindow} limit 1`,
    );
    this.windows.set(edition, { start: row?.at ?? null, readAt: Date.now() });
    return row?.at ?? null;
  }

  /**
   * A page of an edition's published stories that match `rawQuery` (websearch syntax), best
   * first, parsed and stemmed in the edition's language (docs/decisions/009-editions.md).
   */
  async search(
    rawQuery: string,
    page: number,
    limit: number,
    edition: Edition = DEFAULT_EDITION,
  ): Promise<SearchResult> {
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
    // An edition with no published story has nothing to find: no search is run (the search page
    // asks the other editions too, and a site's second edition may have none yet).
    if (!(await this.hasStories(edition))) return result(0, false);

    // What is asked of the index: the query without its language's stop words.
    const asked = withoutStopWords(query, edition);
    const ranking = await this.withTimeout((db) => this.rank(db, asked, page, limit, edition));
    const { ids, estimate } = ranking;
    // Outside the search's transaction, where the date index may serve the count.
    const total = estimate ? await this.estimate(estimate, edition) : ranking.total;
    if (total === 0) return { ...result(0, false), suggestion: await this.suggest(query, edition) };
    const answer = result(total, estimate !== undefined, await this.hits(asked, ids, edition));
    // Pages go as far as the ranked matches.
    const ranked = estimate && 'ranked' in estimate ? estimate.ranked : Math.min(total, MAX_RANKED_MATCHES);
    const totalPages = totalPagesFor(ranked, limit);
    return { ...answer, pagination: { ...answer.pagination, totalPages, hasNextPage: page < totalPages } };
  }

  /**
   * The page's ids, best first, and the number of matches (`searchStatement`): from the newest
   * RECENT_WINDOW stories when those hold more than MAX_RANKED_MATCHES, else from all of them.
   */
  private async rank(db: Db, query: string, page: number, limit: number, edition: Edition): Promise<Ranking> {
    const config = EDITIONS[edition].search;
    // From here the plans start from the text index. Left free, the planner walks the date index
    // and tests each row's text (reading its whole TOASTed vector, which it does not cost) and
    // takes seconds when the match is rare (docs/decisions/007-search-and-lists-at-scale.md).
    // Sequential scans too: for a common word the planner would rather read the whole table,
    // testing every vector the same way. Set in the statement that reads the query, with the
    // search's time limit (`withTimeout`): no round trip of their own.
    const [parsed] = await queryRows<{ q: string }>(
      db,
      sql`select set_config('statement_timeout', ${String(this.timeoutMs)}, true),
            set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true),
            websearch_to_tsquery(${config}::regconfig, ${query})::text as q`,
    );
    // A hyphenated word is asked as itself, not as the phrase of its parts (phrase-keys.ts).
    const tsquery = withoutCompoundPhrases(parsed?.q ?? '');
    // Only stop words ('the', 'of'): nothing to look for.
    if (tsquery === '') return { ids: [], total: 0 };
    const index = indexQuery(tsquery);
    const since = await this.windowStart(db, edition);
    const pageIds = (rows: RankedRow[]) => rows.flatMap((r) => (r.id ? [r.id] : []));
    const archive = async (): Promise<Ranking> => {
      const rows = await queryRows<RankedRow>(db, searchStatement(tsquery, index, null, page, limit, edition));
      const total = rows[0]?.total ?? 0;
      if (total <= MAX_RANKED_MATCHES) return { ids: pageIds(rows), total };
      return { ids: pageIds(rows), total, estimate: { boundary: rows[0]!.boundary } };
    };
    if (!since) return archive();
    // The first MAX_RANKED_MATCHES + 1 matches of the whole archive, in no order: when they are
    // all there are, they are ranked in the same statement.
    const first = await queryRows<RankedRow>(
      db,
      searchStatement(tsquery, index, null, page, limit, edition, { anyMatches: true }),
    );
    const count = first[0]?.total ?? 0;
    if (count <= MAX_RANKED_MATCHES) return { ids: pageIds(first), total: count };
    // More: ranking the newest of tens of thousands of matches sorts them all, so the newest
    // are looked for in the recent window first.
    const recent = await queryRows<RankedRow>(db, searchStatement(tsquery, index, since, page, limit, edition));
    const inWindow = recent[0]?.total ?? 0;
    if (inWindow > MAX_RANKED_MATCHES) {
      return { ids: pageIds(recent), total: inWindow, estimate: { boundary: recent[0]!.boundary } };
    }
    // Fewer there than are ranked: a word in one story of a hundred of the window or more is
    // answered from the window and counted from how often it is there; a rarer one from the archive.
    if (inWindow < MAX_RANKED_MATCHES / 10) return archive();
    return {
      ids: pageIds(recent),
      total: MAX_RANKED_MATCHES + 1,
      estimate: { windowMatches: inWindow, windowStart: since, ranked: inWindow },
    };
  }

  /**
   * About how many stories match: the density of the matches among the newest stories (the
   * newest MAX_RANKED_MATCHES matches since `boundary`, or those of the recent window) over
   * every published story. Counts the indexes answer (`article_counts`, kept by triggers; the
   * newest stories by date).
   */
  private async estimate(from: NonNullable<Ranking['estimate']>, edition: Edition): Promise<number> {
    const [since, matches] =
      'boundary' in from ? [from.boundary, MAX_RANKED_MATCHES] : [from.windowStart, from.windowMatches];
    const [row] = await queryRows<{ published: number; newer: number }>(this.db, estimateStatement(since, edition));
    const newer = Math.max(row?.newer ?? 1, matches, 1);
    return Math.max(MAX_RANKED_MATCHES + 1, roughly((matches * (row?.published ?? 0)) / newer));
  }

  /** The page's articles with their highlights, in the order of `ids`. */
  private async hits(query: string, ids: string[], edition: Edition): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const config = sql`${EDITIONS[edition].search}::regconfig`;
    const tsQuery = sql`websearch_to_tsquery(${config}, ${query})`;
    // The snippet is cut from the body around the first place a stem of the query appears:
    // parsing a whole body for ts_headline costs about 1 ms, a passage a tenth of that. The place
    // is found in the HTML and only the passage has its tags taken out: stripping whole bodies
    // cost 10 ms of a 12-result page on PGlite. Sanitized HTML escapes `>` in text, so a `>`
    // before any `<` ends a tag the cut went through, and a `<` with no `>` after it starts one.
    // A hyphenated word's parts are left out ('pre' of 'pre-approved' is in 'prepared' and
    // 'present'): the compound is found where they are.
    // Computed once for the statement (an uncorrelated subquery), not for each row.
    const stems = sql`(select array(
      select w from unnest(q.lexemes) w
      where not exists (select 1 from unnest(q.lexemes) c where c <> w and w = any(string_to_array(c, '-'))))
      from (select tsvector_to_array(to_tsvector(${config}, ${query})) as lexemes) q)`;
    const rows = await this.db
      .select({
        row: summaryColumns,
        titleHighlighted: sql<string>`ts_headline(${config}, ${articles.title}, ${tsQuery}, ${HEADLINE_OPTIONS})`,
        descriptionHighlighted: sql<string>`ts_headline(${config}, ${articles.description}, ${tsQuery}, ${HEADLINE_OPTIONS})`,
        snippet: sql<string>`(
          select ts_headline(${config}, regexp_replace(regexp_replace(p.passage, '^[^<]*>|<[^>]*$', '', 'g'), '<[^>]*>', ' ', 'g'), ${tsQuery}, ${SNIPPET_OPTIONS})
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
    const paywall = (await this.options.paywall?.()) ?? DEFAULT_PAYWALL;
    return ids.flatMap((id) => {
      const hit = byId.get(id);
      if (!hit) return [];
      const summary = toSummary(hit.row);
      // A locked story is found by all its words, but shows none past its headline and description.
      const shown = hit.snippet.includes(HIGHLIGHT_START) && !storyLock(summary, paywall);
      return [
        {
          ...summary,
          titleHighlighted: hit.titleHighlighted,
          descriptionHighlighted: hit.descriptionHighlighted,
          snippet: shown ? decodeEntities(hit.snippet).replace(/\s+/g, ' ').trim() : '',
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
  private async suggest(query: string, edition: Edition): Promise<string | null> {
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
          where ${articles.status} = 'published' and ${articles.edition} = ${edition}
            and ${articles.search} @@ websearch_to_tsquery(${EDITIONS[edition].search}::regconfig, ${withoutStopWords(suggestion, edition)})
        ) as ok`,
      );
      if (found?.ok) return suggestion;
    }
    return null;
  }

  /**
   * Runs `fn` in a transaction whose first statement (`rank`'s) sets a statement timeout of
   * SEARCH_TIMEOUT_MS for the rest of it, so it ends with it; a search stopped by it becomes
   * SearchTimeoutError, a clear 503 instead of a hang.
   */
  private async withTimeout<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    try {
      // The limit is set by `rank`'s first statement, for the rest of the transaction.
      return await this.db.transaction(async (tx) => fn(tx as unknown as Db));
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
