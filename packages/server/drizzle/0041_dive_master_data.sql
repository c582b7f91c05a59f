CREATE TABLE "dive_boats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"seats" integer DEFAULT 12 NOT NULL,
	"tanks" integer DEFAULT 0 NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "dive_boats_name_resort_vessel_key" UNIQUE NULLS NOT DISTINCT("name","resort","vessel")
);
--> statement-breakpoint
CREATE TABLE "dive_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"position" jsonb,
	"depth_min" double precision,
	"depth_max" double precision,
	"level" text DEFAULT 'openWater' NOT NULL,
	"min_dives" integer DEFAULT 0 NOT NULL,
	"current_notes" text DEFAULT '' NOT NULL,
	"entry_notes" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dive_sites_name_resort_vessel_key" UNIQUE NULLS NOT DISTINCT("name","resort","vessel")
);
--> statement-breakpoint
CREATE TABLE "dive_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"public_name" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"kind" text DEFAULT 'boat' NOT NULL,
	"product" uuid,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dive_boats" ADD CONSTRAINT "dive_boats_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_boats" ADD CONSTRAINT "dive_boats_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_sites" ADD CONSTRAINT "dive_sites_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_sites" ADD CONSTRAINT "dive_sites_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_types" ADD CONSTRAINT "dive_types_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_boats_resort_idx" ON "dive_boats" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "dive_boats_vessel_idx" ON "dive_boats" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "dive_sites_resort_idx" ON "dive_sites" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "dive_sites_vessel_idx" ON "dive_sites" USING btree ("vessel");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_types_name_key" ON "dive_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dive_types_product_idx" ON "dive_types" USING btree ("product");