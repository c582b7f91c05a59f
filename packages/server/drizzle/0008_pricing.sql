CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"percent" double precision DEFAULT 10 NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"internal_id" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"calculation_type" text DEFAULT 'unit' NOT NULL,
	"valid" jsonb DEFAULT '{"from":null,"to":null}'::jsonb NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currencies" jsonb DEFAULT '["EUR"]'::jsonb NOT NULL,
	"use_onsite_currency" boolean DEFAULT false NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surcharge" double precision DEFAULT 0 NOT NULL,
	"surcharge_type" text DEFAULT 'percent' NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"tax" jsonb DEFAULT '{"status":"aborted","value":0,"name":"","inclusive":true}'::jsonb NOT NULL,
	"base_price" bigint,
	"is_available_to_ota" boolean DEFAULT false NOT NULL,
	"terms_of_payment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_terms_of_payment" uuid,
	"commission" uuid,
	"included_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "price_lists_name_resort_vessel_key" UNIQUE NULLS NOT DISTINCT("name","resort","vessel")
);
--> statement-breakpoint
CREATE TABLE "price_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"surcharge" double precision DEFAULT 0 NOT NULL,
	"surcharge_type" text DEFAULT 'percent' NOT NULL,
	"per_night" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'special' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"date_range" jsonb DEFAULT '{"from":null,"to":null}'::jsonb NOT NULL,
	"rule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount" text DEFAULT 'PerCent' NOT NULL,
	"discount_value" double precision DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"target" text DEFAULT 'room' NOT NULL,
	"scope" text DEFAULT 'Booking' NOT NULL,
	"product_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replace_matching_room_price" boolean DEFAULT false NOT NULL,
	"auto_add" boolean DEFAULT false NOT NULL,
	"unique" boolean DEFAULT false NOT NULL,
	"deletable" boolean DEFAULT true NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"reduce" boolean DEFAULT true NOT NULL,
	"exclude_from_tax" boolean DEFAULT false NOT NULL,
	"exclude_from_commission" boolean DEFAULT false NOT NULL,
	"include_specials_with_same_rule" boolean DEFAULT false NOT NULL,
	"include_in" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group" uuid
);
--> statement-breakpoint
CREATE TABLE "specials_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"add_rule" text DEFAULT 'PerPerson' NOT NULL,
	"product_category" uuid,
	"customer_type" text DEFAULT 'Direct' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "supplements_name_resort_vessel_key" UNIQUE NULLS NOT DISTINCT("name","resort","vessel")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deposit" double precision DEFAULT 0 NOT NULL,
	"deposit_type" text DEFAULT 'percent' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"deposit_due_days" integer DEFAULT 7 NOT NULL,
	"rest_due_days" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_default_terms_of_payment_terms_id_fk" FOREIGN KEY ("default_terms_of_payment") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_commission_commissions_id_fk" FOREIGN KEY ("commission") REFERENCES "public"."commissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_group_specials_groups_id_fk" FOREIGN KEY ("group") REFERENCES "public"."specials_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplements" ADD CONSTRAINT "supplements_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplements" ADD CONSTRAINT "supplements_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_name_key" ON "commissions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "price_lists_resort_idx" ON "price_lists" USING btree ("resort","status");--> statement-breakpoint
CREATE INDEX "price_lists_vessel_idx" ON "price_lists" USING btree ("vessel","status");--> statement-breakpoint
CREATE INDEX "price_lists_entries_idx" ON "price_lists" USING gin ("entries" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "price_variants_name_key" ON "price_variants" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "specials_name_key" ON "specials" USING btree ("name");--> statement-breakpoint
CREATE INDEX "specials_status_idx" ON "specials" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "specials_groups_name_key" ON "specials_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "supplements_resort_idx" ON "supplements" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "supplements_vessel_idx" ON "supplements" USING btree ("vessel");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_name_key" ON "terms" USING btree ("name");