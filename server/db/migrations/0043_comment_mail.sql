-- E-mails about comments (docs/product.md, 'Comments'): a reader's choice, one e-mail a story an hour, a writer's daily summary. Written to run again.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "comment_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "comment_notices" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"article_id" uuid NOT NULL REFERENCES "articles"("id") ON DELETE cascade,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comment_notices_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "comment_digests" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
