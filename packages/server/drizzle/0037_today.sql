CREATE INDEX "customers_birthday_md_idx" ON "customers" USING btree (substr("master_data"->>'birthday', 6, 5));--> statement-breakpoint
CREATE INDEX "bookings_to_idx" ON "bookings" USING btree ("to");--> statement-breakpoint
CREATE INDEX "bookings_dates_idx" ON "bookings" USING gist (daterange("from", "to"));--> statement-breakpoint
CREATE INDEX "bookings_open_money_idx" ON "bookings" USING btree ("from") WHERE "bookings"."total" > "bookings"."paid" and "bookings"."state" in ('draft', 'planned', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_source_date_idx" ON "bookings" USING btree ("source","booking_date");