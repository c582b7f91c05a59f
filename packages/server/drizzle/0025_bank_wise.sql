ALTER TABLE "banks" ADD COLUMN "wise_profile_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "wise_balance_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "wise_token" text DEFAULT '' NOT NULL;