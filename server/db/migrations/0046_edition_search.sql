-- Search in each edition's language (docs/decisions/009-editions.md): a story's words are
-- stemmed by its edition's text search configuration, the Hindi stories' by PostgreSQL's
-- `hindi` (Snowball; its Latin words go to the English stemmer, so 'IPO लिस्टिंग' finds both).
-- `search_head` was a generated column in English; the trigger that sets `search` now sets it
-- too, and the stories there are keep the vectors they have. Written to run again.
CREATE OR REPLACE FUNCTION "edition_search_config"(edition text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE edition WHEN 'hi' THEN 'pg_catalog.hindi'::regconfig ELSE 'pg_catalog.english'::regconfig END
$$;
--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search_head" DROP EXPRESSION IF EXISTS;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search_head" SET DEFAULT ''::tsvector;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "articles_search_vectors"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := public.edition_search_config(NEW.edition);
BEGIN
  NEW.search_head := setweight(to_tsvector(config, coalesce(NEW.title, '')), 'A')
    || setweight(to_tsvector(config, coalesce(NEW.description, '')), 'B');
  NEW.search := NEW.search_head || setweight(to_tsvector(config, coalesce(NEW.content, '')), 'C');
  NEW.search_pairs := public.search_pair_keys(NEW.search);
  RETURN NEW;
END
$$;
