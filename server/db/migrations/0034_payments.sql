-- Written to run again on a database that has it (a start after the migration's record was lost).
CREATE TABLE IF NOT EXISTS "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text,
	"receipt_url" text,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('membership', 'donation')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('INR', 'USD')),
	CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_user_idx" ON "payments" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_paid_idx" ON "payments" USING btree ("paid_at");
