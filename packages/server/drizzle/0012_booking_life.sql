CREATE TABLE "booking_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking" uuid NOT NULL,
	"text" text NOT NULL,
	"author" uuid,
	"author_name" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid
);
--> statement-breakpoint
CREATE TABLE "booking_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"actor" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "occupancies" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "cancellation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "booking_amount" bigint;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "rate" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "freed_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "release_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deleted_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "resolved_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "previous_state" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "option_until" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rebooked_to" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rebooked_from" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "split_from" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "references" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_versions" ADD CONSTRAINT "booking_versions_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_comments_booking_idx" ON "booking_comments" USING btree ("booking","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_versions_booking_version_key" ON "booking_versions" USING btree ("booking","version");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_key" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_run_at_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "bookings_waiting_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "bookings_option_until_idx" ON "bookings" USING btree ("option_until") WHERE "bookings"."option_until" is not null and "bookings"."state" in ('draft', 'planned');--> statement-breakpoint
-- Nothing in a booking changes without a version: at commit, every booking row updated in the
-- transaction must have its history entry for the version it now carries (written by the action).
CREATE FUNCTION booking_version_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM booking_versions v WHERE v.booking = NEW.id AND v.version = NEW.version) THEN
    RAISE EXCEPTION 'booking % changed to version % without a history entry', NEW.booking_no, NEW.version
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_version_recorded AFTER UPDATE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.version IS DISTINCT FROM OLD.version)
  EXECUTE FUNCTION booking_version_recorded();
--> statement-breakpoint
-- A shared room that does not mix genders: beds held for one gender exclude the other gender in
-- the same room on overlapping nights (btree_gist gives text its <> here).
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_one_gender"
  EXCLUDE USING gist ("room" WITH =, "stay" WITH &&, "gender" WITH <>)
  WHERE ("removed_at" IS NULL AND "gender" IS NOT NULL);
