-- Tag and author pages (docs/product.md): the slugs of each article's tags, which tag pages look
-- up (filled at start-up for the rows from before, server/news/tag-slugs.ts), and a writer's bio.
ALTER TABLE "articles" ADD COLUMN "tag_slugs" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
CREATE INDEX "articles_tag_slugs_idx" ON "articles" USING gin ("tag_slugs");