-- Editions (docs/decisions/009-editions.md): each story belongs to one (`en` at `/`, `hi` at
-- `/hi/`), and each edition's lists, counts and pages are its own. Written to run again.
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "edition" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_counts" ADD COLUMN IF NOT EXISTS "edition" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_counts" DROP CONSTRAINT IF EXISTS "article_counts_category_status_pk";--> statement-breakpoint
ALTER TABLE "article_counts" DROP CONSTRAINT IF EXISTS "article_counts_edition_category_status_pk";--> statement-breakpoint
ALTER TABLE "article_counts" ADD CONSTRAINT "article_counts_edition_category_status_pk" PRIMARY KEY("edition","category","status");--> statement-breakpoint
-- The counts by edition too (migration 0012's function, with the edition in every key).
CREATE OR REPLACE FUNCTION "article_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement, the keys in order: writers at the same time take the counters' locks
  -- in the same order, so they cannot deadlock (a trigger per row took them story by story).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "article_counts" ("edition", "category", "status", "n")
    SELECT edition, category, status, count(*)::int FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("edition", "category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "article_counts" ("edition", "category", "status", "n")
    SELECT edition, category, status, -count(*)::int FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("edition", "category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  ELSE
    -- An edit that moves no story between categories or statuses changes nothing here.
    INSERT INTO "article_counts" ("edition", "category", "status", "n")
    SELECT edition, category, status, sum(d)::int
    FROM (
      SELECT edition, category, status, -1 AS d FROM old_rows
      UNION ALL SELECT edition, category, status, 1 FROM new_rows
    ) moved
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("edition", "category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The lists' indexes with the edition before their order, so an edition's page is read from the
-- index alone (migration 0026's reasons, per edition).
DROP INDEX IF EXISTS "articles_status_newest_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "articles_category_status_newest_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_status_newest_idx" ON "articles" USING btree ("status","edition",(coalesce("published_at", "created_at")) desc,"created_at" desc,"id" desc,"published_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_category_status_newest_idx" ON "articles" USING btree ("category","status","edition",(coalesce("published_at", "created_at")) desc,"created_at" desc,"id" desc,"published_at");
