-- Deep pages of the lists skipped in the index alone (docs/decisions/007, 'Lists'): published_at
-- last in the lists' indexes, so they hold every column a page's ids are read by.
DROP INDEX "articles_status_newest_idx";--> statement-breakpoint
DROP INDEX "articles_category_status_newest_idx";--> statement-breakpoint
CREATE INDEX "articles_status_newest_idx" ON "articles" USING btree ("status",(coalesce("published_at", "created_at")) desc,"created_at" desc,"id" desc,"published_at");--> statement-breakpoint
CREATE INDEX "articles_category_status_newest_idx" ON "articles" USING btree ("category","status",(coalesce("published_at", "created_at")) desc,"created_at" desc,"id" desc,"published_at");