-- Readers' comments and their moderation (docs/product.md, 'Comments'). Written to run again.
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "comments" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT IF EXISTS "articles_comments_check";--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_comments_check" CHECK ("articles"."comments" in ('open', 'closed', 'off'));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL REFERENCES "articles"("id") ON DELETE cascade,
	-- Deferrable: a copy of the database (server/db/copy.ts) writes replies and comments in any order.
	"parent_id" uuid REFERENCES "comments"("id") ON DELETE cascade DEFERRABLE INITIALLY IMMEDIATE,
	"author_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"held_for" text,
	"reject_reason" text,
	"featured" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_status_check" CHECK ("comments"."status" in ('published', 'pending', 'shadow', 'rejected', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "comment_likes" (
	"comment_id" uuid NOT NULL REFERENCES "comments"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "comment_reports" (
	"comment_id" uuid NOT NULL REFERENCES "comments"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id"),
	CONSTRAINT "comment_reports_reason_check" CHECK ("comment_reports"."reason" in ('spam', 'abuse', 'off-topic', 'other'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "comment_bans" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"by_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_bans_kind_check" CHECK ("comment_bans"."kind" in ('hide', 'shadow'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_thread_new_idx" ON "comments" USING btree ("article_id","created_at","id") WHERE "comments"."status" = 'published' and "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_thread_liked_idx" ON "comments" USING btree ("article_id","likes","created_at","id") WHERE "comments"."status" = 'published' and "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_article_idx" ON "comments" USING btree ("article_id","status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_replies_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_status_idx" ON "comments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_reported_idx" ON "comments" USING btree ("created_at","id") WHERE "comments"."reports" > 0 and "comments"."status" = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_author_idx" ON "comments" USING btree ("author_id","created_at");
