CREATE TABLE "guest_form_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_form_links" (
	"booking" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "guest_form_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "guest_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking" uuid NOT NULL,
	"room_booking" uuid,
	"bed" integer NOT NULL,
	"customer" uuid,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"applied_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "diver" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gear" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_form_files" ADD CONSTRAINT "guest_form_files_form_guest_forms_id_fk" FOREIGN KEY ("form") REFERENCES "public"."guest_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_form_links" ADD CONSTRAINT "guest_form_links_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_room_booking_booking_rooms_id_fk" FOREIGN KEY ("room_booking") REFERENCES "public"."booking_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_form_files_form_idx" ON "guest_form_files" USING btree ("form");--> statement-breakpoint
CREATE INDEX "guest_forms_booking_idx" ON "guest_forms" USING btree ("booking");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_forms_place_key" ON "guest_forms" USING btree ("room_booking","bed");--> statement-breakpoint
CREATE INDEX "guest_forms_submitted_idx" ON "guest_forms" USING btree ("submitted_at") WHERE "guest_forms"."state" = 'submitted';