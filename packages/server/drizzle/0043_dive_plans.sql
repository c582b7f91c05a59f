CREATE TABLE "dive_plan_divers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dive" uuid NOT NULL,
	"customer" uuid NOT NULL,
	"nitrox_mix" text DEFAULT '' NOT NULL,
	"override_reason" text,
	"override_by" text DEFAULT '' NOT NULL,
	"override_at" timestamp with time zone,
	"back_on_board_at" timestamp with time zone,
	"back_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_plan_divers_dive_customer_key" UNIQUE("dive","customer")
);
--> statement-breakpoint
CREATE TABLE "dive_plan_dives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"time" text NOT NULL,
	"minutes" integer DEFAULT 60 NOT NULL,
	"site" uuid,
	"type" uuid,
	"boat" uuid,
	"guide" uuid,
	"crew" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text DEFAULT '' NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_plan_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	CONSTRAINT "dive_plans_day_key" UNIQUE NULLS NOT DISTINCT("date","resort","vessel"),
	CONSTRAINT "dive_plans_one_asset" CHECK (("dive_plans"."resort" is null) <> ("dive_plans"."vessel" is null))
);
--> statement-breakpoint
ALTER TABLE "dive_plan_divers" ADD CONSTRAINT "dive_plan_divers_dive_dive_plan_dives_id_fk" FOREIGN KEY ("dive") REFERENCES "public"."dive_plan_dives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plan_divers" ADD CONSTRAINT "dive_plan_divers_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plan_dives" ADD CONSTRAINT "dive_plan_dives_plan_dive_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."dive_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plan_dives" ADD CONSTRAINT "dive_plan_dives_site_dive_sites_id_fk" FOREIGN KEY ("site") REFERENCES "public"."dive_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plan_dives" ADD CONSTRAINT "dive_plan_dives_type_dive_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."dive_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plan_dives" ADD CONSTRAINT "dive_plan_dives_boat_dive_boats_id_fk" FOREIGN KEY ("boat") REFERENCES "public"."dive_boats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plan_dives" ADD CONSTRAINT "dive_plan_dives_guide_employees_id_fk" FOREIGN KEY ("guide") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plan_history" ADD CONSTRAINT "dive_plan_history_plan_dive_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."dive_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plans" ADD CONSTRAINT "dive_plans_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_plans" ADD CONSTRAINT "dive_plans_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_plan_divers_customer_idx" ON "dive_plan_divers" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "dive_plan_dives_plan_idx" ON "dive_plan_dives" USING btree ("plan","sort");--> statement-breakpoint
CREATE INDEX "dive_plan_dives_boat_idx" ON "dive_plan_dives" USING btree ("boat");--> statement-breakpoint
CREATE INDEX "dive_plan_history_plan_idx" ON "dive_plan_history" USING btree ("plan","at");