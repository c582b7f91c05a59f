-- Live screens name who changed a booking (issue 38), not only who made it: a request that writes a
-- booking sets the transaction-local `seaberth.user` (BookingsRepository.transaction, from the
-- request's acting user), and the notices of 0073 carry it as their `by`. A write without it (a
-- job, the guest's own form) says no one, as before. A new booking still names its `created_by`.
CREATE OR REPLACE FUNCTION seaberth_live_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  by_user text := coalesce(current_setting('seaberth.user', true), '');
  ids uuid[];
  b record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'bookings' THEN SELECT array_agg(DISTINCT id) INTO ids FROM old_rows;
    ELSE SELECT array_agg(DISTINCT booking) INTO ids FROM old_rows WHERE booking IS NOT NULL; END IF;
  ELSIF TG_TABLE_NAME = 'bookings' THEN SELECT array_agg(DISTINCT id) INTO ids FROM new_rows;
  ELSIF TG_TABLE_NAME = 'guest_forms' THEN
    SELECT array_agg(DISTINCT booking) INTO ids FROM new_rows WHERE state = 'submitted';
  ELSE SELECT array_agg(DISTINCT booking) INTO ids FROM new_rows WHERE booking IS NOT NULL; END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF cardinality(ids) > 50 THEN
    PERFORM pg_notify('seaberth_changes', kind || ':');
    RETURN NULL;
  END IF;
  FOR b IN SELECT u.id, k.resort, k.vessel, k.agency FROM unnest(ids) AS u(id)
      LEFT JOIN bookings k ON k.id = u.id LOOP
    PERFORM pg_notify('seaberth_changes', kind || ':' || b.id || ',' || coalesce(b.resort::text, '') || ','
      || coalesce(b.vessel::text, '') || ',' || coalesce(b.agency::text, '') || ',' || by_user);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seaberth_live_bookings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  by_user text := coalesce(current_setting('seaberth.user', true), '');
  b record;
BEGIN
  IF (SELECT count(*) FROM old_rows) > 50 THEN
    PERFORM pg_notify('seaberth_changes', 'booking:');
    RETURN NULL;
  END IF;
  FOR b IN SELECT id, resort, vessel, agency FROM old_rows LOOP
    PERFORM pg_notify('seaberth_changes', 'booking:' || b.id || ',' || coalesce(b.resort::text, '') || ','
      || coalesce(b.vessel::text, '') || ',' || coalesce(b.agency::text, '') || ',' || by_user);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seaberth_live_bookings_created() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  by_user text := coalesce(current_setting('seaberth.user', true), '');
  b record;
BEGIN
  IF (SELECT count(*) FROM new_rows) > 50 THEN
    PERFORM pg_notify('seaberth_changes', 'booking:');
    RETURN NULL;
  END IF;
  FOR b IN SELECT id, resort, vessel, agency, created_by, source FROM new_rows LOOP
    PERFORM pg_notify('seaberth_changes', CASE WHEN b.source = 'online' THEN 'online:' ELSE 'booking:' END
      || b.id || ',' || coalesce(b.resort::text, '') || ',' || coalesce(b.vessel::text, '') || ','
      || coalesce(b.agency::text, '') || ',' || coalesce(b.created_by::text, by_user));
  END LOOP;
  RETURN NULL;
END $$;
