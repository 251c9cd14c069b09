-- Lists at scale (docs/decisions/007-search-and-lists-at-scale.md): article counts per category
-- and status kept by triggers, read by the lists' pagination instead of count(*); and a
-- pattern index for slug prefixes that works under any collation.
CREATE TABLE "article_counts" (
	"category" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_counts_category_status_pk" PRIMARY KEY("category","status")
);
--> statement-breakpoint
CREATE INDEX "articles_slug_pattern_idx" ON "articles" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION "article_counts_add"(c text, s text, d integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "article_counts" ("category", "status", "n") VALUES (c, s, d)
  ON CONFLICT ("category", "status") DO UPDATE SET "n" = "article_counts"."n" + d;
$$;
--> statement-breakpoint
CREATE FUNCTION "article_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "article_counts_add"(OLD.category, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "article_counts_add"(NEW.category, NEW.status, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_counts" AFTER INSERT OR DELETE ON "articles"
FOR EACH ROW EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "articles_counts_moved" AFTER UPDATE OF "category", "status" ON "articles"
FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
-- TRUNCATE skips row triggers: the counts follow it here.
CREATE FUNCTION "article_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "article_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_counts_truncated" AFTER TRUNCATE ON "articles"
FOR EACH STATEMENT EXECUTE FUNCTION "article_counts_clear"();
--> statement-breakpoint
INSERT INTO "article_counts" ("category", "status", "n")
SELECT "category", "status", count(*)::int FROM "articles" GROUP BY "category", "status";
