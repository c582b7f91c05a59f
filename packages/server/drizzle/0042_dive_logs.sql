CREATE TABLE "dive_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"start" text NOT NULL,
	"end" text,
	"type" uuid NOT NULL,
	"customer" uuid NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"depth" double precision,
	"boat" uuid,
	"dive_site" uuid,
	"sort" integer DEFAULT 1 NOT NULL,
	"crew" text DEFAULT '' NOT NULL,
	"dive_guide" uuid,
	"rental_gear" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"tank_size" double precision,
	"air_mix" integer DEFAULT 21 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"booking" uuid,
	"billing" text DEFAULT 'none' NOT NULL,
	"package_product" text,
	"charge_line" text,
	"created_by" uuid,
	CONSTRAINT "dive_logs_billing_check" CHECK ("dive_logs"."billing" in ('package', 'charged', 'none'))
);
--> statement-breakpoint
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_type_dive_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."dive_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_boat_dive_boats_id_fk" FOREIGN KEY ("boat") REFERENCES "public"."dive_boats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_dive_site_dive_sites_id_fk" FOREIGN KEY ("dive_site") REFERENCES "public"."dive_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_dive_guide_employees_id_fk" FOREIGN KEY ("dive_guide") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dive_logs_customer_date_start_key" ON "dive_logs" USING btree ("customer","date","start");--> statement-breakpoint
CREATE INDEX "dive_logs_date_id_idx" ON "dive_logs" USING btree ("date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "dive_logs_site_date_idx" ON "dive_logs" USING btree ("dive_site","date");--> statement-breakpoint
CREATE INDEX "dive_logs_booking_idx" ON "dive_logs" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "dive_logs_customer_name_trgm" ON "dive_logs" USING gin ("customer_name" gin_trgm_ops);