ALTER TABLE "users" ALTER COLUMN "notifications" SET DEFAULT '["booking.online","guestform.sent","mail.failed","ota.conflict"]'::jsonb;--> statement-breakpoint
-- A new kind nobody could have turned off yet: every user's bell gets it (only readers of bookings hear it).
UPDATE "users" SET "notifications" = "notifications" || '["ota.conflict"]'::jsonb
  WHERE NOT ("notifications" ? 'ota.conflict');
--> statement-breakpoint
-- An OTA sale that needs a hand (issue 39): a conflict to place or an error, announced on the live
-- feed as `ota:update,resort,state,reference,guest` for the bell. The reference and the guest's name
-- go as hex of their UTF-8 (a comma in a name must not split the notice), cut to stay far below
-- NOTIFY's 8000 bytes. OtaIngestion claims a revision as an error without a message before applying
-- it: only the claim's outcome (or a row written in that state at once) is news; a failed placing
-- that puts a conflict back, or a later edit of the row, is not.
CREATE OR REPLACE FUNCTION seaberth_live_ota_updates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  u record;
BEGIN
  -- Each branch names only the transition tables its trigger has (an insert has no old rows).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO ids FROM new_rows n
      WHERE n.state = 'conflict' OR (n.state = 'error' AND n.message <> '');
  ELSE
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.state = 'conflict' OR (n.state = 'error' AND n.message <> ''))
        AND o.state = 'error' AND o.message = '';
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  FOR u IN SELECT id, resort, state, reference, guest FROM ota_updates WHERE id = ANY (ids) LIMIT 50 LOOP
    PERFORM pg_notify('seaberth_changes', 'ota:' || u.id || ',' || coalesce(u.resort::text, '') || ','
      || u.state || ',' || encode(convert_to(left(u.reference, 100), 'UTF8'), 'hex') || ','
      || encode(convert_to(left(trim(coalesce(u.guest->>'name', '') || ' '
        || coalesce(u.guest->>'surname', '')), 100), 'UTF8'), 'hex'));
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ota_updates_live_added AFTER INSERT ON ota_updates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_ota_updates();
--> statement-breakpoint
CREATE TRIGGER ota_updates_live_changed AFTER UPDATE ON ota_updates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seaberth_live_ota_updates();
