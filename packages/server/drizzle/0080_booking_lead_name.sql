-- A booking keeps its lead guest's name (bookings.lead_name) so the list searches and sorts it
-- without a join. A customer renamed on the customer page renames it on every booking they lead,
-- whichever call changed the name.
CREATE FUNCTION seaberth_booking_lead_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET lead_name = NEW.full_name
    WHERE lead = NEW.id AND lead_name IS DISTINCT FROM NEW.full_name;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_booking_lead_name AFTER UPDATE OF full_name ON customers
  FOR EACH ROW WHEN (NEW.full_name IS DISTINCT FROM OLD.full_name)
  EXECUTE FUNCTION seaberth_booking_lead_name();
--> statement-breakpoint
-- A booking given another lead (a merge of two customers, a change of the lead guest) takes the
-- new lead's name; a lead deleted (set null) leaves the name the booking was made with.
CREATE FUNCTION seaberth_booking_new_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lead_name := coalesce((SELECT c.full_name FROM customers c WHERE c.id = NEW.lead), NEW.lead_name);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_new_lead BEFORE UPDATE OF lead ON bookings
  FOR EACH ROW WHEN (NEW.lead IS DISTINCT FROM OLD.lead)
  EXECUTE FUNCTION seaberth_booking_new_lead();
