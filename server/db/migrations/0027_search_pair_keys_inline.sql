-- The same keys as migration 0025's, written out instead of calling search_pair_key for each
-- pair: PostgreSQL does not inline a SQL function called inside another's body, and the calls
-- were half the cost of an article's write (1.7 ms of pairs a story on PostgreSQL, 0.9 ms now;
-- PGlite likewise). The expression must stay the one search_pair_key has, which the search
-- uses for the query's keys (docs/decisions/008-phrase-search.md).
CREATE OR REPLACE FUNCTION "search_pair_keys"(v tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(to_hex(hashtext(l1 || ' ' || (p2 - p1) || ' ' || l2) & 1048575))), ''::tsvector)
  FROM (
    SELECT lexeme AS l1, pos AS p1, lead(lexeme) OVER w AS l2, lead(pos) OVER w AS p2
    FROM (SELECT t.lexeme, unnest(t.positions) AS pos FROM unnest(v) AS t) AS words
    WINDOW w AS (ORDER BY pos)
  ) AS pairs
  WHERE l2 IS NOT NULL AND p2 > p1
$$;
