-- The articles' text indexes take new stories into a pending list of at most 128 kB instead of
-- PostgreSQL's 4 MB (schema.ts, `articles_search_idx`): every search reads the whole list, and at
-- 100,000 stories a few hundred new ones made searches a third slower, until the write that
-- filled the list spent about a second merging it. Set on the indexes as they are: no rebuild.
ALTER INDEX "articles_search_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "articles_search_pairs_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "articles_title_trgm_idx" SET (gin_pending_list_limit = 128);
