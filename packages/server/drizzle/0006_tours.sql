CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour" uuid NOT NULL,
	"vessel" uuid NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"dives_per_day" integer DEFAULT 3 NOT NULL,
	"dive_days" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "schedules_dates_check" CHECK ("schedules"."to" > "schedules"."from")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"internal_id" text DEFAULT '' NOT NULL,
	"vessel" uuid,
	"destination" text DEFAULT '' NOT NULL,
	"embarkation_port" text DEFAULT '' NOT NULL,
	"disembarkation_port" text DEFAULT '' NOT NULL,
	"nights" integer DEFAULT 7 NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_tour_tours_id_fk" FOREIGN KEY ("tour") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedules_tour_idx" ON "schedules" USING btree ("tour");--> statement-breakpoint
CREATE INDEX "schedules_from_idx" ON "schedules" USING btree ("from");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_name_key" ON "tours" USING btree ("name");