-- Free trials an admin sets per tier (docs/product.md, 'Members and tiers'). Written to run again.
ALTER TABLE "tiers" ADD COLUMN IF NOT EXISTS "trial_days" integer DEFAULT 0 NOT NULL;
