CREATE TABLE "article_hourly_views" (
	"article_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_hourly_views_article_id_hour_pk" PRIMARY KEY("article_id","hour")
);
--> statement-breakpoint
ALTER TABLE "article_hourly_views" ADD CONSTRAINT "article_hourly_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_hourly_views_hour_idx" ON "article_hourly_views" USING btree ("hour");