-- Counters every process on one PostgreSQL shares: rate-limit windows and the last article
-- counted per reading session (server/lib/rate-limit.ts, server/analytics/view-dedupe.ts).
-- UNLOGGED: written on nearly every request, and after a crash an empty table only forgets
-- a few minutes of counts. PGlite keeps them in memory; the tables exist there unused.
CREATE UNLOGGED TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "view_sessions" (
	"session" text PRIMARY KEY NOT NULL,
	"article_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"counted" boolean NOT NULL
);
