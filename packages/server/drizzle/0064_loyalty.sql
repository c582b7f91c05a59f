CREATE TABLE "loyalty_members" (
	"customer" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"tier_points" integer DEFAULT 0 NOT NULL,
	"tier" uuid,
	"last_earned" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"booking" uuid,
	"dive_log" uuid,
	"credit" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_points_kind_check" CHECK ("loyalty_points"."kind" in ('stay', 'trip', 'dive', 'redeemed', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"min_points" integer DEFAULT 0 NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_tier_loyalty_tiers_id_fk" FOREIGN KEY ("tier") REFERENCES "public"."loyalty_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_dive_log_dive_logs_id_fk" FOREIGN KEY ("dive_log") REFERENCES "public"."dive_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_credit_customer_credits_id_fk" FOREIGN KEY ("credit") REFERENCES "public"."customer_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_members_balance_idx" ON "loyalty_members" USING btree ("balance" DESC NULLS LAST,"customer");--> statement-breakpoint
CREATE INDEX "loyalty_members_tier_idx" ON "loyalty_members" USING btree ("tier");--> statement-breakpoint
CREATE INDEX "loyalty_points_customer_idx" ON "loyalty_points" USING btree ("customer","date");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_stay_key" ON "loyalty_points" USING btree ("booking","customer") WHERE "loyalty_points"."kind" in ('stay', 'trip');--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_dive_key" ON "loyalty_points" USING btree ("dive_log") WHERE "loyalty_points"."kind" = 'dive';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_tiers_name_key" ON "loyalty_tiers" USING btree ("name");