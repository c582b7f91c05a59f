DROP INDEX "referral_rewards_customer_key";--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "reversal" uuid;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "superseded_by" uuid;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_reversal_customer_credits_id_fk" FOREIGN KEY ("reversal") REFERENCES "public"."customer_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_superseded_by_referral_rewards_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."referral_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_customer_key" ON "referral_rewards" USING btree ("customer") WHERE "referral_rewards"."superseded_by" is null;