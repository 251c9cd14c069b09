-- Written to run again on a database that has it (a start after the migration's record was lost).
CREATE TABLE IF NOT EXISTS "embed_previews" (
	"url" text PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"title" text,
	"description" text,
	"site_name" text,
	"image" text,
	"image_width" integer,
	"image_height" integer,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
