CREATE TABLE "allotments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency" uuid NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"schedule" uuid,
	"room_type" uuid,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"release_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "occupancies" ADD COLUMN "allotment" uuid;--> statement-breakpoint
ALTER TABLE "occupancies" ADD COLUMN "consumed_by" uuid;--> statement-breakpoint
ALTER TABLE "allotments" ADD CONSTRAINT "allotments_agency_agencies_id_fk" FOREIGN KEY ("agency") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotments" ADD CONSTRAINT "allotments_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotments" ADD CONSTRAINT "allotments_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotments" ADD CONSTRAINT "allotments_schedule_schedules_id_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allotments_agency_idx" ON "allotments" USING btree ("agency");--> statement-breakpoint
CREATE INDEX "allotments_release_idx" ON "allotments" USING btree ("release_date") WHERE "allotments"."released_at" is null;--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_allotment_allotments_id_fk" FOREIGN KEY ("allotment") REFERENCES "public"."allotments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupancies_allotment_idx" ON "occupancies" USING btree ("allotment");