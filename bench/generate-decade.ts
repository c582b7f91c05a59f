/**
 * Ten years of one operator on PostgreSQL (issue 18): a resort of 200 rooms and four liveaboards
 * of 18 cabins, ~161,000 bookings with their rooms, guests and bed holds (~1.05 million occupancy
 * rows), 100,000 customers, ~1,800 trips, ~309,000 mails and ~174,000 bank entries with their
 * payments, the way the product stores them; and the resort's dive centre (issue 34): its sites,
 * dive types, boats and guides, about 150 guest-dives a day over the decade (~500,000 dive log
 * entries, billed to the divers' dive packages) and the dive plans of the last 30 and the next 7
 * days. The schema comes from the product's migrations; the rows are built by set-based SQL in
 * the database (no row goes through Node), so it takes minutes, not hours.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/generate-decade.ts [--keep]
 *
 * The database is `seaberth_decade` on that server (DECADE_DATABASE to change it). `--keep` (or
 * BENCH_KEEP=1) reuses a complete one made by this generator version on the same migrations, only
 * applying migrations added since.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { twoBeds } from './generate.ts';

/** Bump when the data changes shape: a kept database of another version is made again. */
const GENERATOR_VERSION = 'decade-4';
const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/server/drizzle');

export interface Decade {
  url: string;
  reused: boolean;
  /** How long the generation took (when reused: the original run's). */
  seconds: number;
  period: { from: string; to: string; today: string };
  counts: Record<string, number>;
}

const FEMALE = `Anna Carla Dora Fatma Hana Jule Lena Nora Pia Sofia Emma Mia Laura Julia Sarah Lisa Marie
  Clara Eva Ines Greta Ida Maja Paula Olivia Chloe Isabel Yuki Aisha Elif Katarzyna Ingrid`.split(/\s+/);
const MALE = `Ben Emil Georg Ivan Kofi Mats Omar Jonas Lukas Felix Paul Leon Max David Tom Jan Tim Simon
  Moritz Oliver Noah Liam Hugo Luca Marco Pieter Sven Lars Tomasz Kenji Diego Mehmet`.split(/\s+/);
const LAST = `Berg Diaz Eck Fischer Garcia Hansen Ito Jensen Kowalski Lopez Meyer Novak Olsen Perez Müller
  Schmidt Schneider Weber Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder
  Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Werner Krause Lehmann Köhler Maier Huber
  Kaiser Fuchs Peters Jäger Vogel Smith Johnson Brown Taylor Wilson Evans Dubois Martin Rossi Bianchi
  Jansen Andersson Nielsen Nowak Tanaka Yilmaz Santos Silva Larsen Kuipers Okafor Haddad`.split(/\s+/);
const COUNTRIES = 'DE DE DE DE AT CH NL GB US FR IT PL DK SE BE'.split(' ');
const CITIES =
  `Hamburg|München|Berlin|Köln|Wien|Zürich|Utrecht|Bristol|Denver|Lyon|Bologna|Kraków|Aarhus|Malmö|Gent`.split(
    '|',
  );
const DOMAINS =
  'gmail.com web.de gmx.de outlook.com yahoo.com icloud.com t-online.de hotmail.com posteo.de'.split(' ');

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;
const array = (list: readonly string[]) => `array[${list.map(text).join(',')}]`;

/**
 * The generation as SQL statements, run in order on one connection (temporary tables carry the
 * plan from step to step). `h(key, salt)` is a stable pseudo-random number, so the same run makes
 * the same shape of data; uuids are random like the product's.
 */
function steps(start: string, end: string, today: string): [string, string][] {
  const S = `date ${text(start)}`;
  const T = `date ${text(today)}`;
  const DAYS = `(${text(end)}::date - ${S})`;
  const pick = (list: readonly string[], key: string) => `(${array(list)})[1 + ${key} % ${list.length}]`;
  // An e-mail's local part: ASCII, as mail providers hand them out.
  const ascii = (expr: string) =>
    `replace(replace(replace(replace(replace(lower(${expr}),'ä','ae'),'ö','oe'),'ü','ue'),'ß','ss'),' ','')`;
  return [
    [
      'session',
      `set synchronous_commit = off;
      -- Rows are consistent by construction: no foreign-key checks or triggers per row while loading
      -- (the bank entries' assigned sums are written directly). Exclusion constraints still apply.
      set session_replication_role = replica;
      set work_mem = '128MB';
      set maintenance_work_mem = '256MB';
      create function pg_temp.h(k bigint, salt int) returns bigint language sql immutable parallel safe
        as $$ select hashint8(k * 1000003 + salt)::bigint & 2147483647 $$;`,
    ],
    [
      'resort, vessels, cabins, tours, agencies, banks',
      `create temp table res as select gen_random_uuid() as id;
      insert into resorts (id, name, internal_id, address, email, phone, timezone, currencies, created_at)
        select id, 'Coral Bay Dive Resort', 'CBR',
          '{"street":"Beach Road 1","zip":"6032","city":"Moalboal","country":"PH"}',
          'frontdesk@coralbay.example', '+63 32 555 0100', 'Asia/Manila', '["EUR","USD"]', ${S} - 90
        from res;
      create temp table ves as select v, gen_random_uuid() as id,
          (array['MY Blue Horizon','MY Manta Queen','SY Coral Wind','MV Ocean Spirit'])[v] as name,
          (array['Hurghada','Malé','Labuan Bajo','Phuket'])[v] as port
        from generate_series(1, 4) v;
      insert into vessels (id, name, internal_id, home_port, length_in_meters, built_year, crew_size, currencies, created_at)
        select id, name, 'V' || v, port, 30 + 3 * v, 2006 + 3 * v, 12 + v, '["EUR","USD"]', ${S} - 90 from ves;
      create temp table rtype as select t, gen_random_uuid() as id,
          (array['Garden Double','Pool Double','Sea View Suite'])[t] as name,
          (array[9500, 12500, 18500])[t] as rate
        from generate_series(1, 3) t;
      insert into room_types (id, name, key, resort, default_no_of_pax, min_no_of_pax, max_no_of_pax)
        select rtype.id, name, lower(replace(name, ' ', '-')), res.id, 2, 1, 2 from rtype, res;
      create temp table ctype as select v, gen_random_uuid() as id from ves;
      insert into room_types (id, name, key, vessel, default_no_of_pax, min_no_of_pax, max_no_of_pax)
        select ctype.id, 'Twin Cabin', 'twin', ves.id, 2, 1, 2 from ctype join ves using (v);
      create temp table rroom as select r, gen_random_uuid() as id, case when r <= 80 then 1 when r <= 160 then 2 else 3 end as t
        from generate_series(1, 200) r;
      insert into rooms (id, type, name, resort, room_type, configuration, available_beds, created_at)
        select rroom.id, 'Room', 'Room ' || (100 * (1 + (r - 1) / 50) + (r - 1) % 50 + 1), res.id, rtype.id,
          ${text(JSON.stringify(twoBeds))}, 2, ${S} - 90
        from rroom join rtype using (t), res;
      create temp table cabin as select v, c, gen_random_uuid() as id from generate_series(1, 4) v, generate_series(1, 18) c;
      -- Cabins are sold whole or by the berth to solo divers: shared rooms.
      insert into rooms (id, type, name, vessel, room_type, configuration, available_beds, allow_shared_room, allow_mixed_gender, created_at)
        select cabin.id, 'Cabin', 'Cabin ' || c, ves.id, ctype.id, ${text(JSON.stringify(twoBeds))}, 2, true, true, ${S} - 90
        from cabin join ves using (v) join ctype using (v);
      create temp table tour as select v, k, gen_random_uuid() as id,
          (array['Northern Wrecks & Reefs','Brothers, Daedalus & Elphinstone','Central Atolls','Deep South Safari',
            'Komodo North & Central','Raja Ampat Classic','Similan Islands','Burma Banks Expedition'])[2 * v + k - 2] as name,
          (array['Red Sea','Maldives','Indonesia','Thailand'])[v] as destination
        from generate_series(1, 4) v, generate_series(1, 2) k;
      insert into tours (id, name, internal_id, vessel, destination, embarkation_port, disembarkation_port, nights, created_at)
        select tour.id, tour.name, 'T' || v || k, ves.id, destination, port, port, 7, ${S} - 90 from tour join ves using (v);
      create temp table agency as select a, gen_random_uuid() as id,
          (array['Tauchreisen Nord GmbH','Blue Planet Reisen','Deep Blue Travel Ltd','Oceanic Adventures BV','Crew & Friends'])[a] as name,
          (array[10, 20, 15, 12, 0])[a] as pct
        from generate_series(1, 5) a;
      insert into agencies (id, name, type, address, email, commission_percent, created_at)
        select id, name, case when a = 5 then 'employee' when a = 2 then 'resell' else 'travel' end,
          '{"street":"","zip":"","city":"","country":"DE"}', 'booking@agency' || a || '.example', pct, ${S} - 90
        from agency;
      create temp table bank as select 'EUR'::text as currency, gen_random_uuid() as id, 'DE89370400440532013000'::text as iban
        union all select 'USD', gen_random_uuid(), 'DE02120300000000202051';
      insert into banks (id, name, iban, bic, currency, opening_balance, opening_date, created_at)
        select id, 'Sparkasse Hamburg ' || currency, iban, 'HASPDEHHXXX', currency, 2500000, ${S}, ${S} - 90 from bank;`,
    ],
    [
      'dive centre: staff, products, dive types, sites, boats',
      // The resort's dive centre (issue 34): ten guides and two captains, each liveaboard an
      // instructor, a divemaster and a captain; dive types charging their products and a package of
      // dive days (3 dives a day) sold with stays; 18 sites off the resort (two house reefs, the
      // rest by boat, two wrecks), 7 of the liveaboards; three day boats, two tenders per vessel.
      `create temp table emp as
        select e, gen_random_uuid() as id, 0 as v,
          (array['Rodel','Jenny','Marco','Ana','Jun','Rhea','Carlo','Mia','Paolo','Liza','Ramon','Dodong'])[e] as first,
          (array['Abellana','Cabrera','Villanueva','Lim','Dizon','Santos','Reyes','Tan','Cruz','Mendoza','Bautista','Alcantara'])[e] as last,
          case when e <= 4 then 'instructor' when e <= 10 then 'divemaster' else 'captain' end as role
        from generate_series(1, 12) e
        union all
        select 100 * v + k, gen_random_uuid(), v,
          (array['Ahmed','Laila','Hassan','Ibrahim','Aminath','Moosa','Wayan','Putu','Komang','Somchai','Nok','Anan'])[3 * v + k - 3],
          (array['Fawzy','Saleh','Nour','Rasheed','Shareef','Didi','Sudarsa','Ardana','Wirawan','Chaiyaporn','Srisuk','Boonmee'])[3 * v + k - 3],
          (array['instructor','divemaster','captain'])[k]
        from generate_series(1, 4) v, generate_series(1, 3) k;
      insert into employees (id, created_at, updated_at, first_name, last_name, role, email, phone, resort, vessel, is_active, start_date)
        select emp.id, ${S} - 90, ${S} - 90, first, last, role, lower(first || '.' || last) || '@coralbay.example',
          '+63 917 555 ' || lpad(e::text, 4, '0'), case when emp.v = 0 then res.id end, ves.id, true, ${S} - 90 + (e % 7) * 30
        from emp cross join res left join ves on ves.v = emp.v;
      create temp table pcat as select gen_random_uuid() as id;
      insert into product_categories (id, name, description, created_at, updated_at)
        select id, 'Dives', 'Single dives charged as they are logged, and dive packages', ${S} - 90, ${S} - 90 from pcat;
      create temp table dtype as select k, gen_random_uuid() as id, gen_random_uuid() as product,
          (array['Boat dive','House reef dive','Night dive','Nitrox dive','Course dive','Wreck dive'])[k] as name,
          (array['Bootstauchgang','Hausrifftauchgang','Nachttauchgang','Nitrox-Tauchgang','Kurstauchgang','Wracktauchgang'])[k] as de,
          (array['boat','shore','night','nitrox','course','boat'])[k] as kind,
          (array['Boat dive','House reef dive','Night dive','Nitrox boat dive','Course dive','Wreck dive'])[k] as product_name,
          (array[4500, 2500, 5500, 5500, 6500, 5000])[k] as amount
        from generate_series(1, 6) k;
      create temp table pkg as select gen_random_uuid() as id, 'Dive days (3 dives a day)'::text as name;
      insert into products (id, created_at, updated_at, name, description, product_category, amount, currency, add_rule, online_bookable, is_active)
        select product, ${S} - 90, ${S} - 90, product_name, '', pcat.id, amount, 'EUR', 'PerDive', false, true from dtype, pcat
        union all
        select pkg.id, ${S} - 90, ${S} - 90, pkg.name, 'Three guided dives on every dive day of the stay', pcat.id, 9000, 'EUR',
          'PerDiveDay', true, true from pkg, pcat;
      insert into dive_types (id, created_at, updated_at, name, public_name, kind, product, is_active)
        select id, ${S} - 90, ${S} - 90, name, jsonb_build_object('de', de, 'en', name), kind, product, true from dtype;
      create temp table dsite as
        select gen_random_uuid() as id, x.*, case when s <= 2 then 'house' when s <= 16 then 'boat' when s <= 18 then 'wreck' else 'vessel' end as kind
        from (values
          (1, 'Coral Bay House Reef North', 'Panagsama', 9.948, 123.367, 2, 18, 'none', 0, 0),
          (2, 'Coral Bay House Reef South', 'Panagsama', 9.941, 123.366, 2, 20, 'none', 0, 0),
          (3, 'Pescador Island', 'Pescador', 9.924, 123.343, 5, 40, 'openWater', 0, 0),
          (4, 'Pescador Cathedral', 'Pescador', 9.922, 123.341, 18, 35, 'advancedOpenWater', 30, 0),
          (5, 'Sardine Run', 'Panagsama', 9.951, 123.366, 3, 20, 'openWater', 0, 0),
          (6, 'Kasai Wall', 'Panagsama', 9.937, 123.365, 5, 35, 'openWater', 0, 0),
          (7, 'Tongo Point', 'Tongo', 9.913, 123.372, 5, 30, 'openWater', 0, 0),
          (8, 'White Beach', 'Basdiot', 9.974, 123.376, 3, 25, 'openWater', 0, 0),
          (9, 'Saavedra Reef', 'Saavedra', 9.905, 123.376, 5, 30, 'openWater', 0, 0),
          (10, 'Talisay Wall', 'Talisay', 9.962, 123.371, 5, 35, 'openWater', 0, 0),
          (11, 'Dolphin House', 'Panagsama', 9.944, 123.365, 8, 30, 'openWater', 0, 0),
          (12, 'Lambug Wall', 'Badian', 9.862, 123.370, 8, 40, 'advancedOpenWater', 20, 0),
          (13, 'Tongo Marine Sanctuary', 'Tongo', 9.918, 123.371, 3, 18, 'openWater', 0, 0),
          (14, 'Copton Point', 'Copton', 9.990, 123.382, 8, 40, 'advancedOpenWater', 30, 0),
          (15, 'Zaragosa Island', 'Badian', 9.852, 123.366, 5, 30, 'openWater', 0, 0),
          (16, 'Badian Island', 'Badian', 9.872, 123.362, 5, 25, 'openWater', 0, 0),
          (17, 'Airplane Wreck', 'Basdiot', 9.969, 123.374, 10, 28, 'advancedOpenWater', 20, 0),
          (18, 'Tuble Wreck', 'Tuble', 9.982, 123.379, 15, 32, 'advancedOpenWater', 30, 0),
          (19, 'Brothers Islands North', 'Brothers', 26.316, 34.846, 5, 40, 'advancedOpenWater', 50, 1),
          (20, 'Elphinstone', 'Marsa Alam', 25.309, 34.861, 5, 40, 'advancedOpenWater', 50, 1),
          (21, 'Fish Head', 'Ari Atoll', 3.944, 72.915, 5, 30, 'advancedOpenWater', 30, 2),
          (22, 'Maaya Thila', 'Ari Atoll', 4.083, 72.860, 6, 30, 'advancedOpenWater', 30, 2),
          (23, 'Batu Bolong', 'Central Komodo', -8.539, 119.623, 5, 40, 'advancedOpenWater', 30, 3),
          (24, 'Richelieu Rock', 'Surin', 9.362, 98.022, 5, 35, 'openWater', 0, 4),
          (25, 'Koh Bon Ridge', 'Similan', 8.664, 97.801, 5, 40, 'advancedOpenWater', 20, 4)
        ) x(s, name, area, lat, lng, dmin, dmax, level, min_dives, v);
      insert into dive_sites (id, created_at, updated_at, name, area, position, depth_min, depth_max, level, min_dives,
          current_notes, entry_notes, images, resort, vessel, is_active)
        select dsite.id, ${S} - 90, ${S} - 90, dsite.name, area, jsonb_build_object('lat', lat, 'lng', lng), dmin, dmax, level, min_dives,
          case when dmax >= 35 then 'Currents can be strong off the point; dive it around slack tide.' else 'Mostly calm.' end,
          case when kind = 'house' then 'Shore entry from the resort jetty.' else 'Giant stride from the boat.' end,
          '[]'::jsonb, case when kind = 'house' then res.id end, ves.id, true
        from dsite cross join res left join ves on ves.v = dsite.v;
      create temp table dboat as
        select b, gen_random_uuid() as id, 0 as v, (array['Bangka Dagat','Bangka Isda','Pescador Runner'])[b] as name,
          (array[40, 40, 36])[b] as seats
        from generate_series(1, 3) b
        union all select b, gen_random_uuid(), v, 'Tender ' || b, 10 from generate_series(1, 2) b, generate_series(1, 4) v;
      insert into dive_boats (id, created_at, updated_at, name, seats, tanks, resort, vessel, is_active, notes)
        select dboat.id, ${S} - 90, ${S} - 90, dboat.name, seats, seats * 2 + 10, case when dboat.v = 0 then res.id end, ves.id, true,
          case when dboat.v = 0 then 'Day boat: leaves the jetty at 07:30.' else '' end
        from dboat cross join res left join ves on ves.v = dboat.v;`,
    ],
    [
      'customers',
      `create temp table cust as
        select *, ${ascii('first')} || '.' || ${ascii('last')} || n || '@' || ${pick(DOMAINS, 'pg_temp.h(n, 6)')} as email
        from (
          select n, gen_random_uuid() as id, g,
            case g when 'f' then ${pick(FEMALE, 'pg_temp.h(n, 2)')} else ${pick(MALE, 'pg_temp.h(n, 2)')} end as first,
            ${pick(LAST, 'pg_temp.h(n, 3)')} as last,
            ${pick(COUNTRIES, 'pg_temp.h(n, 4)')} as country,
            ${pick(CITIES, 'pg_temp.h(n, 4)')} as city
          from (select n, case when pg_temp.h(n, 1) % 2 = 0 then 'f' else 'm' end as g from generate_series(1, 100000) n) x
        ) y;
      alter table cust add primary key (n);
      -- Six in ten hold a diving card (of four agencies' words for four levels), some nitrox too.
      alter table cust add column cert int, add column nx boolean;
      update cust set cert = case when pg_temp.h(n, 16) % 100 < 40 then 0 when pg_temp.h(n, 16) % 100 < 70 then 1
          when pg_temp.h(n, 16) % 100 < 88 then 2 when pg_temp.h(n, 16) % 100 < 96 then 3 else 4 end;
      update cust set nx = (cert >= 2 and pg_temp.h(n, 17) % 3 > 0) or (cert = 1 and pg_temp.h(n, 17) % 4 = 0);
      insert into customers (id, created_at, updated_at, master_data, contact, address, passport, customer_type, full_name, sort_name, diver)
        select id, ts, ts,
          jsonb_build_object('title', '', 'firstName', first, 'middleName', '', 'lastName', last, 'gender', g,
            'birthday', (date '1950-01-01' + (pg_temp.h(n, 5) % 20000)::int)::text, 'permanentAge', null, 'nationality', country),
          jsonb_build_object('email', email, 'phone', '+' || (array['49','43','41','31','44','1','33','39','48','45','46','32'])[1 + pg_temp.h(n, 7) % 12]
              || ' ' || (150 + pg_temp.h(n, 8) % 30) || ' ' || lpad((pg_temp.h(n, 9) % 10000000)::text, 7, '0')),
          jsonb_build_object('street', (array['Hauptstraße','Bahnhofstraße','Gartenweg','High Street','Main Street','Rue de la Paix','Via Roma','Kerkstraat'])[1 + pg_temp.h(n, 10) % 8]
              || ' ' || (1 + pg_temp.h(n, 11) % 120),
            'zip', lpad((pg_temp.h(n, 12) % 99999)::text, 5, '0'), 'city', city, 'state', '', 'country', country),
          jsonb_build_object('nationality', country, 'number', upper(substr(md5(n::text), 1, 9)),
            'expires', (date '2026-01-01' + (pg_temp.h(n, 13) % 3650)::int)::text),
          (array['', '', '', '', '', 'Diver', 'Diver', 'Snorkeler'])[1 + pg_temp.h(n, 14) % 8],
          first || ' ' || last, lower(last || ' ' || first),
          case when cert = 0 then '{}'::jsonb else jsonb_build_object(
            'certificationAgency', (array['PADI','SSI','CMAS','NAUI'])[ag],
            'certificationLevel', (array['Open Water Diver','Advanced Open Water Diver','Rescue Diver','Divemaster',
              'Open Water Diver','Advanced Adventurer','Stress & Rescue','Dive Guide',
              'CMAS * Diver','CMAS ** Diver','Rescue Diver','CMAS *** Diver',
              'Scuba Diver','Advanced Scuba Diver','Rescue Scuba Diver','Divemaster'])[4 * ag - 4 + cert],
            'certificationNumber', upper(substr(md5('d' || n), 1, 10)),
            'dives', case cert when 1 then 5 + pg_temp.h(n, 19) % 50 when 2 then 20 + pg_temp.h(n, 19) % 180
              when 3 then 60 + pg_temp.h(n, 19) % 340 else 200 + pg_temp.h(n, 19) % 1300 end,
            'lastDive', (ts::date - 20 - (pg_temp.h(n, 20) % 700)::int)::text, 'nitrox', nx,
            'insurance', case when pg_temp.h(n, 21) % 3 = 0 then '' else 'DAN Europe' end,
            'insuranceNumber', case when pg_temp.h(n, 21) % 3 = 0 then '' else 'DAN-' || (100000 + pg_temp.h(n, 22) % 900000) end,
            'emergencyName', ${pick(FEMALE, 'pg_temp.h(n, 23)')} || ' ' || last,
            'emergencyPhone', '+49 170 ' || lpad((pg_temp.h(n, 24) % 10000000)::text, 7, '0'),
            'emergencyRelation', (array['partner','parent','sibling','friend'])[1 + pg_temp.h(n, 25) % 4]) end
        from cust, lateral (select 1 + (array[0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,2,2,3,3])[1 + pg_temp.h(n, 18) % 20] as ag) a, lateral (select (${S} - 60 + (n * 3650 / 100000)) + time '10:00' + (pg_temp.h(n, 15) % 28800) * interval '1 second' as ts) t
        order by n;`,
    ],
    [
      'trips (schedules)',
      // Weekly trips (some of 10 nights), a fortnight in dock now and then; one in 50 cancelled.
      `create temp table trip as
        with slots as (
          select v, k, case when pg_temp.h(v * 1000 + k, 20) % 10 < 8 then 7 else 10 end as len,
            case when pg_temp.h(v * 1000 + k, 21) % 26 = 0 then 14 else 0 end as gap
          from generate_series(1, 4) v, generate_series(1, 600) k),
        placed as (select *, (sum(len + gap) over (partition by v order by k) - len + v - 1)::int as off from slots)
        select gen_random_uuid() as id, p.v, p.k, ves.id as vessel, tour.id as tour, ${S} + off as "from", ${S} + off + len as "to",
          pg_temp.h(p.v * 1000 + p.k, 22) % 50 = 0 as cancelled
        from placed p join ves using (v) join tour on tour.v = p.v and tour.k = 1 + pg_temp.h(p.v * 1000 + p.k, 23) % 2
        where off + len <= ${DAYS};
      insert into schedules (id, tour, vessel, "from", "to", status, note, created_at, updated_at)
        select id, tour, vessel, "from", "to",
          case when cancelled then 'cancelled' when "from" > ${T} + 270 then 'planned' else 'open' end,
          (array['', '', '', '', '', '', 'Nitrox included', 'Photo week with workshop', 'Shark special', 'Full charter'])[1 + pg_temp.h(v * 1000 + k, 24) % 10],
          "from" - 400 + time '09:00', "from" - 400 + time '09:00'
        from trip order by "from", v;`,
    ],
    [
      'booking plan',
      // Resort rooms: stays of 2-9 nights with gaps of 0-3; cabins: 82 % of cabin-trips sold, 55 %
      // of those whole, the rest by the berth. Then cancelled bookings (their beds released) and a
      // waiting list on future trips.
      `create temp table plan as
        select row_number() over () as seed, x.*, 'held'::text as kind from (
          select 'resort'::text as type, rroom.id as room, null::uuid as schedule, null::uuid as tour, null::uuid as vessel,
            res.id as resort, ${S} + off as "from", ${S} + off + len as "to", true as whole, 0 as bed,
            case when pg_temp.h(r * 1000 + k, 32) % 10 < 8 then 2 else 1 end as pax, rtype.rate
          from (
            select r, k, len, (sum(len + gap) over (partition by r order by k) - len)::int as off from (
              select r, k, (2 + pg_temp.h(r * 1000 + k, 30) % 8)::int as len,
                (array[0, 0, 0, 1, 1, 2, 3])[1 + pg_temp.h(r * 1000 + k, 31) % 7] as gap
              from generate_series(1, 200) r, generate_series(1, 900) k) slots
          ) s join rroom using (r) join rtype using (t), res
          where off + len <= ${DAYS}
          union all
          select 'vessel', cabin.id, trip.id, trip.tour, trip.vessel, null, trip."from", trip."to", whole, b, case when whole then 2 else 1 end, 27000
          from trip join cabin using (v),
            lateral (select pg_temp.h(trip.v * 100000 + trip.k * 100 + cabin.c, 33) % 100 < 55 as whole) w,
            generate_series(0, 1) b
          where not trip.cancelled and pg_temp.h(trip.v * 100000 + trip.k * 100 + cabin.c, 34) % 100 < 82
            and (case when whole then b = 0 else pg_temp.h(trip.v * 100000 + trip.k * 100 + cabin.c, 35 + b) % 100 < 90 end)
        ) x;
      insert into plan select seed + 10000000, type, room, schedule, tour, vessel, resort, "from", "to", whole, bed, pax, rate, 'aborted'
        from plan where pg_temp.h(seed, 40) % 11 = 0;
      insert into plan select seed + 20000000, type, room, schedule, tour, vessel, resort, "from", "to", whole, bed, pax, rate, 'waiting'
        from plan where kind = 'held' and type = 'vessel' and "from" > ${T} and pg_temp.h(seed, 41) % 30 = 0;`,
    ],
    [
      'bookings',
      `create temp table bk as
        select p.*, gen_random_uuid() as id, gen_random_uuid() as rb,
          1 + pg_temp.h(seed, 50) % 100000 as c1,
          1 + (pg_temp.h(seed, 50) % 100000 + 1 + pg_temp.h(seed, 51) % 99998) % 100000 as c2,
          least("from" - (case when type = 'vessel' then 30 + pg_temp.h(seed, 52) % 300 else 3 + pg_temp.h(seed, 52) % 150 end)::int
            - case when kind = 'aborted' then 20 else 0 end, ${T} - (pg_temp.h(seed, 53) % 30)::int) as bdate,
          case when kind <> 'held' then kind when "from" <= ${T} then 'confirmed'
            when pg_temp.h(seed, 54) % 20 < 12 then 'confirmed' when pg_temp.h(seed, 54) % 20 < 17 then 'planned' else 'draft' end as state,
          case when pg_temp.h(seed, 55) % 100 < 15 then 'USD' else 'EUR' end as currency,
          case when pg_temp.h(seed, 56) % 100 < 60 then 'direct' when pg_temp.h(seed, 56) % 100 < 80 then 'agency'
            when pg_temp.h(seed, 56) % 100 < 95 then 'online' else 'ota' end as source
        from plan p;
      alter table bk add column n bigint, add column total bigint, add column paid bigint, add column created timestamptz,
        add column cancel_ts timestamptz, add column booking_no text,
        add column dive1 boolean, add column dive2 boolean, add column dive_price bigint, add column dive_total bigint;
      -- Guests of resort stays of three nights or more dive, most with a card, some on a course: the
      -- booking sells them the package of dive days (nights + 1 - 3 days without dives, SPEC §9).
      update bk set
        dive1 = type = 'resort' and "to" - "from" >= 3 and pg_temp.h(seed, 63) % 100 < 45 and (a.cert > 0 or pg_temp.h(seed, 65) % 8 = 0),
        dive2 = type = 'resort' and pax = 2 and "to" - "from" >= 3 and pg_temp.h(seed, 64) % 100 < 45
          and (b.cert > 0 or pg_temp.h(seed, 66) % 8 = 0),
        dive_price = case when currency = 'USD' then 9900 else 9000 end
        from cust a, cust b where a.n = bk.c1 and b.n = bk.c2;
      update bk set dive_total = (dive1::int + dive2::int) * ("to" - "from" - 2) * dive_price;
      update bk set
        total = round(case when type = 'resort'
            then ("to" - "from") * (rate + (pax - 1) * 3000) * case when extract(month from "from") in (11, 12, 1, 2, 3, 4) then 1.15 else 1 end
            else pax * ("to" - "from") * rate end
          * case when currency = 'USD' then 1.1 else 1 end / 100) * 100 + dive_total,
        created = least(bdate + time '09:00' + (pg_temp.h(bk.seed, 57) % 32400) * interval '1 second', now() - interval '1 hour'),
        n = o.n
      from (select seed, row_number() over (order by bdate, seed) as n from bk) o where o.seed = bk.seed;
      update bk set
        paid = case when state <> 'confirmed' then 0 when "from" <= ${T} then total else round(total * 0.3) end,
        booking_no = to_char(bdate, 'YYYY') || '-' || case when n < 100000 then lpad(n::text, 5, '0') else n::text end,
        -- Cancelled somewhere between booking and the day before arrival (or now, for future stays).
        cancel_ts = case when state = 'aborted' then created
          + (least("from" - 1 + time '12:00', now() - interval '1 hour') - created) * ((1 + pg_temp.h(seed, 58) % 9) / 10.0) end;
      alter table bk add primary key (id);
      insert into bookings (id, version, created_at, updated_at, booking_no, state, type, "from", "to", lead, lead_name, no_of_pax,
          schedule, tour, vessel, resort, agency, currency, total, paid, source, language, booking_date, cancelation_date,
          cancel_reason, previous_state, option_until, note, calculation, check_in, check_out, extras)
        select bk.id, 1, created, coalesce(cancel_ts, created), booking_no, state, type, "from", "to", c.id, c.first || ' ' || c.last, pax,
          schedule, tour, vessel, resort, agency.id, currency, total, paid, source,
          case when pg_temp.h(seed, 59) % 10 < 6 then 'de' else 'en' end, bdate, cancel_ts::date,
          case when state = 'aborted' then 'customer' end, case when state = 'aborted' then 'confirmed' end,
          case when state in ('draft', 'planned') then least("from" - 1, ${T} + 1 + (pg_temp.h(seed, 60) % 14)::int) end,
          (array['', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', 'Nitrox requested', 'Vegetarian meals',
            'Airport pick-up needed', 'Rental gear: full set', 'Honeymoon', 'Celebrating a birthday', 'Travels with a child under 12',
            'Needs a refresher dive first'])[1 + pg_temp.h(seed, 61) % 24],
          jsonb_build_object('currency', currency,
            'entries', jsonb_build_array(
              jsonb_build_object('id', 'l1', 'text', case when type = 'resort' then 'Accommodation' else 'Liveaboard trip' end, 'sort', 0,
                'amount', jsonb_build_object('amount', total - dive_total, 'currency', currency), 'editable', true, 'deletable', false,
                'unique', false, 'customer', c.id, 'price', null, 'customerType', 'Direct',
                'type', case when type = 'resort' then 'room_cost' else 'tour' end,
                'reason', jsonb_build_object('source', 'priceList', 'computation', ("to" - "from") || ' nights × '
                  || to_char((total - dive_total) / ("to" - "from") / 100.0, 'FM999990.00') || ' ' || currency)))
            || case when dive_total > 0 then jsonb_build_array(
              jsonb_build_object('id', 'p1', 'text', pkg.name, 'sort', 100,
                'amount', jsonb_build_object('amount', dive_total, 'currency', currency), 'editable', true, 'deletable', true,
                'unique', false, 'customer', case when dive1 and dive2 then null when dive1 then c.id else c2.id end, 'price', null,
                'customerType', 'Direct', 'type', 'product',
                'reason', jsonb_build_object('source', 'product', 'computation', case when dive1 and dive2 then '2 guests × ' else '' end
                  || ("to" - "from" - 2) || ' × dive day × ' || to_char(dive_price / 100.0, 'FM999990.00') || ' ' || currency)))
              else '[]'::jsonb end
            || jsonb_build_array(
              jsonb_build_object('id', 'd1', 'text', 'Deposit 30 %', 'sort', 900, 'amount', jsonb_build_object('amount', round(total * 0.3), 'currency', currency),
                'editable', false, 'deletable', false, 'unique', true, 'customer', null, 'price', null, 'customerType', 'Info', 'type', 'deposit',
                'reason', jsonb_build_object('source', 'terms', 'computation', '30 % of the total')),
              jsonb_build_object('id', 'd2', 'text', 'Rest', 'sort', 901, 'amount', jsonb_build_object('amount', total - round(total * 0.3), 'currency', currency),
                'editable', false, 'deletable', false, 'unique', true, 'customer', null, 'price', null, 'customerType', 'Info', 'type', 'rest',
                'reason', jsonb_build_object('source', 'terms', 'computation', 'the rest, 30 days before arrival'))),
            'totals', jsonb_build_array(jsonb_build_object('amount', total, 'currency', currency)),
            'total', jsonb_build_object('amount', total, 'currency', currency),
            'tax', '[]'::jsonb,
            'commission', case when agency.id is null then null else jsonb_build_object('agency', agency.id, 'percent', agency.pct,
              'base', jsonb_build_object('amount', total, 'currency', currency),
              'amount', jsonb_build_object('amount', round(total * agency.pct / 100.0), 'currency', currency), 'reason', 'Contract') end,
            'due', jsonb_build_array(
              jsonb_build_object('kind', 'deposit', 'amount', jsonb_build_object('amount', round(total * 0.3), 'currency', currency), 'due', (bdate + 7)::text),
              jsonb_build_object('kind', 'rest', 'amount', jsonb_build_object('amount', total - round(total * 0.3), 'currency', currency), 'due', ("from" - 30)::text)),
            'focCustomerIds', '[]'::jsonb, 'warnings', '[]'::jsonb),
          case when state = 'confirmed' and type = 'resort' and "from" <= ${T} then "from" + time '14:00' end,
          case when state = 'confirmed' and type = 'resort' and "to" <= ${T} then "to" + time '11:00' end,
          case when dive_total > 0 then jsonb_build_object('addons', '[]'::jsonb, 'specials', '[]'::jsonb, 'products', jsonb_build_array(
            jsonb_build_object('id', pkg.id, 'name', pkg.name, 'price', jsonb_build_object('amount', dive_price, 'currency', currency),
              'addRule', 'PerDiveDay', 'category', 'Dives',
              'customers', to_jsonb(array_remove(array[case when dive1 then c.id end, case when dive2 then c2.id end], null)))))
            else '{"addons":[],"specials":[]}'::jsonb end
        from bk join cust c on c.n = bk.c1 join cust c2 on c2.n = bk.c2 cross join pkg
          left join agency on bk.source = 'agency' and agency.a = 1 + pg_temp.h(seed, 62) % 5
        order by bk.n;
      select setval('booking_number_seq', (select max(n) from bk));`,
    ],
    [
      'booked rooms and guests',
      // Resort rooms are checked in and out at the front desk like their bookings (the room's own
      // times are what the dive plan's guests in house and the front desk read).
      `insert into booking_rooms (id, booking, room, "from", "to", beds, places, sort, check_in, check_out)
        select rb, id, room, "from", "to", case when whole then null else jsonb_build_array(bed) end, pax, 0,
          case when state = 'confirmed' and type = 'resort' and "from" <= ${T} then "from" + time '14:00' end,
          case when state = 'confirmed' and type = 'resort' and "to" <= ${T} then "to" + time '11:00' end
        from bk order by n;
      insert into booking_guests (booking, room_booking, customer, bed)
        select bk.id, rb, c.id, place from bk, generate_series(0, pax - 1) place, cust c
        where c.n = case when place = 0 then c1 else c2 end order by bk.n, place;`,
    ],
    [
      'dive log',
      // Every diving guest dives the days of their package: two or three dives a day at the usual
      // times (08:00, 11:00, then 14:30 or a night dive at 18:00), on one of the three boats (each
      // boat at one site per dive) or from the shore at a house reef; a few day guests without a
      // booking come along. Logged up to this morning's first dive, each billed to the diver's
      // package on the booking, as the dive log bills them (dive-log-billing.ts).
      `create temp table dday as
        select bk.id as booking, c.n as cn, c.id as customer, c.first || ' ' || c.last as name, c.cert, c.nx,
          bk."from" + i as date, bk."from" + i - ${S} as dayno, c.n::bigint * 10000 + (bk."from" + i - ${S}) as k
        from bk, lateral (values (bk.c1, bk.dive1), (bk.c2, bk.dive2)) g(n, dives), cust c, generate_series(1, bk."to" - bk."from" - 2) i
        where g.dives and c.n = g.n and bk.state in ('planned', 'confirmed') and bk."from" + i <= ${T} + 7
        union all
        select null, c.n, c.id, c.first || ' ' || c.last, c.cert, c.nx, ${S} + d, d, c.n::bigint * 10000 + d
        from generate_series(0, ${T} - ${S}) d, generate_series(1, 4) j, cust c
        where pg_temp.h(d * 10 + j, 160) % 100 < 60 and c.n = 1 + pg_temp.h(d * 10 + j, 161) % 100000 and c.cert > 0;
      create temp table dd as
        select x.*,
          case when start = '18:00' then 0 when slot < 3 and pg_temp.h(k, 100 + slot) % 100 < 15 then 0
            when slot < 3 then 1 + pg_temp.h(k, 100 + slot) % 3 when pg_temp.h(k, 103) % 100 < 50 then 0
            else 1 + pg_temp.h(k, 103) % 2 end as grp
        from (
          select dday.*, slot, case slot when 1 then '08:00' when 2 then '11:00'
              when 3 then case when pg_temp.h(k, 99) % 10 = 9 then '18:00' else '14:30' end end as start
          from dday, generate_series(1, 3) slot
          where slot < 3 or (booking is not null and pg_temp.h(k, 99) % 10 >= 3)
        ) x;
      alter table dd add column site int, add column guide int, add column dtype int;
      -- A boat goes to one site per dive (the three boats to three sites), the shore to a house reef.
      update dd set site = case when grp = 0 then 1 + pg_temp.h(dayno * 10 + slot, 110) % 2
          else 3 + (pg_temp.h(dayno * 10 + slot, 111) + grp * 5) % 16 end,
        guide = 1 + (pg_temp.h(dayno * 10 + slot, 112) + grp * 3) % 10;
      update dd set dtype = case when cert = 0 then 5 when start = '18:00' then 3 when grp = 0 then 2 when site >= 17 then 6
          when nx and pg_temp.h(k, 120 + slot) % 2 = 0 then 4 else 1 end;
      insert into dive_logs (id, version, created_at, updated_at, date, start, "end", type, customer, customer_name, depth, boat,
          dive_site, sort, crew, dive_guide, rental_gear, resort, vessel, tank_size, air_mix, comment, booking, billing,
          package_product, charge_line, created_by)
        select gen_random_uuid(), 1, logged, logged, date, start, to_char(start::time + minutes * interval '1 minute', 'HH24:MI'),
          dtype.id, customer, dd.name,
          round((case when dd.dtype in (3, 5) then least(12, dmin + 6) else dmin + (least(dmax, 30) - dmin)
            * (0.35 + (pg_temp.h(dd.k, 140 + slot) % 45) / 100.0) end)::numeric, 1)::float8,
          dboat.id, dsite.id, slot, '',
          emp.id, case when pg_temp.h(dd.k, 150) % 10 < 3 then 'BCD, regulator, 3 mm suit' when pg_temp.h(dd.k, 150) % 10 = 3 then 'Full set' else '' end,
          res.id, null, case when pg_temp.h(dd.k, 151) % 10 < 8 then 12 else 15 end, case when dd.dtype = 4 then 32 else 21 end,
          coalesce((array['Turtle at the safety stop', 'Sardine run', 'Thresher shark at 30 m', 'Ended early: ear trouble'])[1 + pg_temp.h(dd.k, 152 + slot) % 60], ''),
          booking, case when booking is null then 'none' else 'package' end, case when booking is not null then pkg.id::text end, null, null
        from dd cross join res cross join pkg
          join dtype on dtype.k = dd.dtype join dsite on dsite.s = dd.site join emp on emp.e = dd.guide
          left join dboat on dboat.v = 0 and dboat.b = dd.grp,
          lateral (select 45 + pg_temp.h(dd.k, 130 + slot) % 20 as minutes) m,
          lateral (select (date + start::time + (minutes + 20) * interval '1 minute') at time zone 'Asia/Manila' as logged) l
        where date < ${T} or (date = ${T} and slot = 1)
        order by date, start, grp
        on conflict do nothing;`,
    ],
    [
      'dive plans',
      // The plans of the last 30 and the next 7 days: per dive time one dive for each boat and one
      // from the shore, with site, type, boat, guide and captain, the guests of the dive log (or, ahead,
      // those who will dive) on them; past dives closed with everyone ticked back on board.
      `create temp table dplan as
        select date, gen_random_uuid() as id from dd where date between ${T} - 30 and ${T} + 7 group by date;
      create temp table pdive as
        select gen_random_uuid() as id, dplan.id as plan, dd.date, start, grp, min(site) as site, min(guide) as guide,
          (row_number() over (partition by dd.date order by start, grp) - 1)::int as sort,
          max(case when dtype in (3, 6) then dtype when grp = 0 then 2 else 1 end) as dtype, count(*) as divers
        from dd join dplan using (date) group by dplan.id, dd.date, start, grp;
      insert into dive_plans (id, version, created_at, updated_at, date, resort, vessel)
        select dplan.id, 1 + (select count(*) + sum(divers) from pdive where pdive.plan = dplan.id)::int,
          (date - 1 + time '17:00') at time zone 'Asia/Manila',
          (least(date, ${T}) + time '16:00') at time zone 'Asia/Manila', date, res.id, null
        from dplan, res;
      insert into dive_plan_dives (id, plan, sort, "time", minutes, site, type, boat, guide, crew, notes, closed_at, closed_by, close_reason)
        select pdive.id, plan, sort, start, 60, dsite.id, dtype.id, dboat.id, emp.id,
          case when grp > 0 then jsonb_build_array(cap.id) else '[]'::jsonb end,
          case when grp > 0 and pg_temp.h(date - ${S}, 170 + sort) % 8 = 0 then 'Check the mooring line' else '' end,
          case when date < ${T} then (date + start::time + interval '70 minutes') at time zone 'Asia/Manila' end,
          case when date < ${T} then emp.first || ' ' || emp.last else '' end, ''
        from pdive join dsite on dsite.s = pdive.site join dtype on dtype.k = pdive.dtype join emp on emp.e = pdive.guide
          left join dboat on dboat.v = 0 and dboat.b = pdive.grp left join emp cap on cap.e = 10 + pdive.grp % 2 + 1
        order by plan, sort;
      insert into dive_plan_divers (id, dive, customer, nitrox_mix, override_reason, override_by, override_at, back_on_board_at, back_by, created_at)
        select gen_random_uuid(), pdive.id, dd.customer, case when dd.dtype = 4 then 'EAN32' else '' end, null, '', null,
          case when dd.date < ${T} then (dd.date + dd.start::time + interval '62 minutes') at time zone 'Asia/Manila' end,
          case when dd.date < ${T} then emp.first || ' ' || emp.last else '' end,
          (dd.date - 1 + time '18:00') at time zone 'Asia/Manila'
        from dd join pdive using (date, start, grp) join emp on emp.e = pdive.guide
        order by pdive.id
        on conflict do nothing;
      insert into dive_plan_history (plan, "at", actor, actor_name, action, details)
        select dplan.id, (date - 1 + time '17:00') at time zone 'Asia/Manila', null::uuid, 'Rodel Abellana', 'created',
          jsonb_build_object('date', date::text, 'dives', 3) from dplan
        union all
        select plan, (date + start::time + interval '70 minutes') at time zone 'Asia/Manila', null, emp.first || ' ' || emp.last, 'closed',
          jsonb_build_object('time', start, 'missing', null, 'reason', null)
        from pdive join emp on emp.e = pdive.guide where date < ${T};`,
    ],
    [
      'occupancies',
      // One row holds a booked room's beds for its nights. Every change of room, dates or guests of a
      // shared cabin releases the row (removed_at) and writes a new one, so a decade of edits leaves
      // most rows released: here 0-11 earlier holds per booking, plus the released holds of
      // cancelled bookings. A waiting-list booking holds nothing.
      `insert into occupancies (room, beds, stay, kind, booking, room_booking, created_at, removed_at)
        select room, case when whole then int4range(0, 64) else int4range(bed, bed + 1) end,
          daterange("from" + shift, "to" + shift), 'booking', id, rb, made, removed
        from (
          select room, whole, bed, "from", "to", id, rb, 0 as shift,
            created + (pg_temp.h(seed, 70) % 12) * interval '6 hours' as made, cancel_ts as removed
          from bk where state <> 'waiting'
          union all
          select room, whole, bed, "from", "to", id, rb, (pg_temp.h(seed * 16 + i, 71) % 7)::int - 3,
            created + (i - 1) * interval '6 hours', created + i * interval '6 hours'
          from bk, generate_series(1, pg_temp.h(seed, 70) % 12) i where state <> 'waiting'
        ) o order by made;`,
    ],
    [
      'payments and bank entries',
      // Paid by one transfer, by deposit and rest, or by card at the desk (no bank entry). Future
      // confirmed bookings have paid their deposit. Bank entries name the booking, or only the guest.
      `create temp table pay as
        select gen_random_uuid() as id, gen_random_uuid() as entry, x.* from (
          select seed, bk.id as booking, booking_no, currency, created, part, amount, least(day, ${T}) as day,
            case when pg_temp.h(seed, 80) % 10 < 8 then 'bankTransfer' else 'card' end as method,
            c.first || ' ' || c.last as payer
          from bk join cust c on c.n = bk.c1,
            lateral (
              select 'payment' as part, paid as amount, case when paid < total then bdate + 3 + (pg_temp.h(seed, 81) % 7)::int
                  when pg_temp.h(seed, 80) % 10 >= 8 then "from" else bdate + 3 + (pg_temp.h(seed, 81) % 7)::int end as day
                where paid > 0 and (paid < total or pg_temp.h(seed, 82) % 10 < 5 or pg_temp.h(seed, 80) % 10 >= 8)
              union all select 'deposit', round(total * 0.3), bdate + 3 + (pg_temp.h(seed, 81) % 7)::int
                where paid = total and paid > 0 and pg_temp.h(seed, 82) % 10 >= 5 and pg_temp.h(seed, 80) % 10 < 8
              union all select 'final payment', total - round(total * 0.3), greatest(bdate + 10, "from" - 30)
                where paid = total and paid > 0 and pg_temp.h(seed, 82) % 10 >= 5 and pg_temp.h(seed, 80) % 10 < 8
            ) parts
        ) x;
      alter table pay add column remittance text, add column bank_ref text;
      update pay set remittance = case when pg_temp.h(seed, 83) % 10 < 6 then 'Booking ' || booking_no || ' ' || part
          when pg_temp.h(seed, 83) % 10 < 9 then 'Dive holiday ' || payer else payer end,
        bank_ref = 'B' || to_char(day, 'YYYYMMDD') || lpad(o.k::text, 7, '0')
        from (select id, row_number() over (order by day, id) as k from pay) o where o.id = pay.id;
      insert into booking_payments (id, booking, amount, currency, date, method, reference, created_at)
        select id, booking, amount, currency, day, method, case when method = 'bankTransfer' then remittance else '' end,
          greatest(day + time '16:00', created) from pay order by day;
      insert into bank_entries (id, created_at, updated_at, bank, identity, booking_date, value_date, amount, currency,
          counterparty_name, counterparty_iban, remittance, bank_reference, assigned, state, source)
        select entry, day + time '18:00', day + time '18:00', bank.id, 'ref:' || bank_ref, day, day, amount, pay.currency, payer,
          'DE' || lpad((pg_temp.h(seed, 84) % 100)::text, 2, '0') || lpad((pg_temp.h(seed, 85) % 1000000000)::text, 18, '0'),
          remittance, bank_ref, amount, 'assigned', 'camt053'
        from pay join bank using (currency) where method = 'bankTransfer'
        union all
        -- Money nobody has placed yet, and the bank's monthly fees.
        select gen_random_uuid(), d + time '18:00', d + time '18:00', bank.id, 'ref:U' || i, d, d, 5000 + pg_temp.h(i, 86) % 150000 * 10,
          'EUR', ${pick(MALE, 'pg_temp.h(i, 87)')} || ' ' || ${pick(LAST, 'pg_temp.h(i, 88)')}, '',
          (array['Dive holiday', 'Nitrox course', 'Deposit', 'Anzahlung Tauchreise', ''])[1 + pg_temp.h(i, 89) % 5], 'U' || i, 0, 'open', 'camt053'
        from generate_series(1, 6000) i, lateral (select ${S} + (i * ${DAYS} / 6000)::int as d) dd, bank where bank.currency = 'EUR'
        union all
        select gen_random_uuid(), d + time '18:00', d + time '18:00', bank.id, 'ref:F' || bank.currency || m, d, d, -1290, bank.currency,
          'Sparkasse Hamburg', '', 'Account fees', 'F' || bank.currency || m, 0, 'open', 'camt053'
        from generate_series(0, 119) m, lateral (select (${S} + m * interval '1 month')::date as d) dd, bank where d <= ${T};
      insert into bank_entry_payments (entry, booking, payment, amount, created_at)
        select entry, booking, id, amount, day + time '18:00' from pay where method = 'bankTransfer' order by day;`,
    ],
    [
      'mails',
      // What the booking flow sends: the confirmation (offer, reservation, waiting list) when booked,
      // a reminder two weeks before arrival, the cancellation. Sent, a few failed for good.
      `insert into mail_queue (created_at, updated_at, "to", subject, text, html, status, attempts, last_error, send_after, sent_at, booking)
        select ts, ts + sent, m.to, subject, body, '<p>' || replace(replace(body, E'\\n\\n', '</p><p>'), E'\\n', '<br>') || '</p>',
          case when failed then 'failed' else 'sent' end, case when failed then 5 else 1 end,
          case when failed then '550 5.1.1 Recipient address rejected: User unknown' end, ts,
          case when failed then null else ts + sent end, booking
        from (
          select least(ts, now() - interval '1 minute') as ts, (2 + pg_temp.h(seed * 4 + k, 90) % 40) * interval '1 second' as sent,
            pg_temp.h(seed * 4 + k, 91) % 250 = 0 as failed, c.email as "to", bk.id as booking,
            case k when 1 then (case state when 'draft' then 'Offer ' when 'planned' then 'Reservation ' when 'waiting' then 'Waiting list '
                else 'Booking confirmation ' end) || booking_no
              when 2 then 'See you soon: ' || case when type = 'resort' then 'your stay at Coral Bay from ' else 'your trip from ' end
                || to_char("from", 'DD.MM.YYYY')
              else 'Cancellation of booking ' || booking_no end as subject,
            'Dear ' || c.first || ' ' || c.last || E',\\n\\n' || case k
              when 1 then 'thank you for your booking ' || booking_no || '. You will find the confirmation attached. We have reserved '
                || case when type = 'resort' then 'your room' else 'your cabin' end || ' from ' || to_char("from", 'DD.MM.YYYY')
                || ' to ' || to_char("to", 'DD.MM.YYYY') || ' for ' || pax || case when pax = 1 then ' guest' else ' guests' end
                || E'.\\n\\nPlease pay the deposit within seven days to the account below, naming your booking number.'
              when 2 then 'in two weeks you arrive. Please fill in the guest form (certification, insurance, gear sizes) '
                || E'before your arrival so we can plan your dives.\\n\\nAirport transfers can be booked until three days before.'
              else 'as requested we have cancelled booking ' || booking_no || '. Any fee follows the terms of your booking.' end
              || E'\\n\\nKind regards\\nYour Coral Bay team' as body
          from bk join cust c on c.n = bk.c1, generate_series(1, 3) k,
            lateral (select case k when 1 then created + interval '5 minutes'
              when 2 then "from" - 14 + time '08:00' else cancel_ts + interval '2 minutes' end as ts) t
          where k = 1 or (k = 2 and state = 'confirmed' and "from" - 14 <= ${T}) or (k = 3 and state = 'aborted')
        ) m order by ts;`,
    ],
  ];
}

function serverUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T>(url: string, statement: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Whether the kept database's applied migrations are all still the files on disk (none edited since). */
async function sameMigrations(url: string): Promise<boolean> {
  const local = new Set(readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((m) => m.hash));
  const applied = await query<{ hash: string }>(url, 'select hash from drizzle.__drizzle_migrations');
  return applied.every((m) => local.has(m.hash));
}

async function counts(url: string): Promise<Record<string, number>> {
  const tables = [
    'bookings',
    'booking_rooms',
    'booking_guests',
    'occupancies',
    'customers',
    'schedules',
    'mail_queue',
    'bank_entries',
    'booking_payments',
    'employees',
    'dive_sites',
    'dive_types',
    'dive_boats',
    'dive_logs',
    'dive_plans',
    'dive_plan_dives',
    'dive_plan_divers',
  ];
  const [row] = await query<Record<string, string>>(
    url,
    `select ${tables.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')},
      (select count(*) from occupancies where removed_at is null) as occupancies_active`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

/**
 * The decade database, made now or (with `keep`) reused. Reused only when complete, made by this
 * generator version and on migrations none of which changed since; new migrations are applied.
 */
export async function decadeDatabase(
  options: { keep?: boolean; name?: string; log?: (line: string) => void } = {},
): Promise<Decade> {
  const name = options.name ?? process.env.DECADE_DATABASE ?? 'seaberth_decade';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const log = options.log ?? ((line: string) => console.log(line));
  const server = serverUrl();
  const url = databaseUrl(server, name);
  const [existing] = await query<{ note: string | null }>(
    server,
    `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
    [name],
  );
  const stamp = existing?.note?.startsWith('{') ? JSON.parse(existing.note) : undefined;
  if (options.keep && stamp?.version === GENERATOR_VERSION && (await sameMigrations(url))) {
    const before = await query(url, 'select 1 from drizzle.__drizzle_migrations');
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    await database.migrate();
    await database.close();
    const after = await query(url, 'select 1 from drizzle.__drizzle_migrations');
    if (after.length > before.length) {
      log(`applied ${after.length - before.length} new migration(s); analyzing`);
      await query(url, 'vacuum (analyze)');
    }
    return { url, reused: true, seconds: stamp.seconds, period: stamp.period, counts: await counts(url) };
  }

  const started = Date.now();
  await query(server, `drop database if exists ${name} with (force)`);
  await query(server, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  await database.migrate();
  await database.close();

  // Nine years back and one ahead: the last year is the order book, as at a real operator.
  const today = new Date().toISOString().slice(0, 10);
  const end = `${Number(today.slice(0, 4)) + 1}-${today.slice(5, 7)}-01`;
  const start = `${Number(end.slice(0, 4)) - 10}${end.slice(4)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [label, statement] of steps(start, end, today)) {
      const t0 = Date.now();
      await client.query(statement);
      log(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    // The room revenue the database keeps with each booking (migration 0057's trigger, off while
    // loading), in one statement.
    const revenue = Date.now();
    await client.query('update bookings set room_revenue = seaberth_room_revenue(calculation, currency)');
    // The update wrote every row again: rewrite the table so it is as compact as one loaded once.
    await client.query('vacuum full bookings');
    log(`  room revenue: ${((Date.now() - revenue) / 1000).toFixed(1)} s`);
    await client.query('set session_replication_role = origin');
    const t0 = Date.now();
    // Fresh statistics for the planner, and the visibility map for index-only scans.
    await client.query('vacuum (analyze)');
    log(`  vacuum analyze: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const period = { from: start, to: end, today };
  const note = JSON.stringify({ version: GENERATOR_VERSION, seconds, period });
  await query(server, `comment on database ${name} is ${text(note)}`);
  return { url, reused: false, seconds, period, counts: await counts(url) };
}

/** Whether a file in bench/ is the script node was started with. */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;
}

export const wantsKeep = () => process.argv.includes('--keep') || process.env.BENCH_KEEP === '1';

if (isMain(import.meta.url)) {
  const decade = await decadeDatabase({ keep: wantsKeep() });
  console.log(
    `${decade.reused ? 'reused' : 'generated'} ${decade.url} (${decade.period.from} to ${decade.period.to}) ` +
      `in ${decade.seconds} s${decade.reused ? ' when made' : ''}`,
  );
  console.table(decade.counts);
}
