CREATE TABLE "arrival_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"flight" text DEFAULT '' NOT NULL,
	"airport" text DEFAULT '' NOT NULL,
	"transfer" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid
);
--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "variant" uuid;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "check_in" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "check_out" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extras" jsonb DEFAULT '{"addons":[],"specials":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_out" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "has_foc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arrival_departures" ADD CONSTRAINT "arrival_departures_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_departures" ADD CONSTRAINT "arrival_departures_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_departures" ADD CONSTRAINT "arrival_departures_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrival_departures_booking_idx" ON "arrival_departures" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "arrival_departures_date_idx" ON "arrival_departures" USING btree ("date");