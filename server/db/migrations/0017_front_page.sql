-- Front page (docs/product.md, 'Front page'): stories pinned to the Featured slots and the
-- breaking banner in an editor's order, each with an optional expiry, and a 'Breaking' flag
-- on a story that puts it in the banner until it ends.
CREATE TABLE "front_page_pins" (
	"slot" text NOT NULL,
	"position" integer NOT NULL,
	"article_id" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"pinned_by" uuid,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "front_page_pins_slot_position_pk" PRIMARY KEY("slot","position"),
	CONSTRAINT "front_page_pins_slot_check" CHECK ("front_page_pins"."slot" in ('featured', 'breaking')),
	CONSTRAINT "front_page_pins_position_check" CHECK ("front_page_pins"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "breaking_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "front_page_pins" ADD CONSTRAINT "front_page_pins_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "front_page_pins" ADD CONSTRAINT "front_page_pins_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "front_page_pins_slot_article_key" ON "front_page_pins" USING btree ("slot","article_id");--> statement-breakpoint
CREATE INDEX "front_page_pins_article_idx" ON "front_page_pins" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "articles_breaking_idx" ON "articles" USING btree ("breaking_until") WHERE "articles"."breaking_until" is not null;