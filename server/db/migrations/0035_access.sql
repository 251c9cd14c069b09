-- Who may read a story in full, and the locked stories signed-in readers read on the meter
-- (docs/product.md, 'Access and the paywall'). Written to run again on a database that has it.
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "access" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "access_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT IF EXISTS "articles_access_check";--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_access_check" CHECK ("articles"."access" in ('default', 'public', 'registered', 'members'));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "meter_reads" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"article_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_reads_user_id_month_article_id_pk" PRIMARY KEY("user_id","month","article_id"),
	CONSTRAINT "meter_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "meter_reads_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "meter_reads_article_idx" ON "meter_reads" USING btree ("article_id");
