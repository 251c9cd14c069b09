-- How many stories each edition published each day (UTC), kept with `article_counts` by the same
-- statement triggers (0012, 0045). A search's 'about N' needs how many stories were published
-- since its oldest ranked match: counted on the date index, that walked every newer story (5 ms a
-- search at 100,000 stories, more the older the match); summed here, it reads a row a day.
-- Written to run again.
CREATE TABLE IF NOT EXISTS "published_days" (
	"edition" text NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "published_days_edition_day_pk" PRIMARY KEY("edition","day")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "article_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement, the keys in order: writers at the same time take the counters' locks
  -- in the same order, so they cannot deadlock (a trigger per row took them story by story).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "article_counts" ("edition", "category", "status", "n")
    SELECT edition, category, status, count(*)::int FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("edition", "category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
    INSERT INTO "published_days" ("edition", "day", "n")
    SELECT edition, (published_at AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows
    WHERE status = 'published' AND published_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("edition", "day") DO UPDATE SET "n" = "published_days"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "article_counts" ("edition", "category", "status", "n")
    SELECT edition, category, status, -count(*)::int FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("edition", "category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
    INSERT INTO "published_days" ("edition", "day", "n")
    SELECT edition, (published_at AT TIME ZONE 'UTC')::date, -count(*)::int FROM old_rows
    WHERE status = 'published' AND published_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("edition", "day") DO UPDATE SET "n" = "published_days"."n" + excluded."n";
  ELSE
    -- An edit that moves no story between categories or statuses changes nothing here.
    INSERT INTO "article_counts" ("edition", "category", "status", "n")
    SELECT edition, category, status, sum(d)::int
    FROM (
      SELECT edition, category, status, -1 AS d FROM old_rows
      UNION ALL SELECT edition, category, status, 1 FROM new_rows
    ) moved
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("edition", "category", "status") DO UPDATE SET "n" = "article_counts"."n" + excluded."n";
    -- Nor here an edit that publishes, unpublishes or moves no story's publication day.
    INSERT INTO "published_days" ("edition", "day", "n")
    SELECT edition, day, sum(d)::int
    FROM (
      SELECT edition, (published_at AT TIME ZONE 'UTC')::date AS day, -1 AS d FROM old_rows
      WHERE status = 'published' AND published_at IS NOT NULL
      UNION ALL SELECT edition, (published_at AT TIME ZONE 'UTC')::date, 1 FROM new_rows
      WHERE status = 'published' AND published_at IS NOT NULL
    ) moved
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT ("edition", "day") DO UPDATE SET "n" = "published_days"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires none of the above: the counts follow it here.
CREATE OR REPLACE FUNCTION "article_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "article_counts";
  DELETE FROM "published_days";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The days of the stories there are, counted once, here.
DELETE FROM "published_days";--> statement-breakpoint
INSERT INTO "published_days" ("edition", "day", "n")
SELECT edition, (published_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "articles"
WHERE status = 'published' AND published_at IS NOT NULL GROUP BY 1, 2;
