-- Phrase search over the whole archive (docs/decisions/008-phrase-search.md): a key for every
-- two neighbouring words of a story (the stemmed words and how many positions apart they are),
-- hashed into 2^20 keys, in their own column and GIN index. A phrase's candidates are then found
-- in the indexes alone, however common its words are; the positions check the few that hold
-- every key. Adding the column computes it for every story: a rewrite of the table, once.
CREATE FUNCTION "search_pair_key"(a text, gap integer, b text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_hex(hashtext(a || ' ' || gap || ' ' || b) & 1048575)
$$;
--> statement-breakpoint
-- The keys of a vector's neighbouring words, by position: for 'the bank of india', bank@2 and
-- india@4 give search_pair_key('bank', 2, 'india'). (The English configuration gives one lexeme
-- per position; past position 16,383, where PostgreSQL stops counting, there are no pairs.)
CREATE FUNCTION "search_pair_keys"(v tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(search_pair_key(l1, p2 - p1, l2))), ''::tsvector)
  FROM (
    SELECT lexeme AS l1, pos AS p1, lead(lexeme) OVER w AS l2, lead(pos) OVER w AS p2
    FROM (SELECT t.lexeme, unnest(t.positions) AS pos FROM unnest(v) AS t) AS words
    WINDOW w AS (ORDER BY pos)
  ) AS pairs
  WHERE l2 IS NOT NULL AND p2 > p1
$$;
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (search_pair_keys(to_tsvector('english'::regconfig, coalesce(title, '')) || to_tsvector('english'::regconfig, coalesce(description, '')) || to_tsvector('english'::regconfig, coalesce(content, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_pairs_idx" ON "articles" USING gin ("search_pairs");
