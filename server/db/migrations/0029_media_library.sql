-- Written to run again on a database that has it (a start after the migration's record was lost).
CREATE TABLE IF NOT EXISTS "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploaded_by" uuid,
	"original_name" text DEFAULT '' NOT NULL,
	"bytes" integer,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unused_since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "media_uses" (
	"media_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	CONSTRAINT "media_uses_media_id_article_id_pk" PRIMARY KEY("media_id","article_id"),
	CONSTRAINT "media_uses_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "media_uses_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_created_idx" ON "media" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_uses_article_idx" ON "media_uses" USING btree ("article_id");--> statement-breakpoint
-- The pictures uploaded before the library: one row each (its uploader the first story's author),
-- and which stories show them, from the stories' and live entries' pictures and text.
CREATE TEMPORARY TABLE "media_refs" AS
SELECT "key"::uuid AS "media_id", "article_id", "by", "at" FROM (
  SELECT substring("image" from '^/uploads/images/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$') AS "key",
         "id" AS "article_id", "author_id" AS "by", "created_at" AS "at"
    FROM "articles" WHERE "image" LIKE '/uploads/images/%'
  UNION ALL
  SELECT (regexp_matches("content", '/uploads/images/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g'))[1],
         "id", "author_id", "created_at"
    FROM "articles" WHERE "content" LIKE '%/uploads/images/%'
  UNION ALL
  SELECT substring("image" from '^/uploads/images/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$'),
         "article_id", "author_id", "created_at"
    FROM "live_entries" WHERE "image" LIKE '/uploads/images/%'
  UNION ALL
  SELECT (regexp_matches("body", '/uploads/images/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g'))[1],
         "article_id", "author_id", "created_at"
    FROM "live_entries" WHERE "body" LIKE '%/uploads/images/%'
) "found" WHERE "key" IS NOT NULL;--> statement-breakpoint
INSERT INTO "media" ("id", "uploaded_by", "created_at", "unused_since")
SELECT "media_id", (array_agg("by" ORDER BY "at"))[1], min("at"), now() FROM "media_refs" GROUP BY "media_id"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "media_uses" ("media_id", "article_id") SELECT DISTINCT "media_id", "article_id" FROM "media_refs"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "media_refs";
