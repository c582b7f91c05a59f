-- Live screens (issue 38, src/modules/events): what an open screen should refetch is announced on
-- the change feed's channel, one notice per booking (or user, or mail) a statement touched, as
-- `kind:id,resort,vessel,agency,by` — the asset and agency ride along so each process decides who
-- may hear it without a query, and the whole stays far below NOTIFY's 8000 bytes. Statement-level
-- triggers read the transition tables: a statement touching more than 50 bookings says `kind:`
-- (refetch everything of that kind) instead of flooding. PostgreSQL drops identical notices of one
-- transaction, so moving a stay (its room, its occupancy rows, the booking's sums) is one notice.
CREATE OR REPLACE FUNCTION seaberth_live_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
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
      || coalesce(b.vessel::text, '') || ',' || coalesce(b.agency::text, '') || ',');
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted booking is gone when its notice is built: its own old row says where it was.
CREATE OR REPLACE FUNCTION seaberth_live_bookings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  IF (SELECT count(*) FROM old_rows) > 50 THEN
    PERFORM pg_notify('seaberth_changes', 'booking:');
    RETURN NULL;
  END IF;
  FOR b IN SELECT id, resort, vessel, agency FROM old_rows LOOP
    PERFORM pg_notify('seaberth_changes', 'booking:' || b.id || ',' || coalesce(b.resort::text, '') || ','
      || coalesce(b.vessel::text, '') || ',' || coalesce(b.agency::text, '') || ',');
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new booking names who made it (the screen that made it need not refetch) and an online one says so.
CREATE OR REPLACE FUNCTION seaberth_live_bookings_created() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  IF (SELECT count(*) FROM new_rows) > 50 THEN
    PERFORM pg_notify('seaberth_changes', 'booking:');
    RETURN NULL;
  END IF;
  FOR b IN SELECT id, resort, vessel, agency, created_by, source FROM new_rows LOOP
    PERFORM pg_notify('seaberth_changes', CASE WHEN b.source = 'online' THEN 'online:' ELSE 'booking:' END
      || b.id || ',' || coalesce(b.resort::text, '') || ',' || coalesce(b.vessel::text, '') || ','
      || coalesce(b.agency::text, '') || ',' || coalesce(b.created_by::text, ''));
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A mail that gave up: its id and booking; whoever reads the queue hears it.
CREATE OR REPLACE FUNCTION seaberth_live_mail_failed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
BEGIN
  FOR m IN SELECT n.id, n.booking FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'failed' AND o.status <> 'failed' LIMIT 50 LOOP
    PERFORM pg_notify('seaberth_changes', 'mail:' || m.id || ',' || coalesce(m.booking::text, ''));
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user's bell: which users' notifications changed.
CREATE OR REPLACE FUNCTION seaberth_live_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR u IN SELECT DISTINCT "user" FROM old_rows LIMIT 200 LOOP
      PERFORM pg_notify('seaberth_changes', 'notification:' || u);
    END LOOP;
  ELSE
    FOR u IN SELECT DISTINCT "user" FROM new_rows LIMIT 200 LOOP
      PERFORM pg_notify('seaberth_changes', 'notification:' || u);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_live_created AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings_created();
--> statement-breakpoint
CREATE TRIGGER bookings_live_changed AFTER UPDATE ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER bookings_live_deleted AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings_deleted();
--> statement-breakpoint
CREATE TRIGGER booking_rooms_live_added AFTER INSERT ON booking_rooms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER booking_rooms_live_changed AFTER UPDATE ON booking_rooms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER booking_rooms_live_removed AFTER DELETE ON booking_rooms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER occupancies_live_added AFTER INSERT ON occupancies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER occupancies_live_changed AFTER UPDATE ON occupancies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER booking_guests_live_added AFTER INSERT ON booking_guests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER booking_guests_live_changed AFTER UPDATE ON booking_guests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER booking_guests_live_removed AFTER DELETE ON booking_guests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('booking');
--> statement-breakpoint
CREATE TRIGGER booking_payments_live_added AFTER INSERT ON booking_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('payment');
--> statement-breakpoint
CREATE TRIGGER booking_payments_live_changed AFTER UPDATE ON booking_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('payment');
--> statement-breakpoint
CREATE TRIGGER booking_payments_live_removed AFTER DELETE ON booking_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('payment');
--> statement-breakpoint
CREATE TRIGGER booking_todos_live_added AFTER INSERT ON booking_todos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('todo');
--> statement-breakpoint
CREATE TRIGGER booking_todos_live_changed AFTER UPDATE ON booking_todos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('todo');
--> statement-breakpoint
CREATE TRIGGER guest_forms_live_added AFTER INSERT ON guest_forms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('guestform');
--> statement-breakpoint
CREATE TRIGGER guest_forms_live_changed AFTER UPDATE ON guest_forms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_bookings('guestform');
--> statement-breakpoint
CREATE TRIGGER mail_queue_live_failed AFTER UPDATE ON mail_queue
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_mail_failed();
--> statement-breakpoint
CREATE TRIGGER todo_notifications_live_added AFTER INSERT ON todo_notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_notifications();
--> statement-breakpoint
CREATE TRIGGER todo_notifications_live_changed AFTER UPDATE ON todo_notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_notifications();
--> statement-breakpoint
CREATE TRIGGER todo_notifications_live_removed AFTER DELETE ON todo_notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_notifications();
