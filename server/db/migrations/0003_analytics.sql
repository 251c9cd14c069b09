CREATE TABLE "article_daily_stats" (
	"article_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_daily_stats_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"article_id" uuid NOT NULL,
	"liker_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_article_id_liker_key_pk" PRIMARY KEY("article_id","liker_key")
);
--> statement-breakpoint
ALTER TABLE "article_daily_stats" ADD CONSTRAINT "article_daily_stats_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_daily_stats_day_idx" ON "article_daily_stats" USING btree ("day");--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "views";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "shares";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "likes";