CREATE TABLE "form_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"purpose" text DEFAULT 'custom' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"definition" uuid NOT NULL,
	"definition_name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"customer" uuid,
	"customer_name" text DEFAULT '' NOT NULL,
	"booking" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	"token" text NOT NULL,
	CONSTRAINT "forms_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_definition_form_definitions_id_fk" FOREIGN KEY ("definition") REFERENCES "public"."form_definitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_definitions_name_key" ON "form_definitions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "forms_customer_idx" ON "forms" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "forms_definition_idx" ON "forms" USING btree ("definition");