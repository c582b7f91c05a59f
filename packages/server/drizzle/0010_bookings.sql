CREATE SEQUENCE "public"."booking_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"master_data" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"passport" jsonb NOT NULL,
	"customer_type" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"sort_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking" uuid NOT NULL,
	"room_booking" uuid NOT NULL,
	"customer" uuid NOT NULL,
	"bed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking" uuid NOT NULL,
	"room" uuid NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"beds" jsonb,
	"places" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking_no" text NOT NULL,
	"state" text NOT NULL,
	"type" text NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"lead" uuid,
	"lead_name" text DEFAULT '' NOT NULL,
	"no_of_pax" integer DEFAULT 0 NOT NULL,
	"schedule" uuid,
	"tour" uuid,
	"vessel" uuid,
	"resort" uuid,
	"currency" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'direct' NOT NULL,
	"booking_source" uuid,
	"category" uuid,
	"language" text DEFAULT 'de' NOT NULL,
	"terms_of_payment" uuid,
	"booking_date" date NOT NULL,
	"cancelation_date" date,
	"cancel_reason" text,
	"note" text DEFAULT '' NOT NULL,
	"calculation" jsonb,
	"created_by" uuid,
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."to" > "bookings"."from")
);
--> statement-breakpoint
ALTER TABLE "occupancies" ADD COLUMN "room_booking" uuid;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_room_booking_booking_rooms_id_fk" FOREIGN KEY ("room_booking") REFERENCES "public"."booking_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_rooms_id_fk" FOREIGN KEY ("room") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_customers_id_fk" FOREIGN KEY ("lead") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_schedule_schedules_id_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_tours_id_fk" FOREIGN KEY ("tour") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_sort_name_idx" ON "customers" USING btree ("sort_name");--> statement-breakpoint
CREATE INDEX "booking_guests_booking_idx" ON "booking_guests" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "booking_guests_customer_idx" ON "booking_guests" USING btree ("customer");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_guests_room_bed_key" ON "booking_guests" USING btree ("room_booking","bed");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "booking_rooms_booking_idx" ON "booking_rooms" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "booking_rooms_room_idx" ON "booking_rooms" USING btree ("room");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_no_key" ON "bookings" USING btree ("booking_no");--> statement-breakpoint
CREATE INDEX "bookings_schedule_idx" ON "bookings" USING btree ("schedule");--> statement-breakpoint
CREATE INDEX "bookings_vessel_from_idx" ON "bookings" USING btree ("vessel","from");--> statement-breakpoint
CREATE INDEX "bookings_resort_from_idx" ON "bookings" USING btree ("resort","from");--> statement-breakpoint
CREATE INDEX "bookings_from_idx" ON "bookings" USING btree ("from");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead");--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_room_booking_booking_rooms_id_fk" FOREIGN KEY ("room_booking") REFERENCES "public"."booking_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupancies_room_booking_idx" ON "occupancies" USING btree ("room_booking");