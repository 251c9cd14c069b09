-- Written to run again on a database that has it (a start after the migration's record was lost).
-- A constant default: PostgreSQL adds the column without rewriting the table.
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "republishable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "republications" (
	"article_id" uuid NOT NULL,
	"page" text NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "republications_article_id_page_pk" PRIMARY KEY("article_id","page"),
	CONSTRAINT "republications_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action
);
