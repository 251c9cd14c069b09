-- The moderators' count of comments waiting (docs/product.md, 'Comments'), kept by triggers as
-- article_counts is (migration 0012): the admin menu shows it on every admin page, and counting
-- the table there would grow with it. Written to run again.
CREATE TABLE IF NOT EXISTS "comment_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "comment_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  -- Waiting: held for review, or published and reported. Once per statement, as for articles.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows
    WHERE status = 'pending' OR (status = 'published' AND reports > 0);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows
    WHERE status = 'pending' OR (status = 'published' AND reports > 0);
  END IF;
  IF delta <> 0 THEN
    INSERT INTO "comment_counts" ("name", "n") VALUES ('waiting', delta)
    ON CONFLICT ("name") DO UPDATE SET "n" = "comment_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "comments_counts_inserted" ON "comments";--> statement-breakpoint
CREATE TRIGGER "comments_counts_inserted" AFTER INSERT ON "comments"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_apply"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "comments_counts_deleted" ON "comments";--> statement-breakpoint
CREATE TRIGGER "comments_counts_deleted" AFTER DELETE ON "comments"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_apply"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "comments_counts_updated" ON "comments";--> statement-breakpoint
CREATE TRIGGER "comments_counts_updated" AFTER UPDATE ON "comments"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_apply"();
--> statement-breakpoint
-- TRUNCATE fires none of the above: the counts follow it here.
CREATE OR REPLACE FUNCTION "comment_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "comment_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "comments_counts_truncated" ON "comments";--> statement-breakpoint
CREATE TRIGGER "comments_counts_truncated" AFTER TRUNCATE ON "comments"
FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_clear"();
--> statement-breakpoint
INSERT INTO "comment_counts" ("name", "n")
SELECT 'waiting', count(*)::int FROM "comments" WHERE status = 'pending' OR (status = 'published' AND reports > 0)
ON CONFLICT ("name") DO UPDATE SET "n" = excluded."n";
