-- The occupancy figures (utilization, occupancyPerYear, pace) look up each held room's booking for
-- its state, currency and room revenue: a year on the decade data is ~12,400 look-ups. From this
-- index alone they read no row of the wide bookings table (its calculation is ~1.2 kB a row):
-- the statements of a year took ~20 ms of CPU less each, and ten years join it by a scan of the
-- index instead of the table. Written here because Drizzle's schema cannot say INCLUDE (as
-- occupancies_stay_idx in 0003).
CREATE INDEX IF NOT EXISTS "bookings_held_idx" ON "bookings" USING btree ("id") INCLUDE ("state", "currency", "room_revenue");
