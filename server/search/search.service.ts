import { sql } from 'drizzle-orm';
import type { ArticleSummary } from '../../core/article';
import { totalPagesFor } from '../../core/pagination';
import { HIGHLIGHT_END, HIGHLIGHT_START, normalizeQuery } from '../../core/search';
import { queryRows, type Db } from '../db/client';
import { articles } from '../db/schema';
import { summaryColumns, toSummary } from '../news/news.mapper';
import { decodeEntities } from '../../core/text';

/**
 * Only the newest matches are ranked: ranking every match of a common word costs
 * close to a second on 50k articles (measured on PGlite with a GIN index), and nobody reads
 * page 80 of a search.
 */
export const MAX_RANKED_MATCHES = 1000;

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

export class SearchService {
  constructor(private readonly db: Db) {}

  async search(rawQuery: string, page: number, limit: number): Promise<SearchResult> {
    const query = normalizeQuery(rawQuery);
    const empty: SearchResult = {
      query,
      results: [],
      pagination: {
        page,
        limit,
        totalPages: 0,
        totalItems: 0,
        capped: false,
        hasNextPage: false,
        hasPrevPage: page > 1,
      },
    };
    if (!query) return empty;

    const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
    const matches = sql`
      select id, search, published_at from ${articles}
      where status = 'published' and search @@ ${tsQuery}
      order by published_at desc nulls last
      limit ${MAX_RANKED_MATCHES + 1}`;

    const counted = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from (${matches}) m`);
    const matched = Number(counted[0]?.n ?? 0);
    if (matched === 0) return empty;
    const totalItems = Math.min(matched, MAX_RANKED_MATCHES);
    const offset = (page - 1) * limit;
    if (offset >= totalItems) {
      return {
        ...empty,
        pagination: {
          ...empty.pagination,
          totalItems,
          totalPages: totalPagesFor(totalItems, limit),
          capped: matched > MAX_RANKED_MATCHES,
        },
      };
    }

    const ranked = await queryRows<{ id: string }>(
      this.db,
      sql`
      select m.id from (${matches}) m
      order by ts_rank_cd(m.search, ${tsQuery}) desc, m.published_at desc nulls last, m.id
      limit ${Math.min(limit, MAX_RANKED_MATCHES)} offset ${offset}`,
    );
    const ids = ranked.map((r) => r.id);
    if (ids.length === 0) return empty;

    const rows = await this.db
      .select({
        row: summaryColumns,
        titleHighlighted: sql<string>`ts_headline('english', ${articles.title}, ${tsQuery}, ${HEADLINE_OPTIONS})`,
        descriptionHighlighted: sql<string>`ts_headline('english', ${articles.description}, ${tsQuery}, ${HEADLINE_OPTIONS})`,
        // Only for the one page of results: the body's text without its tags.
        snippet: sql<string>`ts_headline('english', regexp_replace(${articles.content}, '<[^>]*>', ' ', 'g'), ${tsQuery}, ${SNIPPET_OPTIONS})`,
      })
      .from(articles)
      .where(
        sql`${articles.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    const byId = new Map(rows.map((r) => [r.row.id, r]));
    const results = ids.flatMap((id) => {
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
    const totalPages = totalPagesFor(totalItems, limit);
    return {
      query,
      results,
      pagination: {
        page,
        limit,
        totalPages,
        totalItems,
        capped: matched > MAX_RANKED_MATCHES,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1,
      },
    };
  }
}
