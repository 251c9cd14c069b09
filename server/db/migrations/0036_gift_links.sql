-- Gift links: a paying member's link that opens one locked story for anyone, for a while
-- (docs/product.md, 'Gift links'). Written to run again on a database that has it.
CREATE TABLE IF NOT EXISTS "gift_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "gift_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "gift_links_token_idx" ON "gift_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gift_links_user_idx" ON "gift_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gift_links_article_idx" ON "gift_links" USING btree ("article_id");
