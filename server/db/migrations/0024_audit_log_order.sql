DROP INDEX "audit_log_at_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"seq" DESC NULLS LAST);