CREATE TABLE "online_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"booking" uuid,
	"token" text NOT NULL,
	"widget" uuid,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_bookings_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_bookings_booking_idx" ON "online_bookings" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "online_bookings_hold_idx" ON "online_bookings" USING btree ("hold_until") WHERE "online_bookings"."hold_until" is not null;