CREATE TABLE "bed_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"sleeps" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room" uuid NOT NULL,
	"beds" "int4range" NOT NULL,
	"stay" daterange NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"booking" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"internal_id" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"currencies" jsonb DEFAULT '["EUR"]'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"default_no_of_pax" integer DEFAULT 2 NOT NULL,
	"min_no_of_pax" integer DEFAULT 1 NOT NULL,
	"max_no_of_pax" integer DEFAULT 2 NOT NULL,
	"max_no_of_ota_pax" integer DEFAULT -1 NOT NULL,
	"available_to_ota" boolean DEFAULT false NOT NULL,
	"room_type_ota" text DEFAULT 'Double' NOT NULL,
	"size_in_sqm" double precision DEFAULT -1 NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"surcharge_type" text DEFAULT 'percent' NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "room_types_name_resort_vessel_key" UNIQUE NULLS NOT DISTINCT("name","resort","vessel")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text DEFAULT 'Room' NOT NULL,
	"name" text NOT NULL,
	"internal_id" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"room_type" uuid,
	"deck" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"hide" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"allow_shared_room" boolean DEFAULT false NOT NULL,
	"allow_mixed_gender" boolean DEFAULT false NOT NULL,
	"bed_type" text DEFAULT '' NOT NULL,
	"additional_bed_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"configuration" jsonb NOT NULL,
	"available_beds" integer DEFAULT 2 NOT NULL,
	"plan" jsonb,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "rooms_name_resort_vessel_key" UNIQUE NULLS NOT DISTINCT("name","resort","vessel")
);
--> statement-breakpoint
CREATE TABLE "vessel_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vessel" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"plan_width" integer DEFAULT 100 NOT NULL,
	"plan_height" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessel_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vessel" uuid,
	"name" text NOT NULL,
	"kind" text DEFAULT 'passengers' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"internal_id" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"home_port" text DEFAULT '' NOT NULL,
	"length_in_meters" double precision,
	"built_year" integer,
	"crew_size" integer DEFAULT 0 NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"currencies" jsonb DEFAULT '["EUR"]'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_room_rooms_id_fk" FOREIGN KEY ("room") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_room_types_id_fk" FOREIGN KEY ("room_type") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_deck_vessel_decks_id_fk" FOREIGN KEY ("deck") REFERENCES "public"."vessel_decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_decks" ADD CONSTRAINT "vessel_decks_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_lists" ADD CONSTRAINT "vessel_lists_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bed_types_name_key" ON "bed_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "resorts_name_key" ON "resorts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "rooms_resort_idx" ON "rooms" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "rooms_vessel_idx" ON "rooms" USING btree ("vessel");--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_decks_vessel_name_key" ON "vessel_decks" USING btree ("vessel","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_lists_name_key" ON "vessel_lists" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vessels_name_key" ON "vessels" USING btree ("name");