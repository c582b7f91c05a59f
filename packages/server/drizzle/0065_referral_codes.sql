CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral" uuid NOT NULL,
	"use" uuid NOT NULL,
	"customer" uuid NOT NULL,
	"booking" uuid,
	"credit" uuid,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral" uuid NOT NULL,
	"booking" uuid NOT NULL,
	"customer" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer" uuid NOT NULL,
	"code" text NOT NULL,
	"special" uuid,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"reward_currency" text DEFAULT 'EUR' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" date,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referral_referrals_id_fk" FOREIGN KEY ("referral") REFERENCES "public"."referrals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_use_referral_uses_id_fk" FOREIGN KEY ("use") REFERENCES "public"."referral_uses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_credit_customer_credits_id_fk" FOREIGN KEY ("credit") REFERENCES "public"."customer_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_uses" ADD CONSTRAINT "referral_uses_referral_referrals_id_fk" FOREIGN KEY ("referral") REFERENCES "public"."referrals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_uses" ADD CONSTRAINT "referral_uses_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_uses" ADD CONSTRAINT "referral_uses_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_special_specials_id_fk" FOREIGN KEY ("special") REFERENCES "public"."specials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_customer_key" ON "referral_rewards" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "referral_rewards_referral_idx" ON "referral_rewards" USING btree ("referral");--> statement-breakpoint
CREATE INDEX "referral_rewards_use_idx" ON "referral_rewards" USING btree ("use");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_uses_booking_key" ON "referral_uses" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "referral_uses_referral_idx" ON "referral_uses" USING btree ("referral");--> statement-breakpoint
CREATE INDEX "referral_uses_customer_idx" ON "referral_uses" USING btree ("customer");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_code_key" ON "referrals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_customer_idx" ON "referrals" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "referrals_created_at_idx" ON "referrals" USING btree ("created_at","id");