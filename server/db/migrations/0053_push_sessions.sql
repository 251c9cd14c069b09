-- A push subscription joined to an account while signed in is signed out with the session that
-- joined it (docs/product.md, 'Alerts and following'): the next person at the browser gets no
-- alerts of that account's followed topics. Sessions end by Sign Out, a password change or reset
-- (every other session) and an administrator's one-time password; a session that merely expired and is swept
-- away at its owner's next sign-in leaves its subscription as it is (the same person, back).
-- Subscriptions joined before this migration name no session and stay joined until they are
-- sent again. Written to run again.
ALTER TABLE "push_subscriptions" ADD COLUMN IF NOT EXISTS "session_key" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_key") WHERE "push_subscriptions"."session_key" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "push_subscriptions_signed_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "push_subscriptions" p SET "user_id" = NULL, "session_key" = NULL
  FROM ended
  WHERE p."session_key" = ended."token_hash" AND ended."expires_at" > now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_ended_push" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_ended_push" AFTER DELETE ON "sessions"
REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION "push_subscriptions_signed_out"();
