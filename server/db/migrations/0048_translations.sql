-- Translations (docs/decisions/009-editions.md): stories of different editions linked in a group,
-- one story an edition in each. Written to run again.
CREATE TABLE IF NOT EXISTS "article_translations" (
	"article_id" uuid PRIMARY KEY NOT NULL REFERENCES "articles"("id") ON DELETE cascade,
	"group_id" uuid NOT NULL,
	"edition" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "article_translations_group_edition_key" ON "article_translations" USING btree ("group_id","edition");
