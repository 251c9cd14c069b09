-- Review (docs/product.md, 'Review'): status 'review' with the time it was submitted (the queue is oldest
-- first), and the note an editor sends a story back with, kept on the draft until it moves on.
ALTER TABLE "articles" DROP CONSTRAINT "articles_status_check";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_note_by" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_note_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_review_queue_idx" ON "articles" USING btree ("submitted_at") WHERE "articles"."status" = 'review';--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_submitted_at_check" CHECK (("articles"."status" = 'review') = ("articles"."submitted_at" is not null));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_review_note_check" CHECK ("articles"."review_note" is null or "articles"."status" = 'draft');--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'review', 'scheduled', 'published', 'archived'));