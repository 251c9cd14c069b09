-- Written to run again on a database that has it (a start after the migration's record was lost).
CREATE TABLE IF NOT EXISTS "contributors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "article_bylines" (
	"article_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"contributor_id" uuid,
	CONSTRAINT "article_bylines_article_id_position_pk" PRIMARY KEY("article_id","position"),
	CONSTRAINT "article_bylines_one_person" CHECK (("article_bylines"."user_id" is null) <> ("article_bylines"."contributor_id" is null)),
	CONSTRAINT "article_bylines_role_check" CHECK ("article_bylines"."role" in ('author', 'reporting')),
	CONSTRAINT "article_bylines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "article_bylines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "article_bylines_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_bylines_user_idx" ON "article_bylines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_bylines_contributor_idx" ON "article_bylines" USING btree ("contributor_id");--> statement-breakpoint
-- Every staff story so far has one byline: its writer's.
INSERT INTO "article_bylines" ("article_id", "position", "role", "user_id")
	SELECT "id", 0, 'author', "author_id" FROM "articles" WHERE "author_id" IS NOT NULL
	ON CONFLICT DO NOTHING;
