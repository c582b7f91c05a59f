CREATE TABLE "channel_connections" (
	"provider" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"property_id" text DEFAULT '' NOT NULL,
	"sealed_api_key" text,
	"last_check_at" timestamp with time zone,
	"last_check_ok" boolean,
	"last_check_message" text DEFAULT '' NOT NULL,
	"pending_changes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"kind" text NOT NULL,
	"room_types" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"values" integer NOT NULL,
	"state" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_rate_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_list" uuid NOT NULL,
	"room_type" uuid NOT NULL,
	"channel_rate_plan" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_room_types" (
	"room_type" uuid PRIMARY KEY NOT NULL,
	"channel_room_type" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_rate_plans" ADD CONSTRAINT "channel_rate_plans_price_list_price_lists_id_fk" FOREIGN KEY ("price_list") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rate_plans" ADD CONSTRAINT "channel_rate_plans_room_type_room_types_id_fk" FOREIGN KEY ("room_type") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_room_types" ADD CONSTRAINT "channel_room_types_room_type_room_types_id_fk" FOREIGN KEY ("room_type") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_pushes_property_kind_at_idx" ON "channel_pushes" USING btree ("property_id","kind","at");--> statement-breakpoint
CREATE INDEX "channel_pushes_state_at_idx" ON "channel_pushes" USING btree ("state","at");--> statement-breakpoint
CREATE INDEX "channel_pushes_room_types_idx" ON "channel_pushes" USING gin ("room_types");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_rate_plans_ours_key" ON "channel_rate_plans" USING btree ("price_list","room_type");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_rate_plans_channel_key" ON "channel_rate_plans" USING btree ("channel_rate_plan");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_room_types_channel_key" ON "channel_room_types" USING btree ("channel_room_type");--> statement-breakpoint
-- The channel manager (issue 39) pushes availability when a blocker or an allotment changes too:
-- a statement touching occupancy rows of no booking announces `occupancy:` on the change feed
-- (a booking's own rows are announced as `booking:` by 0073). One notice per statement at most.
CREATE OR REPLACE FUNCTION seaberth_occupancy_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE booking IS NULL) THEN PERFORM pg_notify('seaberth_changes', 'occupancy:'); END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows WHERE booking IS NULL) THEN
    PERFORM pg_notify('seaberth_changes', 'occupancy:');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER occupancies_unbooked_added AFTER INSERT ON occupancies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_occupancy_changed();
--> statement-breakpoint
CREATE TRIGGER occupancies_unbooked_changed AFTER UPDATE ON occupancies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_occupancy_changed();
--> statement-breakpoint
CREATE TRIGGER occupancies_unbooked_removed AFTER DELETE ON occupancies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_occupancy_changed();
