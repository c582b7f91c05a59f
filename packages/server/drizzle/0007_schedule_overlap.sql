-- A vessel sails one trip at a time: no two of its schedules may share a night. The range is
-- half-open [embarkation, disembarkation), so the next group may embark on the disembarkation day.
-- Cancelled schedules free the vessel. btree_gist lets the uuid column take part in the GiST index.
-- Hand-written because drizzle-kit cannot express exclusion constraints.
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_vessel_no_overlap"
  EXCLUDE USING gist ("vessel" WITH =, daterange("from", "to", '[)') WITH &&) WHERE ("status" <> 'cancelled');
