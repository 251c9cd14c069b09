-- Search at scale (docs/decisions/007-search-and-lists-at-scale.md): the GIN index holds the
-- publication time beside the words (btree_gin), a small title-and-description vector to rank
-- by, and the words table of 'Did you mean' with the trigger that keeps it.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"ndoc" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "articles_search_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search","published_at");
--> statement-breakpoint
-- 'Did you mean' (server/search/search.service.ts): the words of published titles and
-- descriptions, kept by a trigger. `ndoc` counts the stories that brought a word in (it is not
-- lowered when a story goes: a word that no longer finds anything is never offered, as the
-- suggestion is checked before it is shown).
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement, its words in order: writers at the same time take the rows' locks in
  -- the same order, so they cannot deadlock (a trigger per row took them story by story).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_words" ("word", "ndoc")
    SELECT w, count(*)::int
    FROM new_rows n, unnest(tsvector_to_array(to_tsvector('simple', coalesce(n.title, '') || ' ' || coalesce(n.description, '')))) AS w
    WHERE n.status = 'published' AND length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alpha:]]+$'
    GROUP BY w ORDER BY w
    ON CONFLICT ("word") DO UPDATE SET "ndoc" = "search_words"."ndoc" + excluded."ndoc";
  ELSE
    INSERT INTO "search_words" ("word", "ndoc")
    SELECT w, count(*)::int
    FROM new_rows n, unnest(tsvector_to_array(to_tsvector('simple', coalesce(n.title, '') || ' ' || coalesce(n.description, '')))) AS w
    WHERE n.status = 'published' AND length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alpha:]]+$'
      AND NOT EXISTS (
        SELECT 1 FROM old_rows o
        WHERE o.id = n.id AND o.status = 'published'
          AND o.title IS NOT DISTINCT FROM n.title AND o.description IS NOT DISTINCT FROM n.description)
    GROUP BY w ORDER BY w
    ON CONFLICT ("word") DO UPDATE SET "ndoc" = "search_words"."ndoc" + excluded."ndoc";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_search_words_inserted" AFTER INSERT ON "articles"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();
--> statement-breakpoint
CREATE TRIGGER "articles_search_words_updated" AFTER UPDATE ON "articles"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();
--> statement-breakpoint
INSERT INTO "search_words" ("word", "ndoc")
SELECT word, ndoc FROM ts_stat($$
  SELECT to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '')) FROM articles WHERE status = 'published'
$$)
WHERE length(word) BETWEEN 3 AND 40 AND word ~ '^[[:alpha:]]+$'
ON CONFLICT ("word") DO NOTHING;
