ALTER TABLE "bookings" ADD COLUMN "room_revenue" numeric DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A booking's room revenue in minor units of its currency, the occupancy figures' definition (ADR,
-- RevPAR, revenue per berth): the counted room and trip lines in the booking's currency with the
-- specials that change rooms, less the tax included in their prices (a line's price list says its
-- tax; the specials on rooms are taken out at the same share as the lines they change).
-- Cancellation fees are not room revenue. Kept on the row by a trigger whenever the calculation
-- changes, so a year's occupancy reads a column instead of every booking's calculation; the tax is
-- the one in force when the booking was priced.
CREATE OR REPLACE FUNCTION seaberth_room_revenue(calculation jsonb, currency text) RETURNS numeric
LANGUAGE sql STABLE AS $$
  select coalesce(sum(amount / factor) filter (where line), 0)
    + coalesce(sum(amount) filter (where not line), 0)
      * case when coalesce(sum(amount) filter (where line), 0) = 0 then 1
        else sum(amount / factor) filter (where line) / sum(amount) filter (where line) end
  from (
    select (entry->'amount'->>'amount')::numeric as amount,
      entry->>'type' in ('room_cost', 'tour') as line,
      case when list.tax->>'status' = 'active' and (list.tax->>'inclusive')::boolean
        then 1 + (list.tax->>'value')::numeric / 100 else 1 end as factor
    from jsonb_array_elements(coalesce($1->'entries', '[]'::jsonb)) as entry
    left join price_lists as list on list.id::text = entry->>'price'
    where (entry->>'type' in ('room_cost', 'tour')
        or (entry->>'type' = 'special' and entry->'reason'->'special'->>'target' = 'room'))
      and entry->>'customerType' in ('Direct', 'OnSite')
      and entry->'amount'->>'currency' = $2
      and coalesce(entry->>'kind', '') <> 'cancellationFee'
  ) as lines
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seaberth_keep_room_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.room_revenue := seaberth_room_revenue(NEW.calculation, NEW.currency);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_room_revenue BEFORE INSERT OR UPDATE OF calculation, currency ON bookings
  FOR EACH ROW EXECUTE FUNCTION seaberth_keep_room_revenue();
--> statement-breakpoint
UPDATE bookings SET room_revenue = seaberth_room_revenue(calculation, currency) WHERE calculation IS NOT NULL;
