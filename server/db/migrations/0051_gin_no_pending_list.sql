-- The articles' text indexes keep no pending list (schema.ts, `articles_search_idx`): with one of
-- 128 kB (0028) every search read it and one publish in a few merged it (55 ms at the 95th
-- percentile against 18 at the median, at 100,000 stories); now each publish indexes its own words.
-- Set on the indexes as they are (no rebuild), and what is pending is merged now.
ALTER INDEX "articles_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "articles_search_idx" RESET (gin_pending_list_limit);--> statement-breakpoint
ALTER INDEX "articles_search_pairs_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "articles_search_pairs_idx" RESET (gin_pending_list_limit);--> statement-breakpoint
ALTER INDEX "articles_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "articles_title_trgm_idx" RESET (gin_pending_list_limit);--> statement-breakpoint
SELECT gin_clean_pending_list('articles_search_idx'::regclass), gin_clean_pending_list('articles_search_pairs_idx'::regclass), gin_clean_pending_list('articles_title_trgm_idx'::regclass);
