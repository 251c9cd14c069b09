-- Scheduled publishing (docs/product.md, 'Scheduled publishing'): a status 'scheduled' with the
-- time it goes out, which only a scheduled story has, and an index of what is due.
ALTER TABLE "articles" DROP CONSTRAINT "articles_status_check";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_scheduled_due_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_publish_at_check" CHECK (("articles"."status" = 'scheduled') = ("articles"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'scheduled', 'published', 'archived'));