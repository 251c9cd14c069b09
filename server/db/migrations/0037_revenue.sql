-- The revenue page's figures (docs/product.md, 'Revenue'): when paid memberships began and were
-- cancelled, and which stories brought sign-ups and memberships. Written to run again on a
-- database that has it.
ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Memberships from before: begun when last changed, the nearest the table knows.
UPDATE "memberships" SET "started_at" = "updated_at"
  WHERE "started_at" IS NULL AND "stripe_subscription_id" IS NOT NULL AND "status" IN ('active', 'trialing', 'past_due');--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversions_kind_check" CHECK ("conversions"."kind" in ('signup', 'checkout', 'subscription')),
	CONSTRAINT "conversions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversions_created_idx" ON "conversions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversions_user_idx" ON "conversions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversions_article_idx" ON "conversions" USING btree ("article_id");
