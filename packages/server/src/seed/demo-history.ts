import { addDays, addMonths, isoWeekday } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import type { Services } from '../services.ts';

/**
 * Two years and more of the demo operator's past (issue 36): resort stays and liveaboard trips from
 * 26 months ago up to the fortnight before today, where the service-made demo bookings begin, and
 * the bookings of the next six months already made in the past months, so occupancy, ADR, the
 * trips' load, the year-on-year comparisons and the pace have something to show on the first start.
 *
 * Written like bench/generate-decade.ts, by a few set-based statements in the database (no row goes
 * through Node): thousands of service calls would take minutes on PGlite. `h(key, salt)` is a
 * stable pseudo-random number, so every first start makes the same shape of history.
 *
 * Loaded after the other demo bookings: the agencies exist, the bookings the other demo loaders
 * pick ("the first confirmed trip") stay theirs, and the history takes only rooms and beds nothing
 * holds (the exclusion constraint would refuse the rest). Its numbers come from the booking number
 * sequence, so the service never hands one out again. The bookings have no history versions: the
 * pace reads such a booking as it is now from its `created_at`, the day it was booked.
 */

/** Occupancy aimed at per month of arrival (January first): Komodo's dive season is the dry one. */
const RESORT_SEASON = [0.45, 0.42, 0.45, 0.6, 0.7, 0.75, 0.85, 0.85, 0.8, 0.7, 0.5, 0.8];
/** Berths sold per month of departure. */
const TRIP_SEASON = [0.62, 0.6, 0.66, 0.75, 0.82, 0.88, 0.95, 0.93, 0.9, 0.84, 0.7, 0.9];

const FEMALE = `Anna Carla Emma Fiona Greta Hana Ines Julia Kate Laura Lena Maja Mia Nora Olivia Paula
  Sofia Yuki Mei Chloe Isabel Ingrid Freya Grace Amelia Elena Giulia Lucía Sanne Astrid`.split(/\s+/);
const MALE = `Ben David Emil Felix Hugo Jan Jonas Kenji Lars Leon Liam Luca Lukas Marco Max Noah Oliver
  Paul Pieter Sam Simon Sven Tom Wei Jack James Matteo Pablo Daan Erik`.split(/\s+/);
const LAST = `Becker Berg Bianchi Brown Clarke Dubois Evans Fischer Garcia Hansen Hoffmann Ito Jansen
  Keller Klein Kowalski Larsen Lee Martin Meyer Moreau Müller Nakamura Nielsen Novak Olsen Peters
  Richter Rossi Schmidt Schneider Smith Tan Taylor Thompson Visser Wagner Walker Weber White Wilson
  Wong Zimmermann Andersson Lindqvist Bakker Romano Ferrari Suzuki`.split(/\s+/);
/** A dozen countries, weighted as a Komodo dive resort's guests come. */
const COUNTRIES = 'DE DE DE GB GB US US AU AU NL FR CH IT SE ES JP SG AT'.split(' ');

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;
const array = (list: readonly (string | number)[]) =>
  `array[${list.map((x) => (typeof x === 'number' ? String(x) : text(x))).join(',')}]`;
/** A stable pseudo-random number 0 … 2³¹−1 of a key and a salt. */
const h = (key: string, salt: number) =>
  `(hashint8((${key})::bigint * 1000003 + ${salt})::bigint & 2147483647)`;
const pick = (list: readonly string[], key: string) => `(${array(list)})[1 + ${key} % ${list.length}]`;

/** The history's statements, run in order in one transaction (temporary tables carry the plan). */
function statements(ids: { resort: string; vessel: string }, today: string): [string, string][] {
  const T = `date ${text(today)}`;
  const S = `date ${text(addMonths(`${today.slice(0, 7)}-01`, -26))}`;
  // The service-made stays begin a fortnight before today; the history ends the day before.
  const pastEnd = `(${T} - 15)`;
  // Forward stays after the service-made ones (their three months), until six months ahead.
  const resortAhead = `(${T} + 91)`;
  const ahead = `(${T} + 183)`;
  let firstTrip = today;
  while (isoWeekday(firstTrip) !== 6) firstTrip = addDays(firstTrip, 1);
  const F = `date ${text(firstTrip)}`;
  const R = `${text(ids.resort)}::uuid`;
  const V = `${text(ids.vessel)}::uuid`;
  const season = (list: number[], day: string) =>
    `(${array(list)}::float8[])[extract(month from ${day})::int]`;
  // The demo's price list seasons (demoSeasons): high in July and August and over the turn of the year.
  const high = (night: string) =>
    `(extract(month from ${night}) in (7, 8) or (extract(month from ${night}) = 1 and extract(day from ${night}) <= 6)
      or (extract(month from ${night}) = 12 and extract(day from ${night}) >= 20))`;
  return [
    [
      'customers',
      `create temp table hx_new on commit drop as
        select n, gen_random_uuid() as id, g, ${pick(COUNTRIES, h('n', 3))} as country,
          case g when 'f' then ${pick(FEMALE, h('n', 4))} else ${pick(MALE, h('n', 4))} end as first,
          ${pick(LAST, h('n', 5))} as last,
          -- None in the next three weeks: the Today page's birthdays are the demo's own guests'.
          (${T} + 21 + (${h('n', 6)} % 330)::int - make_interval(years => 20 + (${h('n', 7)} % 50)::int))::date::text as birthday
        from (select n, case when ${h('n', 1)} % 2 = 0 then 'f' else 'm' end as g from generate_series(1, 1400) n) x;
      insert into customers (id, created_at, updated_at, master_data, contact, address, passport, full_name, sort_name)
        select id, ${S} - 60 + time '10:00', ${S} - 60 + time '10:00',
          jsonb_build_object('title', '', 'firstName', first, 'middleName', '', 'lastName', last, 'gender', g,
            'birthday', birthday, 'permanentAge', null, 'nationality', country),
          jsonb_build_object('email', lower(translate(first || '.' || last, 'üöäéíú ', 'uoaeiu')) || n || '@example.net', 'phone', ''),
          jsonb_build_object('street', '', 'zip', '', 'city', '', 'state', '', 'country', country),
          jsonb_build_object('nationality', country, 'number', '', 'expires', null),
          first || ' ' || last, lower(last || ' ' || first)
        from hx_new order by n;
      -- Everyone may come: the demo's own customers too, some of them more than once.
      create temp table hx_people on commit drop as
        select row_number() over (order by created_at, sort_name, id) as n, id, full_name as name from customers;`,
    ],
    [
      'past trips',
      // Weekly trips of the demo's two tours back to the history's start, on the season's rhythm
      // (the one before the first upcoming trip sails the other tour), two weeks in dry dock each
      // February.
      `create temp table hx_trip on commit drop as
        select gen_random_uuid() as id, s.tour, ${F} - 7 * w as "from", ${F} - 7 * w + 7 as "to"
        from generate_series(1, (${F} - ${S}) / 7) w
          join schedules s on s.vessel = ${V} and s."from" = ${F} + 7 * (w % 2)
        where not (extract(month from ${F} - 7 * w) = 2 and extract(day from ${F} - 7 * w) between 8 and 21);
      insert into schedules (id, created_at, updated_at, tour, vessel, "from", "to", status)
        select id, "from" - 300 + time '09:00', "from" - 300 + time '09:00', tour, ${V}, "from", "to", 'open'
        from hx_trip order by "from";
      -- And the season's trips after the demo's own bookings (theirs reach eleven weeks ahead).
      insert into hx_trip select id, tour, "from", "to" from schedules
        where vessel = ${V} and "from" >= ${T} + 77 and "from" < ${ahead} and status <> 'cancelled';`,
    ],
    [
      'plan',
      // Each resort room (and each of four beds of the mixed dorms) a timeline of stays of 3-14
      // nights (dorm beds 2-7) with short gaps, kept by the month's season; each cabin of a trip
      // sold by the trip's season.
      `create temp table hx_unit on commit drop as
        select row_number() over (order by r.name, b) as u, r.id as room, t.key, t.name as tname, b as bed
        from rooms r join room_types t on t.id = r.room_type,
          lateral (select unnest(case when t.key = 'DD' then array[0, 1, 2, 3] else array[-1] end) as b) beds
        where r.resort = ${R} and r.is_active and (t.key <> 'DD' or r.allow_mixed_gender);
      create temp table hx_plan on commit drop as
        select u * 1000 + k as seed, 'resort'::text as type, room, key, tname, nullif(bed, -1) as bed, null::uuid as schedule,
          null::uuid as tour, ${S} + off as "from", ${S} + off + len as "to"
        from (
          select u, room, key, tname, bed, k, len, (sum(len + gap) over (partition by u order by k) - len - gap + ${h('u', 12)} % 6)::int as off
          from (
            select u, room, key, tname, bed, k,
              (case when key = 'DD' then 2 + ${h('u * 1000 + k', 10)} % 6 else 3 + ${h('u * 1000 + k', 10)} % 12 end)::int as len,
              (array[0, 0, 0, 1, 1, 2])[1 + ${h('u * 1000 + k', 11)} % 6] as gap
            from hx_unit, generate_series(1, 300) k
          ) slots
        ) s
        where ${S} + off + len <= ${pastEnd} or (${S} + off >= ${resortAhead} and ${S} + off < ${ahead});
      -- Kept by the season, a little more than aimed at: the timelines leave gaps, and two dorms
      -- (those not mixing genders) and the unsold beds of the others stay empty.
      delete from hx_plan where ${h('seed', 13)} % 1000 >= 1000 * least(0.99,
        ${season(RESORT_SEASON, '"from"')} * case when key = 'DD' then 0.8 else 1.15 end);
      insert into hx_plan
        select 500000000 + row_number() over (order by trip."from", r.name), 'vessel', r.id, t.key, t.name, null, trip.id, trip.tour, trip."from", trip."to"
        from hx_trip trip, rooms r join room_types t on t.id = r.room_type
        where r.vessel = ${V} and r.is_active
          and ${h(`(trip."from" - date '2000-01-01') * 100 + hashtext(r.name) % 100`, 14)} % 1000
            < 1000 * ${season(TRIP_SEASON, 'trip."from"')};`,
    ],
    [
      'bookings',
      `create temp table hx_bk on commit drop as
        select p.*, gen_random_uuid() as id, gen_random_uuid() as rb,
          case when key in ('GD', 'MS', 'DC') then 1 + (${h('seed', 20)} % 10 < 8)::int
            when key = 'SD' then case when ${h('seed', 20)} % 10 < 2 then 1 when ${h('seed', 20)} % 10 < 8 then 2 else 3 end
            when key = 'BB' then 2 + ${h('seed', 20)} % 3
            when key = 'BC' then 1 + (${h('seed', 20)} % 10 < 9)::int
            else 1 end as pax,
          "from" - case when type = 'resort' then 10 + ${h('seed', 21)} % 111 else 20 + ${h('seed', 21)} % 221 end::int as bdate,
          case when ${h('seed', 22)} % 100 < 45 then 'direct' when ${h('seed', 22)} % 100 < 65 then 'online'
            when ${h('seed', 22)} % 100 < 90 then 'agency' else 'ota' end as source,
          ${h('seed', 23)} % 100 < 6 as cancelled
        from hx_plan p;
      -- Only what was booked by yesterday; nothing in beds the demo's own bookings or blockers hold.
      delete from hx_bk where bdate >= ${T};
      delete from hx_bk where exists (select 1 from occupancies o where o.room = hx_bk.room and o.removed_at is null
        and o.stay && daterange(hx_bk."from", hx_bk."to")
        and o.beds && case when hx_bk.bed is null then int4range(0, 64) else int4range(hx_bk.bed, hx_bk.bed + 1) end);
      create temp table hx_no on commit drop as select nextval('booking_number_seq') - 1 as base;
      create temp table hx_b on commit drop as
        select b.*, c.cdate, c.created, a.agency, a.commission, st.state,
          (c.cdate + time '10:00' + (${h('seed', 29)} % 28800) * interval '1 second') at time zone 'Europe/Berlin' as cancelled_at,
          case when type = 'resort' and ${h('seed', 27)} % 100 < 10 then cat.id end as category,
          (select base from hx_no) + row_number() over (order by c.created, seed) as n
        from hx_bk b,
          lateral (select case when cancelled then least(${T} - 1, greatest(bdate + 1, "from" - 4 - (${h('seed', 24)} % 56)::int)) end as cdate,
            (bdate + time '09:00' + (${h('seed', 25)} % 36000) * interval '1 second') at time zone 'Europe/Berlin' as created) c,
          lateral (select case when cancelled then 'aborted' when "from" <= ${T} then 'confirmed'
            when ${h('seed', 28)} % 20 < 13 then 'confirmed' when ${h('seed', 28)} % 20 < 18 then 'planned' else 'draft' end as state) st,
          lateral (select ag.id as agency, case when ag.name like 'Tauchreisen%' then 10 else 20 end as commission
            from (select 1) one left join agencies ag on source = 'agency'
              and ag.name = case when ${h('seed', 26)} % 10 < 6 then 'Tauchreisen Nord GmbH' else 'Blue Planet Reisen' end) a
          left join booking_categories cat on cat.name = 'Dive course';
      select setval('booking_number_seq', greatest((select max(n) from hx_b), (select base + 1 from hx_no)));
      create temp table hx_guest on commit drop as
        select b.id as booking, b.rb, i as bed, p.id as customer, p.name
        from hx_b b, generate_series(0, b.pax - 1) i, hx_people p
        where p.n = 1 + (${h('b.seed', 30)} + i * (1 + ${h('b.seed', 31)} % 97)) % (select count(*) from hx_people);`,
    ],
    [
      'calculations',
      // Each guest's room or trip line at the demo list's price for the guest's number in the room,
      // night by night in its season; dives (boat dives or a Nitrox course) for some of them.
      `create temp table hx_price on commit drop as
        select l.id as list, l.name as list_name, t.key, (e->>'season') as season,
          nullif(e->>'noOfPax', '')::int as pax, (e->>'amount')::int as amount
        from price_lists l, jsonb_array_elements(l.entries) e, room_types t
        where (l.resort = ${R} or l.vessel = ${V}) and t.id = (e->>'roomType')::uuid;
      create temp table hx_line on commit drop as
        select g.booking, g.customer, 10 + g.bed as sort, 'room_cost' as type, b.tname as text,
          lo.list, lo.list_name, hn * hi.amount + (nights - hn) * lo.amount as amount,
          case when hn = 0 then nights || ' nights × ' || to_char(lo.amount / 100.0, 'FM999990.00') || ' EUR (Low)'
            when hn = nights then nights || ' nights × ' || to_char(hi.amount / 100.0, 'FM999990.00') || ' EUR (High)'
            else (nights - hn) || ' nights × ' || to_char(lo.amount / 100.0, 'FM999990.00') || ' EUR (Low) + '
              || hn || ' nights × ' || to_char(hi.amount / 100.0, 'FM999990.00') || ' EUR (High)' end as computation,
          'priceList' as source
        from hx_guest g join hx_b b on b.id = g.booking,
          lateral (select b."to" - b."from" as nights,
            (select count(*) from generate_series(b."from", b."to" - 1, interval '1 day') night where ${high('night')})::int as hn) n,
          lateral (select * from hx_price p where p.key = b.key and p.season = 'Low'
            and (p.pax = b.pax or p.pax is null) order by p.pax nulls last limit 1) lo,
          lateral (select * from hx_price p where p.key = b.key and p.season = 'High'
            and (p.pax = b.pax or p.pax is null) order by p.pax nulls last limit 1) hi
        where b.type = 'resort'
        union all
        select g.booking, g.customer, 10 + g.bed, 'tour', b.tname, p.list, p.list_name, p.amount,
          'stay × ' || to_char(p.amount / 100.0, 'FM999990.00') || ' EUR', 'priceList'
        from hx_guest g join hx_b b on b.id = g.booking,
          lateral (select * from hx_price p where p.key = b.key
            and (p.pax = b.pax or p.pax is null) order by p.pax nulls last limit 1) p
        where b.type = 'vessel'
        union all
        select g.booking, g.customer, 100 + g.bed, 'product', pr.name, null, null, dives * pr.amount,
          dives || ' × ' || to_char(pr.amount / 100.0, 'FM999990.00') || ' EUR', 'product'
        from hx_guest g join hx_b b on b.id = g.booking,
          lateral (select 2 * (b."to" - b."from" - 1) as dives) d, products pr
        where b.type = 'resort' and b.key <> 'DD' and b."to" - b."from" >= 3 and pr.name = 'Boat dive'
          and ${h(`${h('b.seed', 40)} + g.bed`, 41)} % 100 < 45
        union all
        select g.booking, g.customer, 120 + g.bed, 'product', pr.name, null, null, pr.amount,
          '1 × ' || to_char(pr.amount / 100.0, 'FM999990.00') || ' EUR', 'product'
        from hx_guest g join hx_b b on b.id = g.booking join products pr on pr.name = 'Nitrox course'
          and coalesce(pr.resort, pr.vessel) = case when b.type = 'resort' then ${R} else ${V} end
        where ${h(`${h('b.seed', 42)} + g.bed`, 43)} % 100 < 8;`,
    ],
    [
      'bookings, rooms, guests, beds, payments',
      `create temp table hx_sum on commit drop as
        select booking, sum(amount) as total, sum(amount) filter (where type in ('room_cost', 'tour')) as rooms,
          jsonb_agg(jsonb_build_object('id', 'h' || sort, 'text', text, 'sort', sort,
            'amount', jsonb_build_object('amount', amount, 'currency', 'EUR'), 'editable', true, 'deletable', type = 'product',
            'unique', false, 'customer', customer, 'price', list, 'customerType', 'Direct', 'type', type,
            'reason', case when list is null then jsonb_build_object('source', source, 'computation', computation)
              else jsonb_build_object('source', source, 'priceList', jsonb_build_object('id', list, 'name', list_name),
                'computation', computation) end)
            || case when type = 'product' then '{"manual":true}'::jsonb else '{}'::jsonb end order by sort) as lines
        from hx_line group by booking;
      -- The demo terms' scale: 20 % from 60 days before arrival, 50 % from 30, 80 % from 14, all from 3.
      create temp table hx_fin on commit drop as
        select b.*, s.total, s.rooms, s.lines, f.pct, round(s.total * f.pct / 100.0)::bigint as fee,
          case when b.cancelled then round(s.total * f.pct / 100.0) when b.state <> 'confirmed' then 0
            when b."from" <= ${T} then s.total when b.bdate + 9 < ${T} then round(s.total * 0.3) else 0 end::bigint as paid,
          to_char(b.bdate, 'YYYY') || '-' || lpad(b.n::text, 5, '0') as booking_no
        from hx_b b join hx_sum s on s.booking = b.id,
          lateral (select case when not b.cancelled then 0 when b."from" - b.cdate <= 3 then 100 when b."from" - b.cdate <= 14 then 80
            when b."from" - b.cdate <= 30 then 50 when b."from" - b.cdate <= 60 then 20 else 0 end as pct) f;
      insert into bookings (id, version, created_at, updated_at, booking_no, state, type, "from", "to", lead, lead_name, no_of_pax,
          schedule, tour, vessel, resort, agency, currency, total, paid, source, category, language, terms_of_payment,
          booking_date, cancelation_date, cancel_reason, previous_state, option_until, calculation, check_in, check_out)
        select b.id, 1, b.created, coalesce(b.cancelled_at, b.created), b.booking_no, b.state, b.type, b."from", b."to",
          lead.customer, lead.name, b.pax, b.schedule, b.tour, case when b.type = 'vessel' then ${V} end,
          case when b.type = 'resort' then ${R} end, b.agency, 'EUR', case when b.cancelled then b.fee else b.total end, b.paid,
          b.source, b.category, case when ${h('b.seed', 50)} % 10 < 4 then 'de' else 'en' end, terms.id,
          b.bdate, b.cdate, case when b.cancelled then 'customer' end, case when b.cancelled then 'confirmed' end,
          case when b.state = 'draft' then least(b."from" - 1, ${T} + 3 + (${h('b.seed', 51)} % 18)::int) end,
          case when b.cancelled then jsonb_build_object('currency', 'EUR',
              'entries', (select jsonb_agg(e || '{"customerType":"Info"}'::jsonb) from jsonb_array_elements(b.lines) e)
                || case when b.fee > 0 then jsonb_build_array(jsonb_build_object('text', 'Cancellation fee ' || b.pct || ' %',
                  'sort', 10000, 'amount', jsonb_build_object('amount', b.fee, 'currency', 'EUR'), 'editable', true,
                  'deletable', true, 'unique', true, 'customer', null, 'price', null, 'customerType', 'Direct', 'type', 'cost',
                  'reason', jsonb_build_object('source', 'terms', 'computation', b.pct || ' % of the booking'),
                  'kind', 'cancellationFee')) else '[]'::jsonb end,
              'totals', jsonb_build_array(jsonb_build_object('amount', b.fee, 'currency', 'EUR')),
              'total', jsonb_build_object('amount', b.fee, 'currency', 'EUR'),
              'tax', '[]'::jsonb, 'commission', null, 'due', '[]'::jsonb, 'focCustomerIds', '[]'::jsonb, 'warnings', '[]'::jsonb)
          else jsonb_build_object('currency', 'EUR',
            'entries', b.lines || jsonb_build_array(
              jsonb_build_object('id', 'd1', 'text', 'Deposit 30 %', 'sort', 900,
                'amount', jsonb_build_object('amount', round(b.total * 0.3), 'currency', 'EUR'), 'editable', false,
                'deletable', false, 'unique', true, 'customer', null, 'price', null, 'customerType', 'Info', 'type', 'deposit',
                'reason', jsonb_build_object('source', 'terms', 'computation', '30 % of the total')),
              jsonb_build_object('id', 'd2', 'text', 'Rest', 'sort', 901,
                'amount', jsonb_build_object('amount', b.total - round(b.total * 0.3), 'currency', 'EUR'), 'editable', false,
                'deletable', false, 'unique', true, 'customer', null, 'price', null, 'customerType', 'Info', 'type', 'rest',
                'reason', jsonb_build_object('source', 'terms', 'computation', 'the rest, 30 days before arrival'))),
            'totals', jsonb_build_array(jsonb_build_object('amount', b.total, 'currency', 'EUR')),
            'total', jsonb_build_object('amount', b.total, 'currency', 'EUR'),
            'tax', case when b.type = 'resort' then jsonb_build_array(jsonb_build_object('name', 'PPN', 'percent', 11,
              'inclusive', true, 'base', jsonb_build_object('amount', b.rooms, 'currency', 'EUR'),
              'amount', jsonb_build_object('amount', b.rooms - round(b.rooms / 1.11), 'currency', 'EUR'))) else '[]'::jsonb end,
            'commission', case when b.agency is null then null else jsonb_build_object('agency', b.agency,
              'percent', b.commission, 'base', jsonb_build_object('amount', b.total, 'currency', 'EUR'),
              'amount', jsonb_build_object('amount', round(b.total * b.commission / 100.0), 'currency', 'EUR'),
              'reason', 'Contract') end,
            'due', jsonb_build_array(
              jsonb_build_object('kind', 'deposit', 'amount', jsonb_build_object('amount', round(b.total * 0.3), 'currency', 'EUR'),
                'due', (b.bdate + 7)::text),
              jsonb_build_object('kind', 'rest', 'amount', jsonb_build_object('amount', b.total - round(b.total * 0.3),
                'currency', 'EUR'), 'due', greatest(b.bdate + 7, b."from" - 30)::text)),
            'focCustomerIds', '[]'::jsonb, 'warnings', '[]'::jsonb) end,
          case when b.type = 'resort' and b.state = 'confirmed' and b."from" <= ${T}
            then (b."from" + time '14:00') at time zone 'Asia/Makassar' end,
          case when b.type = 'resort' and b.state = 'confirmed' and b."to" <= ${T}
            then (b."to" + time '10:00') at time zone 'Asia/Makassar' end
        from hx_fin b join hx_guest lead on lead.booking = b.id and lead.bed = 0
          left join lateral (select id from terms order by created_at limit 1) terms on true
        order by b.n;
      insert into booking_rooms (id, booking, room, "from", "to", beds, places, sort, check_in, check_out)
        select rb, id, room, "from", "to", case when bed is null then null else jsonb_build_array(bed) end, pax, 0,
          case when type = 'resort' and state = 'confirmed' and "from" <= ${T} then ("from" + time '14:00') at time zone 'Asia/Makassar' end,
          case when type = 'resort' and state = 'confirmed' and "to" <= ${T} then ("to" + time '10:00') at time zone 'Asia/Makassar' end
        from hx_fin order by n;
      insert into booking_guests (booking, room_booking, customer, bed)
        select booking, rb, customer, bed from hx_guest order by booking, bed;
      insert into occupancies (room, beds, stay, kind, booking, room_booking, created_at, removed_at)
        select room, case when bed is null then int4range(0, 64) else int4range(bed, bed + 1) end, daterange("from", "to"),
          'booking', id, rb, created, cancelled_at
        from hx_fin order by n;
      -- Past stays paid in full (the deposit a week after booking, the rest a month before arrival),
      -- confirmed bookings ahead their deposit, a cancellation its fee.
      insert into booking_payments (booking, amount, currency, date, method, reference, created_at)
        select id, amount, 'EUR', day, method, booking_no, (day + time '16:00') at time zone 'Europe/Berlin'
        from hx_fin, lateral (
          select case when paid = total and not cancelled then round(total * 0.3) else paid end as amount,
            least(bdate + 3 + (${h('seed', 60)} % 7)::int, ${T} - 1) as day,
            case when ${h('seed', 61)} % 10 < 7 then 'bankTransfer' else 'card' end as method
          where paid > 0
          union all
          select total - round(total * 0.3), least(greatest(bdate + 10, "from" - 30), ${T} - 1), 'bankTransfer'
          where paid = total and paid > 0 and not cancelled
        ) p;`,
    ],
  ];
}

/**
 * Loads the demo's history (see above) for the demo resort and vessel, as of `today`; answers the
 * number of bookings it wrote.
 */
export async function loadDemoHistory(
  services: Services,
  assets: { resort: string; vessel: string },
  today: string,
): Promise<number> {
  const { db } = services.database;
  return db.transaction(async (tx) => {
    for (const [, statement] of statements(assets, today)) {
      // One statement at a time: PGlite's query takes one (node-postgres would take them all).
      for (const part of statement.split(/;\s*\n/).filter((s) => s.trim())) await tx.execute(sql.raw(part));
    }
    const result = await tx.execute(sql.raw('select count(*)::int as n from hx_fin'));
    return Number((result.rows[0] as { n: number }).n);
  });
}
