-- A member's history reads the audit records about one account (docs/product.md, 'Members and tiers'). Written to run again.
CREATE INDEX IF NOT EXISTS "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at" DESC NULLS LAST);
