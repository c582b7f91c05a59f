/**
 * The booking statistics on ten years of data (issue 36): each kind of
 * `GET /api/bookings/statistics/{kind}` for the last full calendar year of the decade database
 * (`generate-decade.ts`, ~161,000 bookings), and the occupancy over the whole ten years, as the
 * /stats screens ask for them. Beside each, the same figure as ONE hand-written SQL statement
 * through `pg`, timed the same way (5 warm-up runs, then BENCH_RUNS, default 50, one after another),
 * and the ratio product / SQL. The product's answer is checked against the statement's rows (the
 * same groups with the same bookings, guests and revenue; the same room-nights sold and available),
 * so the bench proves the figures as well as the speed. Then EXPLAIN ANALYZE of each statement.
 *
 *   DECADE_DATABASE=seaberth_decade_stats npm run decade:stats -w @seaberth/bench -- --keep
 *
 * BENCH_DATABASE_URL names the server as for `decade-lists.ts` (default postgres on 127.0.0.1).
 * Targets: every kind for a year under 300 ms p50, the occupancy of ten years under 1 s, and the
 * product within 1.5× of the hand-written statement.
 */
import os from 'node:os';
import pg from 'pg';
import { TIME_UNIT_FORMATS } from '@seaberth/domain';
import { load1, signIn, startProduct, stopProduct, timed } from './decade-server.ts';
import { decadeDatabase, wantsKeep } from './generate-decade.ts';

const PORT = 3914;
const PRODUCT = `http://127.0.0.1:${PORT}`;
const RATIO = 1.5;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

/** StatisticsRepository.sales() by hand: a sale arriving (or booked) in [$1, $2]. */
const sales = (day: '"from"' | 'booking_date') => `b.${day} >= $1::date and b.${day} <= $2::date
  and b.state in ('planned', 'confirmed', 'resolved', 'aborted')
  and (b.state <> 'aborted' or b.calculation->'entries' @> '[{"kind":"cancellationFee"}]'::jsonb)`;

/** The figures of a group, as the product sums them. */
const FIGURES = `count(*)::int as bookings,
  coalesce(sum(case when b.state = 'aborted' then 0 else b.no_of_pax end), 0)::int as guests,
  coalesce(sum(b.total), 0)::bigint as revenue`;

/**
 * A top list by hand: the groups per key and currency, the keys ranked by bookings, then guests,
 * then key (as `topGroups`), the first ten keys' groups.
 */
const topList = (key: string, from: string, where: string) => `
  select key, currency, bookings, guests, revenue from (
    select g.*, dense_rank() over (order by key_bookings desc, key_guests desc, key::text collate "C") as rank
    from (
      select *, sum(bookings) over (partition by key) as key_bookings, sum(guests) over (partition by key) as key_guests
      from (select ${key} as key, b.currency, ${FIGURES} from ${from} where ${where} group by 1, 2) groups
    ) g
  ) ranked where rank <= 10`;

const COUNTRY = `upper(coalesce(nullif(c.address->>'country', ''), nullif(c.master_data->>'nationality', ''),
  nullif(c.passport->>'nationality', ''), ''))`;

/**
 * A booking's room revenue by hand from its calculation (room lines net of included tax), to check
 * the stored bookings.room_revenue the product and the statements below read.
 */
const NET_ROOM_REVENUE = `(
  select coalesce(sum((e->'amount'->>'amount')::numeric / case when pl.tax->>'status' = 'active'
      and (pl.tax->>'inclusive')::boolean then 1 + (pl.tax->>'value')::numeric / 100 else 1 end), 0)
  from jsonb_array_elements(b.calculation->'entries') e left join price_lists pl on pl.id::text = e->>'price'
  where e->>'type' in ('room_cost', 'tour') and e->>'customerType' in ('Direct', 'OnSite')
    and e->'amount'->>'currency' = b.currency and coalesce(e->>'kind', '') <> 'cancellationFee')`;

/**
 * Room-nights sold per month (or year) and resort, beside the active rooms times the unit's nights,
 * and the room revenue (each night's share of its stay's) per currency.
 */
const occupancySql = (step: 'day' | 'week' | 'month' | 'year') => {
  const unit = TIME_UNIT_FORMATS[step];
  return `
  with held as (
    select br.room, r.resort, br."from", br."to", b.id as booking, b.currency
    from booking_rooms br
    join bookings b on b.id = br.booking and b.state in ('planned', 'confirmed', 'resolved')
    join rooms r on r.id = br.room and r.is_active and r.resort is not null
    where br."from" <= $2::date and br."to" > $1::date
  ), sold as (
    select to_char(night, '${unit}') as unit, resort, count(distinct (room, night))::int as sold
    from held cross join generate_series(greatest("from", $1::date), least("to" - 1, $2::date), interval '1 day') as night
    group by 1, 2
  ), sales as materialized (
    -- Each booking's room revenue once, and its resort room-nights.
    select b.id, b.room_revenue as amount,
      (select sum(x."to" - x."from") from booking_rooms x join rooms y on y.id = x.room
        where x.booking = b.id and y.resort is not null) as nights
    from bookings b where b.id in (select booking from held)
  ), revenue as materialized (
    -- Each stay's nights per unit, not each night: a row per stay and month (or year). Worked out
    -- once: inlined, the look-up per unit and resort below ran it again for each (365 times by day,
    -- 13 s a statement, so the day's case did not end in ten minutes).
    select to_char(u, '${unit}') as unit, h.resort, h.currency,
      sum(s.amount * (least(h."to", $2::date + 1, (u + interval '1 ${step}')::date) - greatest(h."from", $1::date, u::date))
        / s.nights) as revenue
    from held h
    join sales s on s.id = h.booking
    cross join generate_series(date_trunc('${step}', greatest(h."from", $1::date)), least(h."to" - 1, $2::date), interval '1 ${step}') as u
    group by 1, 2, 3
  ), units as (
    select to_char(day, '${unit}') as unit, count(*)::int as nights
    from generate_series($1::date, $2::date, interval '1 day') as day group by 1
  ), resorts as (
    select resort, count(*)::int as rooms from rooms where is_active and resort is not null group by 1
  )
  select u.unit, x.resort, x.rooms * u.nights as available, coalesce(s.sold, 0) as sold,
    (select jsonb_object_agg(currency, round(revenue)) from revenue v where v.unit = u.unit and v.resort = x.resort) as revenue
  from units u cross join resorts x left join sold s on s.unit = u.unit and s.resort = x.resort`;
};

/** The cutoff of an as-of day: its end in the operator's timezone. */
const CUTOFF = (day: string) => `((${day}::date + 1)::timestamp at time zone coalesce(
  (select nullif(trim(both '"' from value), '') from settings where "group" = 'general' and key = 'timezone'),
  'Europe/Berlin'))`;

/**
 * The pace by hand: the sales arriving in a period as they stood at a cutoff (no versions in the
 * decade: a booking stands as it is from its creation), this year, last year on the same day, and
 * last year as it ended.
 */
const PACE = `
  with books as (
    select side, left(b."from"::text, 7) as month, b.currency, count(*)::int as bookings,
      sum((select coalesce(sum(x."to" - x."from"), 0) from booking_rooms x where x.booking = b.id))::int as room_nights,
      sum(b.total)::bigint as revenue
    from (values ('now', $1::date, $2::date, ${CUTOFF('$3')}), ('before', $4::date, $5::date, ${CUTOFF('$6')}),
        ('final', $4::date, $5::date, now())) as sides(side, first, last, cutoff)
    join bookings b on b."from" between sides.first and sides.last and b.created_at < sides.cutoff
      and b.state in ('planned', 'confirmed', 'resolved')
    group by 1, 2, 3
  )
  select * from books`;

type Row = Record<string, unknown>;
interface Case {
  name: string;
  target: number;
  route: string;
  sql: string;
  params: string[];
  /** The product's rows and the statement's in one comparable form: sorted lines. */
  product: (rows: Row[]) => string[];
  hand: (rows: Row[]) => string[];
  summary: (rows: Row[]) => string;
}

const line = (row: Row, keys: string[]) => keys.map((k) => String(row[k] ?? '')).join('|');
const sorted = (lines: string[]) => lines.sort();
const sum = (rows: Row[], key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
const FIGURE_KEYS = ['currency', 'bookings', 'guests', 'revenue'];
const figures = (rows: Row[]) =>
  `${rows.length} rows, ${sum(rows, 'bookings').toLocaleString('en')} bookings, ` +
  `${sum(rows, 'guests').toLocaleString('en')} guests`;

const decade = await decadeDatabase({ keep: wantsKeep() });
console.log(
  `${decade.reused ? 'reusing' : 'generated'} ${decade.url} (${decade.period.from} to ${decade.period.to}) ` +
    `in ${decade.seconds} s${decade.reused ? ' when made' : ''}`,
);
console.log(
  Object.entries(decade.counts)
    .filter(([table]) => /^(bookings|booking_rooms|customers|rooms)$/.test(table))
    .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
    .join(', '),
);
// The decade runs from its first day to the day before `to`; the last calendar year it holds whole.
const first = decade.period.from;
const last = addDays(decade.period.to, -1);
const year = String(Number(last.slice(0, 4)) - (last.endsWith('-12-31') ? 0 : 1));
const from = `${year}-01-01`;
const to = `${year}-12-31`;
console.log(`load average before: ${load1()} on ${os.cpus().length} cores; the year ${year}`);

const product = await startProduct(decade.url, PORT);
const db = new pg.Client({ connectionString: decade.url });
try {
  const auth = await signIn(PRODUCT);
  await db.connect();
  const stored = await db.query(`select count(*)::int as bookings,
      count(*) filter (where abs(b.room_revenue - ${NET_ROOM_REVENUE}) > 0.5)::int as differ
    from bookings b where b.calculation is not null`);
  console.log(
    `stored room revenue: ${stored.rows[0].differ} of ${stored.rows[0].bookings} bookings differ from their calculation`,
  );
  const statistics = (kind: string, query: string) =>
    `/api/bookings/statistics/${kind}?${query}&from=${from}&to=${to}`;
  const top = (
    kind: string,
    key: string,
    basis: 'stay' | 'booking',
    keySql: string,
    fromSql: string,
    extra = '',
  ): Case => ({
    name: `${kind}${basis === 'booking' ? ' (basis booking)' : ''}`,
    target: 300,
    route: statistics(kind, `basis=${basis}`),
    sql: topList(keySql, fromSql, `${sales(basis === 'booking' ? 'booking_date' : '"from"')}${extra}`),
    params: [from, to],
    product: (rows) => sorted(rows.map((r) => line(r, [key, ...FIGURE_KEYS]))),
    hand: (rows) => sorted(rows.map((r) => line(r, ['key', ...FIGURE_KEYS]))),
    summary: figures,
  });
  const country = (basis: 'stay' | 'booking') =>
    top('topCountries', 'country', basis, COUNTRY, 'bookings b left join customers c on c.id = b.lead');
  const perMonth = (basis: 'stay' | 'booking', groupBy: 'day' | 'week' | 'month' = 'month'): Case => {
    const day = basis === 'booking' ? 'booking_date' : '"from"';
    const keys = ['period', ...FIGURE_KEYS, 'paid'];
    const pattern = TIME_UNIT_FORMATS[groupBy];
    const by = { day: ' by day', week: ' by ISO week', month: '' }[groupBy];
    return {
      name: `incomeByMonth${basis === 'booking' ? ' (basis booking)' : ''}${by}`,
      target: 300,
      route: statistics('incomeByMonth', `basis=${basis}${groupBy === 'month' ? '' : `&groupBy=${groupBy}`}`),
      sql: `select to_char(b.${day}, '${pattern}') as period, b.currency, ${FIGURES},
        coalesce(sum(b.paid), 0)::bigint as paid from bookings b where ${sales(day)} group by 1, 2 order by 1, 2`,
      params: [from, to],
      // The product fills units without sales with zeros; the statement has no row for them.
      product: (rows) => sorted(rows.filter((r) => Number(r.bookings) > 0).map((r) => line(r, keys))),
      hand: (rows) => sorted(rows.map((r) => line(r, keys))),
      summary: figures,
    };
  };
  const occupancy = (
    name: string,
    target: number,
    start: string,
    end: string,
    perYear = false,
    groupBy: 'day' | 'week' | 'month' = 'month',
  ): Case => {
    const unit = perYear ? 'year' : 'period';
    const keys = ['resort', 'available', 'sold'];
    return {
      name,
      target,
      route: `/api/bookings/statistics/${perYear ? 'occupancyPerYear?' : `utilization?groupBy=${groupBy}&`}from=${start}&to=${end}`,
      sql: occupancySql(perYear ? 'year' : groupBy),
      params: [start, end],
      product: (rows) => sorted(rows.map((r) => `${r[unit]}|${line(r, keys)}`)),
      hand: (rows) => sorted(rows.map((r) => `${r.unit}|${line(r, keys)}`)),
      summary: (rows) =>
        `${rows.length} rows, ${sum(rows, 'sold').toLocaleString('en')} of ` +
        `${sum(rows, 'available').toLocaleString('en')} room-nights sold`,
    };
  };
  const repeaterKeys = ['kind', ...FIGURE_KEYS];
  const cases: Case[] = [
    country('stay'),
    country('booking'),
    top('topAgencies', 'agency', 'stay', 'a.id', 'bookings b join agencies a on a.id = b.agency'),
    top(
      'topCustomers',
      'customer',
      'stay',
      'b.lead',
      'bookings b left join customers c on c.id = b.lead',
      ' and b.lead is not null',
    ),
    top('topUsers', 'user', 'stay', "coalesce(b.created_by::text, '')", 'bookings b'),
    top(
      'topSalesAgents',
      'agent',
      'stay',
      'a.id',
      "bookings b join agencies a on a.id = b.agency and a.type = 'employee'",
    ),
    {
      name: 'topBookings',
      target: 300,
      route: statistics('topBookings', 'basis=stay'),
      // The ten largest sales of each currency, ties by booking number.
      sql: `select * from (select b.id as booking, b.currency,
          case when b.state = 'aborted' then 0 else b.no_of_pax end as guests, b.total as revenue,
          row_number() over (partition by b.currency order by b.total desc, b.booking_no) as rank
        from bookings b where ${sales('"from"')}) ranked where rank <= 10`,
      params: [from, to],
      product: (rows) => sorted(rows.map((r) => line(r, ['booking', 'currency', 'guests', 'revenue']))),
      hand: (rows) => sorted(rows.map((r) => line(r, ['booking', 'currency', 'guests', 'revenue']))),
      summary: (rows) => `${rows.length} rows`,
    },
    {
      name: 'topRooms',
      target: 300,
      route: statistics('topRooms', 'basis=stay'),
      // Each booking's total split between its rooms by guest-nights, the rooms ranked as topGroups.
      sql: `select key, currency, bookings, guests, revenue from (
          select g.*, dense_rank() over (order by key_bookings desc, key_guests desc, key::text collate "C") as rank
          from (select *, sum(bookings) over (partition by key) as key_bookings,
              sum(guests) over (partition by key) as key_guests
            from (select l.room as key, l.currency, count(distinct l.id)::int as bookings,
                coalesce(sum(l.places), 0)::int as guests, coalesce(sum(l.share), 0)::bigint as revenue
              from (select br.room, b.id, b.currency,
                  case when b.state = 'aborted' then 0 else br.places end as places,
                  round(b.total::numeric * greatest(br.places, 1) * greatest(br."to" - br."from", 1)
                    / sum(greatest(br.places, 1) * greatest(br."to" - br."from", 1)) over (partition by b.id)) as share
                from booking_rooms br join bookings b on b.id = br.booking where ${sales('"from"')}) l
              group by 1, 2) groups) g) ranked where rank <= 10`,
      params: [from, to],
      product: (rows) => sorted(rows.map((r) => line(r, ['room', ...FIGURE_KEYS]))),
      hand: (rows) => sorted(rows.map((r) => line(r, ['key', ...FIGURE_KEYS]))),
      summary: figures,
    },
    {
      name: 'topSupplements',
      target: 300,
      route: statistics('topSupplements', 'basis=stay'),
      // The counted add-on lines of the sales (not a cancelled booking's), ranked by lines, then bookings.
      sql: `select key, currency, sales, quantity, revenue from (
          select g.*, dense_rank() over (order by key_quantity desc, key_sales desc, key collate "C") as rank
          from (select *, sum(quantity) over (partition by key) as key_quantity,
              sum(sales) over (partition by key) as key_sales
            from (select e->>'text' as key, e->'amount'->>'currency' as currency,
                count(distinct b.id)::int as sales, count(*)::int as quantity,
                sum((e->'amount'->>'amount')::bigint)::bigint as revenue
              from bookings b cross join lateral jsonb_array_elements(coalesce(b.calculation->'entries', '[]'::jsonb)) e
              where ${sales('"from"')} and b.state <> 'aborted' and e->'reason'->>'source' = 'supplement'
                and e->>'customerType' in ('Direct', 'OnSite', 'ForFree')
              group by 1, 2) groups) g) ranked where rank <= 10`,
      params: [from, to],
      product: (rows) =>
        sorted(rows.map((r) => line(r, ['supplement', 'currency', 'sales', 'quantity', 'revenue']))),
      hand: (rows) => sorted(rows.map((r) => line(r, ['key', 'currency', 'sales', 'quantity', 'revenue']))),
      summary: (rows) => `${rows.length} rows, ${sum(rows, 'quantity').toLocaleString('en')} lines`,
    },
    perMonth('stay'),
    perMonth('booking'),
    perMonth('stay', 'week'),
    perMonth('booking', 'week'),
    perMonth('stay', 'day'),
    perMonth('booking', 'day'),
    {
      name: 'statsByRepeater',
      target: 300,
      route: statistics('statsByRepeater', 'basis=stay'),
      // A sale is a repeat when its lead arrived with an earlier sale (reserved, confirmed, done).
      sql: `select case when exists (select 1 from bookings e where e.lead = b.lead
          and e.state in ('planned', 'confirmed', 'resolved') and e."from" < b."from") then 'repeat' else 'first' end as kind,
        b.currency, ${FIGURES}
        from bookings b where ${sales('"from"')} group by 1, 2`,
      params: [from, to],
      product: (rows) => sorted(rows.map((r) => line(r, repeaterKeys))),
      hand: (rows) => sorted(rows.map((r) => line(r, repeaterKeys))),
      summary: figures,
    },
    occupancy(`utilization ${year}`, 300, from, to),
    occupancy(`utilization ${year} by week`, 300, from, to, false, 'week'),
    occupancy(`utilization ${year} by day`, 300, from, to, false, 'day'),
    occupancy(`utilization ${first} to ${last} (ten years)`, 1000, first, last),
    occupancy(`occupancyPerYear ${first} to ${last}`, 1000, first, last, true),
    {
      name: `pace ${year}-07 to ${year}-12 as of ${year}-06-30`,
      target: 300,
      route: `/api/bookings/statistics/pace?from=${year}-07-01&to=${year}-12-31&asOf=${year}-06-30`,
      sql: PACE,
      params: [
        `${year}-07-01`,
        `${year}-12-31`,
        `${year}-06-30`,
        `${+year - 1}-07-01`,
        `${+year - 1}-12-31`,
        `${+year - 1}-06-30`,
      ],
      // Bookings and room-nights per month on each side (revenue is converted by the product).
      product: (rows) =>
        sorted(
          rows.flatMap((r) => [
            `now|${r.month}|${r.bookings}|${r.roomNights}`,
            `before|${r.month}|${r.lastYearBookings}|${r.lastYearRoomNights}`,
            `final|${r.month}|${r.lastYearFinalRoomNights}`,
          ]),
        ),
      hand: (rows) => {
        const sums = new Map<string, { bookings: number; nights: number }>();
        for (const r of rows) {
          const month =
            r.side === 'now'
              ? String(r.month)
              : `${+String(r.month).slice(0, 4) + 1}${String(r.month).slice(4)}`;
          const key = `${r.side}|${month}`;
          const sum = sums.get(key) ?? { bookings: 0, nights: 0 };
          sum.bookings += Number(r.bookings);
          sum.nights += Number(r.room_nights);
          sums.set(key, sum);
        }
        const lines: string[] = [];
        for (let m = 7; m <= 12; m++) {
          const month = `${year}-${String(m).padStart(2, '0')}`;
          const at = (side: string) => sums.get(`${side}|${month}`) ?? { bookings: 0, nights: 0 };
          lines.push(`now|${month}|${at('now').bookings}|${at('now').nights}`);
          lines.push(`before|${month}|${at('before').bookings}|${at('before').nights}`);
          lines.push(`final|${month}|${at('final').nights}`);
        }
        return sorted(lines);
      },
      summary: (rows) =>
        `${sum(rows, 'roomNights').toLocaleString('en')} room-nights on the books against ` +
        `${sum(rows, 'lastYearRoomNights').toLocaleString('en')} a year earlier`,
    },
    {
      name: `byItinerary ${year} beside ${+year - 1}`,
      target: 300,
      route: statistics('byItinerary', 'basis=stay'),
      // Each trip's berths (active cabins' beds), its sales' guests and room revenue, per tour and vessel.
      sql: `select side, s.tour, s.vessel, count(*)::int as trips, sum(berths.n * (s."to" - s."from"))::int as berth_nights,
          sum(coalesce(sold.pax, 0) * (s."to" - s."from"))::int as sold_nights,
          jsonb_agg(sold.revenue) filter (where sold.revenue is not null) as revenue
        from (values ('now', $1::date, $2::date), ('before', $3::date, $4::date)) as sides(side, first, last)
        join schedules s on s."from" between sides.first and sides.last
        cross join lateral (select coalesce(sum(r.available_beds), 0) as n from rooms r where r.vessel = s.vessel and r.is_active) berths
        left join lateral (select sum(b.no_of_pax) as pax, jsonb_object_agg(b.id, b.room_revenue) as revenue
          from bookings b where b.schedule = s.id and b.state in ('planned', 'confirmed', 'resolved')) sold on true
        group by 1, 2, 3`,
      params: [from, to, `${+year - 1}-01-01`, `${+year - 1}-12-31`],
      product: (rows) =>
        sorted(
          rows
            .filter((r) => Number(r.trips) > 0)
            .map(
              (r) =>
                `${r.tour}|${r.vessel}|${r.trips}|${r.berthNights}|${r.soldBerthNights}|${r.lastYearTrips}`,
            ),
        ),
      hand: (rows) => {
        const key = (r: Row) => `${r.tour}|${r.vessel}`;
        const before = new Map(rows.filter((r) => r.side === 'before').map((r) => [key(r), Number(r.trips)]));
        return sorted(
          rows
            .filter((r) => r.side === 'now')
            .map((r) => `${key(r)}|${r.trips}|${r.berth_nights}|${r.sold_nights}|${before.get(key(r)) ?? 0}`),
        );
      },
      summary: (rows) => `${rows.length} itineraries, ${sum(rows, 'trips')} trips`,
    },
  ];

  const results: {
    name: string;
    target: number;
    product: { p50: number; p95: number };
    sql: { p50: number; p95: number };
    same: boolean;
    summary: string;
  }[] = [];
  // BENCH_ONLY=pace,byItinerary runs only the cases whose names contain one of these.
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const chosen = cases.filter((c) => !only || only.some((part) => c.name.includes(part)));
  for (const c of chosen) {
    const url = PRODUCT + c.route;
    const answer = await fetch(url, { headers: auth });
    if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
    const productRows = ((await answer.json()) as { rows: Row[] }).rows;
    const handRows = (await db.query(c.sql, c.params)).rows as Row[];
    const mine = c.product(productRows);
    const theirs = c.hand(handRows);
    const same = mine.length === theirs.length && mine.every((l, i) => l === theirs[i]);
    if (!same) {
      console.log(`${c.name}: the product's figures differ from the statement's`);
      console.log(`  product:   ${mine.slice(0, 12).join('  ')}`);
      console.log(`  statement: ${theirs.slice(0, 12).join('  ')}`);
    }
    const productTime = await timed(() => fetch(url, { headers: auth }).then((res) => res.arrayBuffer()));
    const sqlTime = await timed(() => db.query(c.sql, c.params));
    const result = {
      name: c.name,
      target: c.target,
      product: productTime,
      sql: sqlTime,
      same,
      summary: c.summary(productRows),
    };
    results.push(result);
    console.log(
      `${c.name}: product p50 ${productTime.p50.toFixed(1)} ms, p95 ${productTime.p95.toFixed(1)} ms; ` +
        `SQL p50 ${sqlTime.p50.toFixed(1)} ms; ratio ${(productTime.p50 / sqlTime.p50).toFixed(2)}; ` +
        `${same ? 'same figures' : 'FIGURES DIFFER'} (${result.summary})`,
    );
  }
  // What any answer costs beside its statement: the same route over a day without bookings, and a
  // round trip of `pg` — the floor under the ratio of the kinds that take a few milliseconds.
  const empty = `${PRODUCT}/api/bookings/statistics/topAgencies?from=2000-01-01&to=2000-01-01`;
  const floor = await timed(() => fetch(empty, { headers: auth }).then((res) => res.arrayBuffer()));
  const roundTrip = await timed(() => db.query('select 1'));
  console.log(
    `a route without rows (topAgencies of a day without bookings): p50 ${floor.p50.toFixed(1)} ms; ` +
      `select 1 through pg: p50 ${roundTrip.p50.toFixed(1)} ms`,
  );
  console.log(`\nload average after: ${load1()}\n`);
  console.log('| kind | product p50 | product p95 | SQL p50 | ratio | target | figures |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const ratio = r.product.p50 / r.sql.p50;
    const met = r.product.p50 < r.target && ratio <= RATIO;
    console.log(
      `| ${r.name} | ${r.product.p50.toFixed(1)} ms | ${r.product.p95.toFixed(1)} ms | ${r.sql.p50.toFixed(1)} ms | ` +
        `${ratio.toFixed(2)}× | < ${r.target} ms, ≤ ${RATIO}×: ${met ? 'met' : '**missed**'} | ` +
        `${r.same ? 'same' : '**differ**'}: ${r.summary} |`,
    );
  }

  // Where the statements spend their time.
  for (const c of chosen) {
    const explained = await db.query(
      `explain (analyze, costs off, timing off, summary on) ${c.sql}`,
      c.params,
    );
    const lines = explained.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    const scans = lines
      .filter((l) => /Scan|Aggregate|Sort|Join|Nested/.test(l))
      .map((l) => l.trim().replace(/\s+\(.*$/, ''));
    console.log(`${c.name}: ${scans.join('; ')}; ${lines.find((l) => l.startsWith('Execution Time'))}`);
  }
} finally {
  await db.end().catch(() => {});
  await stopProduct(product);
}
