-- Account links may also sign an account in (docs/product.md, 'Sign in'). Written to run again.
ALTER TABLE "account_tokens" DROP CONSTRAINT IF EXISTS "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'reset-password', 'sign-in'));
