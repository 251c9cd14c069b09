-- Category, status and role may only hold the values of core's lists (core/categories.ts,
-- core/article.ts, core/roles.ts). Rows written before the checks are brought in line first,
-- as the application already read them: a category in another letter case is its canonical
-- name, an unknown one 'Other'; an unknown status 'draft' (never published by accident); an
-- unknown role 'reader'.
UPDATE "articles" SET "category" = CASE lower("category")
	WHEN 'india' THEN 'India' WHEN 'world' THEN 'World' WHEN 'health' THEN 'Health' WHEN 'jobs' THEN 'Jobs'
	WHEN 'sports' THEN 'Sports' WHEN 'technology' THEN 'Technology' WHEN 'ipo' THEN 'IPO'
	WHEN 'business' THEN 'Business' WHEN 'entertainment' THEN 'Entertainment' ELSE 'Other' END
WHERE "category" NOT IN ('India', 'World', 'Health', 'Jobs', 'Sports', 'Technology', 'IPO', 'Business', 'Entertainment', 'Other');--> statement-breakpoint
UPDATE "articles" SET "status" = 'draft' WHERE "status" NOT IN ('draft', 'published', 'archived');--> statement-breakpoint
UPDATE "users" SET "role" = 'reader' WHERE "role" NOT IN ('reader', 'author', 'editor', 'admin');--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_check" CHECK ("articles"."category" in ('India', 'World', 'Health', 'Jobs', 'Sports', 'Technology', 'IPO', 'Business', 'Entertainment', 'Other'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('reader', 'author', 'editor', 'admin'));