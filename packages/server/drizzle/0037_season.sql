ALTER TABLE "resorts" ADD COLUMN "online_payment" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "public_name" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "online_payment" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD COLUMN "payment" text;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "online_payment" text DEFAULT 'asset' NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_birthday_md_idx" ON "customers" USING btree (substr("master_data"->>'birthday', 6, 5));--> statement-breakpoint
CREATE INDEX "bookings_to_idx" ON "bookings" USING btree ("to");--> statement-breakpoint
CREATE INDEX "bookings_dates_idx" ON "bookings" USING gist (daterange("from", "to"));--> statement-breakpoint
CREATE INDEX "bookings_open_money_idx" ON "bookings" USING btree ("from") WHERE "bookings"."total" > "bookings"."paid" and "bookings"."state" in ('draft', 'planned', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_source_date_idx" ON "bookings" USING btree ("source","booking_date");