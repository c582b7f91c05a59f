CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "schedules_from_idx";--> statement-breakpoint
DROP INDEX "customers_sort_name_idx";--> statement-breakpoint
DROP INDEX "bookings_from_idx";--> statement-breakpoint
CREATE INDEX "mail_queue_created_id_idx" ON "mail_queue" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "mail_queue_to_trgm" ON "mail_queue" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_queue_subject_trgm" ON "mail_queue" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedules_from_id_idx" ON "schedules" USING btree ("from","id");--> statement-breakpoint
CREATE INDEX "customers_sort_name_id_idx" ON "customers" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm" ON "customers" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_contact_trgm" ON "customers" USING gin (("contact"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_from_id_idx" ON "bookings" USING btree ("from" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "bookings_booking_no_trgm" ON "bookings" USING gin ("booking_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_lead_name_trgm" ON "bookings" USING gin ("lead_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_note_trgm" ON "bookings" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
-- Every app process caches sessions, users with their roles, settings and widgets; a change made
-- by any process (or by hand in psql) is announced on one channel as `table:id` (empty id: the
-- whole table), and each process drops what it holds of it (src/db/change-feed.ts).
CREATE OR REPLACE FUNCTION seaberth_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('seaberth_changes', TG_TABLE_NAME || ':' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seaberth_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('seaberth_changes', TG_TABLE_NAME || ':');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION seaberth_notify_row();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION seaberth_notify_row();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION seaberth_notify_table();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION seaberth_notify_table();
--> statement-breakpoint
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_notify_table();
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_notify_table();
--> statement-breakpoint
CREATE TRIGGER widgets_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON widgets
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_notify_table();
