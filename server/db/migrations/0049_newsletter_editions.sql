-- The newsletter per edition and the language of an account's e-mails (docs/decisions/009-editions.md;
-- docs/product.md, 'Morning newsletter' and 'Emails to an account'). Each subscriber chooses the
-- editions they get (every address so far gets the English one); each edition's newsletter is
-- its own send, one a scheduled time and edition. Written to run again.
ALTER TABLE "newsletter_subscribers" ADD COLUMN IF NOT EXISTS "editions" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN IF NOT EXISTS "requested_editions" text[];--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN IF NOT EXISTS "edition" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "newsletter_sends_slot_edition_idx" ON "newsletter_sends" USING btree ("slot","edition");--> statement-breakpoint
DROP INDEX IF EXISTS "newsletter_sends_slot_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL;
