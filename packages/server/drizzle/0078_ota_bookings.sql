CREATE TABLE "ota_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"revision_id" text NOT NULL,
	"ota_booking_id" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"ota_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"booking" uuid,
	"resort" uuid,
	"guest" jsonb NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"revised_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"acked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channel_connections" ADD COLUMN "webhook_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_connections" ADD COLUMN "drift" jsonb;--> statement-breakpoint
ALTER TABLE "ota_updates" ADD CONSTRAINT "ota_updates_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ota_updates_revision_key" ON "ota_updates" USING btree ("provider","revision_id");--> statement-breakpoint
CREATE INDEX "ota_updates_ota_booking_idx" ON "ota_updates" USING btree ("ota_booking_id","revised_at");--> statement-breakpoint
CREATE INDEX "ota_updates_booking_idx" ON "ota_updates" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "ota_updates_read_received_idx" ON "ota_updates" USING btree ("read","received_at");--> statement-breakpoint
CREATE INDEX "ota_updates_state_idx" ON "ota_updates" USING btree ("state") WHERE "ota_updates"."state" = 'conflict';--> statement-breakpoint
-- A price list saved is heard by every process: the channel's rates and restrictions follow it.
CREATE TRIGGER price_lists_changed_for_channels AFTER INSERT OR UPDATE OR DELETE ON price_lists
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_notify_table();
