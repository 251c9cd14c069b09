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
CREATE FUNCTION "article_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement, the keys in order: writers at the same time take the counters' locks
  -- in the same order, so they cannot deadlock (a trigger per row took them story by story).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "article_counts" ("category", "status", "n")
    SELECT category, status, count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "article_counts" ("category", "status", "n")
    SELECT category, status, -count(*)::int FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  ELSE
    -- An edit that moves no story between categories or statuses changes nothing here.
    INSERT INTO "article_counts" ("category", "status", "n")
    SELECT category, status, sum(d)::int
    FROM (SELECT category, status, -1 AS d FROM old_rows UNION ALL SELECT category, status, 1 FROM new_rows) moved
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT ("category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_counts_inserted" AFTER INSERT ON "articles"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "articles_counts_deleted" AFTER DELETE ON "articles"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "articles_counts_updated" AFTER UPDATE ON "articles"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "article_counts_apply"();
--> statement-breakpoint
-- TRUNCATE fires none of the above: the counts follow it here.
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
