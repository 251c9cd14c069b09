-- The period end each yearly member was last reminded of: a reminder once a renewal
-- (docs/product.md, 'Members and tiers'). Written to run again on a database that has it.
ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "reminded_for" timestamp with time zone;
