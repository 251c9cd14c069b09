-- Phrase search over the whole archive (docs/decisions/008-phrase-search.md): a key for every
-- two neighbouring words of a story (the stemmed words and how many positions apart they are),
-- hashed into 2^20 keys, in their own column and GIN index. A phrase's candidates are then found
-- in the indexes alone, however common its words are; the positions check the few that hold
-- every key.
CREATE FUNCTION "search_pair_key"(a text, gap integer, b text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_hex(hashtext(a || ' ' || gap || ' ' || b) & 1048575)
$$;
--> statement-breakpoint
-- The keys of a vector's neighbouring words, by position: for 'the bank of india', bank@2 and
-- india@4 give search_pair_key('bank', 2, 'india'). (The English configuration gives one lexeme
-- per position; past position 16,383, where PostgreSQL stops counting, there are no pairs.)
-- `public.` because a restore (pg_restore) runs the trigger below with an empty search_path.
CREATE FUNCTION "search_pair_keys"(v tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(public.search_pair_key(l1, p2 - p1, l2))), ''::tsvector)
  FROM (
    SELECT lexeme AS l1, pos AS p1, lead(lexeme) OVER w AS l2, lead(pos) OVER w AS p2
    FROM (SELECT t.lexeme, unnest(t.positions) AS pos FROM unnest(v) AS t) AS words
    WINDOW w AS (ORDER BY pos)
  ) AS pairs
  WHERE l2 IS NOT NULL AND p2 > p1
$$;
--> statement-breakpoint
-- Both vectors from one parse of the text: `search` was a generated column, and a generated
-- column cannot read another, so the pairs would have parsed the text a second time (3 ms a
-- story on PGlite). A trigger computes both instead; the column keeps its values.
ALTER TABLE "articles" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_pairs" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- The stories there are: their pairs from the vector they have, with no parse. A rewrite of the
-- table, once: about 1 ms a story on PostgreSQL, 6 ms on PGlite.
UPDATE "articles" SET "search_pairs" = search_pair_keys("search");--> statement-breakpoint
CREATE FUNCTION "articles_search_vectors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('english'::regconfig, coalesce(NEW.title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(NEW.description, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(NEW.content, '')), 'C');
  NEW.search_pairs := public.search_pair_keys(NEW.search);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- On every insert (a restore's too), and on an update that sets the text.
CREATE TRIGGER "articles_search_vectors" BEFORE INSERT OR UPDATE OF "title", "description", "content" ON "articles"
FOR EACH ROW EXECUTE FUNCTION "articles_search_vectors"();--> statement-breakpoint
CREATE INDEX "articles_search_pairs_idx" ON "articles" USING gin ("search_pairs");
