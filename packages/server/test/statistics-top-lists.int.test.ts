import type {
  ReportAnswer,
  statsByAgeReport,
  statsByRepeaterReport,
  topAgenciesReport,
  topCountriesReport,
  topCustomersReport,
  tripLoadReport,
} from '@seaberth/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser } from './booking-fixtures.ts';
import { MARCH, type StatisticsWorld, statisticsCalls, statisticsWorld } from './statistics-world.ts';
import type { TestContext } from './test-app.ts';

/**
 * The first statistics kinds (SPEC §7 `GET /api/bookings/statistics/{kind}`), registered through
 * `registerReport`: who brings the sales, per lead guest's country and per agency, as JSON, CSV and
 * XLSX, on a small data set whose figures are worked out by hand (statistics-world.ts). The kinds
 * over time are in statistics-over-time.int.test.ts.
 */
let world: StatisticsWorld;
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let today: string;
let agency: Record<string, string>;
let total: Record<string, number>;

type Countries = ReportAnswer<typeof topCountriesReport>;
type Agencies = ReportAnswer<typeof topAgenciesReport>;

const { request, post, report } = statisticsCalls(() => world);

beforeAll(async () => {
  world = await statisticsWorld();
  ({ ctx, admin, ids, today, agency, total } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

describe('GET /api/bookings/statistics/topCountries', () => {
  it('counts the sales arriving in the period per lead guest’s country, most bookings first', async () => {
    expect(total).toMatchObject({ deTrip: 300_000, atTrip: 150_000, gbStay: 30_000, deFee: 2_000 });
    const march = await report<Countries>('topCountries', MARCH);
    expect(march).toMatchObject({ from: '2027-03-01', to: '2027-03-31', basis: 'stay' });
    expect(march.definition).toContain('Counted by stay date: bookings arriving in the period.');
    expect(march.rows).toEqual([
      {
        rank: 1,
        country: 'DE',
        countryName: 'Germany',
        currency: 'EUR',
        bookings: 2,
        guests: 2,
        revenue: 302_000,
      },
      {
        rank: 2,
        country: 'GB',
        countryName: 'United Kingdom',
        currency: 'EUR',
        bookings: 1,
        guests: 2,
        revenue: 30_000,
      },
      {
        rank: 3,
        country: 'AT',
        countryName: 'Austria',
        currency: 'EUR',
        bookings: 1,
        guests: 1,
        revenue: 150_000,
      },
    ]);
    const top2 = await report<Countries>('topCountries', `${MARCH}&amount=2`);
    expect(top2.rows.map((r) => r.country)).toEqual(['DE', 'GB']);
  });

  it('counts by booking date when asked: everything booked today, April’s stay too, ties by guests', async () => {
    const booked = await report<Countries>('topCountries', `from=${today}&to=${today}&basis=booking`);
    expect(booked.basis).toBe('booking');
    expect(booked.definition).toContain('Counted by booking date');
    expect(booked.rows.map((r) => [r.country, r.bookings])).toEqual([
      ['DE', 2],
      ['GB', 1],
      ['AT', 1],
      ['CH', 1],
    ]);
    const marchBooked = await report<Countries>('topCountries', `${MARCH}&basis=booking`);
    expect(marchBooked.rows).toEqual([]);
  });

  it('filters by resort or vessel, state and source', async () => {
    const manta = await report<Countries>('topCountries', `${MARCH}&assets=${ids.manta}`);
    expect(manta.rows.map((r) => [r.country, r.bookings])).toEqual([
      ['DE', 1],
      ['AT', 1],
    ]);
    const confirmed = await report<Countries>('topCountries', `${MARCH}&states=confirmed`);
    // A tie in bookings and guests is ordered by the code, so the list never shuffles.
    expect(confirmed.rows.map((r) => [r.country, r.bookings, r.guests])).toEqual([
      ['DE', 1, 2],
      ['GB', 1, 2],
    ]);
    expect((await report<Countries>('topCountries', `${MARCH}&sources=online`)).rows).toEqual([]);
  });

  it('counts for a user limited to the vessel only the vessel’s bookings', async () => {
    const vesselOnly = await newUser(ctx, admin, 'manta.stats@test.local', ['bookings.read'], {
      vessels: [ids.manta],
    });
    const march = await report<Countries>('topCountries', MARCH, vesselOnly);
    expect(march.rows.map((r) => r.country)).toEqual(['DE', 'AT']);
    expect(march.rows[0]?.bookings).toBe(1);
  });

  it('refuses a bad period in the error shape of SPEC §8, and a user without bookings.read', async () => {
    const bad = await request(`/api/bookings/statistics/topCountries?from=2027-03-31&to=2027-03-01&amount=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'Bad Request',
      statusCode: 400,
      description: 'VALIDATION_ERROR',
      method: 'GET',
      path: expect.stringContaining('/api/bookings/statistics/topCountries'),
      timestamp: expect.any(String),
    });
    expect(
      bad
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['querystring.amount', 'querystring.to']);
    expect((await request(`/api/bookings/statistics/topCountries?${MARCH}&export=pdf`)).statusCode).toBe(400);
    const customersOnly = await newUser(ctx, admin, 'no.stats@test.local', ['customers.read']);
    const refused = await request(`/api/bookings/statistics/topAgencies?${MARCH}`, customersOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, description: 'FORBIDDEN_RESSOURCE' });
    expect(
      (await ctx.request({ method: 'GET', url: '/api/bookings/statistics/topAgencies' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/bookings/statistics/topAgencies', () => {
  it('counts the sales through each agency and leaves direct bookings out', async () => {
    const march = await report<Agencies>('topAgencies', MARCH);
    expect(march.rows).toEqual([
      {
        rank: 1,
        agency: agency['Reef Travel'],
        agencyName: 'Reef Travel',
        currency: 'EUR',
        bookings: 2,
        guests: 3,
        revenue: 450_000,
      },
      {
        rank: 2,
        agency: agency['Nord Tauchreisen'],
        agencyName: 'Nord Tauchreisen',
        currency: 'EUR',
        bookings: 1,
        guests: 0,
        revenue: 2_000,
      },
    ]);
  });

  it('refuses an agent: an agency’s user reads no operator’s figures', async () => {
    const asAgent = { userType: 'agency', agency: agency['Nord Tauchreisen'] };
    const agent = await newUser(ctx, admin, 'agent@nord.test', ['agencies.self', 'bookings.create'], asAgent);
    for (const kind of ['topAgencies', 'utilization', 'pace', 'byVesselYear'])
      expect((await request(`/api/bookings/statistics/${kind}?${MARCH}`, agent)).statusCode).toBe(403);
    expect((await request(`/api/bookings/report/finance?${MARCH}`, agent)).statusCode).toBe(403);
  });
});

describe('GET /api/bookings/statistics/topCustomers', () => {
  it('ranks the lead guests by bookings, each with their figures', async () => {
    const march = await report<ReportAnswer<typeof topCustomersReport>>('topCustomers', MARCH);
    // Every March sale has its own lead: four entries of one booking each, ties by guests, then by id.
    expect(march.rows).toHaveLength(4);
    expect(march.rows.map((r) => [r.bookings, r.guests])).toEqual([
      [1, 2],
      [1, 2],
      [1, 1],
      [1, 0],
    ]);
    expect(march.rows.map((r) => r.revenue).sort((a, b) => a - b)).toEqual([2_000, 30_000, 150_000, 300_000]);
    expect(march.rows.every((r) => r.customerName && r.customer)).toBe(true);
    expect(march.definition).toContain('Sales per lead guest');
  });
});

describe('GET /api/bookings/statistics/byVesselYear', () => {
  type Trips = ReportAnswer<typeof tripLoadReport>;
  it('lists each departure with berths (active cabins’ beds), berths sold and the load factor', async () => {
    const march = await report<Trips>('byVesselYear', `${MARCH}&assets=${ids.manta}`);
    // MV Manta: Cabins 1–4 and the Suite of 2 beds, the shared cabin of 4 (the retired one not): 14.
    expect(
      march.rows.map((r) => [r.start, r.tourName, r.nights, r.bookings, r.sold, r.berths, r.loadFactor]),
    ).toEqual([
      ['2027-03-06', 'Northern reefs', 7, 1, 2, 14, 0.1429],
      ['2027-03-13', 'Northern reefs', 7, 1, 1, 14, 0.0714],
      ['2027-03-20', 'Northern reefs', 7, 0, 0, 14, 0],
      // The free cancellation holds no place.
      ['2027-03-27', 'Northern reefs', 7, 0, 0, 14, 0],
    ]);
    expect(march.rows[0]).toMatchObject({ vesselName: 'MV Manta', berthNights: 98, soldBerthNights: 14 });
    const both = await report<Trips>('byVesselYear', MARCH);
    expect(both.rows.map((r) => r.vesselName)).toContain('MV Dugong');
  });

  it('shows a user limited to the resort no departures', async () => {
    const desk = await newUser(ctx, admin, 'desk-trips@test.local', ['bookings.read'], {
      resorts: [ids.resort],
    });
    expect((await report<Trips>('byVesselYear', MARCH, desk)).rows).toEqual([]);
  });
});

describe('GET /api/bookings/statistics/statsByAge', () => {
  type Ages = ReportAnswer<typeof statsByAgeReport>;
  it('groups the guests by their age on arrival: the permanent age first, else the birthday', async () => {
    const guests = [];
    // On 2027-05-10: 10 years old; 36 (the birthday later in May); 65 by the permanent age; unknown.
    for (const master of [
      { birthday: '2017-05-01' },
      { birthday: '1990-05-20' },
      { birthday: '1950-01-01', permanentAge: 65 },
      {},
    ])
      guests.push((await newCustomer(ctx, admin, master)).id);
    await post('/api/bookings', {
      resort: ids.resort,
      dates: { from: '2027-05-10', to: '2027-05-12' },
      rooms: [{ room: ids.Dorm, guests }],
      state: 'confirmed',
    });
    const may = await report<Ages>('statsByAge', 'from=2027-05-01&to=2027-05-31');
    expect(may.rows).toEqual([
      { group: '0-11', label: '0–11', guests: 1, bookings: 1, share: 0.25 },
      { group: '30-44', label: '30–44', guests: 1, bookings: 1, share: 0.25 },
      { group: '60+', label: '60+', guests: 1, bookings: 1, share: 0.25 },
      { group: 'unknown', label: 'unknown', guests: 1, bookings: 1, share: 0.25 },
    ]);
  });
});

describe('GET /api/bookings/statistics/statsByRepeater', () => {
  type Repeaters = ReportAnswer<typeof statsByRepeaterReport>;
  it('tells a returning guest (an earlier sale of the same lead) from a first stay', async () => {
    const all = (await request('/api/bookings?size=100')).json().data as {
      id: string;
      total: number;
      from: string;
      lead: string;
    }[];
    const gb = all.find((b) => b.total === total.gbStay && b.from === '2027-03-07')!;
    // The British lead comes back in April; the Swiss guest of April is new.
    const back = await post('/api/bookings', {
      resort: ids.resort,
      dates: { from: '2027-04-10', to: '2027-04-12' },
      rooms: [{ room: ids.R2, guests: [gb.lead] }],
      state: 'confirmed',
    });
    const april = await report<Repeaters>('statsByRepeater', 'from=2027-04-01&to=2027-04-30');
    expect(april.rows).toEqual([
      { kind: 'first', label: 'First stay', currency: 'EUR', bookings: 1, guests: 1, revenue: total.april! },
      { kind: 'repeat', label: 'Returning', currency: 'EUR', bookings: 1, guests: 1, revenue: back.total },
    ]);
    const march = await report<Repeaters>('statsByRepeater', MARCH);
    expect(march.rows.map((r) => [r.kind, r.bookings])).toEqual([['first', 4]]);
    const german = await ctx.request({
      method: 'GET',
      url: '/api/bookings/statistics/statsByRepeater?from=2027-04-01&to=2027-04-30',
      token: admin,
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().rows.map((r: { label: string }) => r.label)).toEqual([
      'Erster Aufenthalt',
      'Wiederkehrend',
    ]);
  });
});

describe('exports', () => {
  it('writes CSV for German Excel in German: BOM, semicolons, decimal comma, a file name', async () => {
    const res = await request(`/api/bookings/statistics/topCountries?${MARCH}&export=csv`, admin, {
      'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'filename="top-countries-2027-03-01-2027-03-31.csv"',
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Rang;Land;Buchungen;Gäste;Umsatz;Währung',
      '1;Deutschland;2;2;3020,00;EUR',
      '2;Vereinigtes Königreich;1;2;300,00;EUR',
      '3;Österreich;1;1;1500,00;EUR',
      '',
    ]);
  });

  it('writes a decimal point for a user whose saved language is English, whatever the browser says', async () => {
    const english = await newUser(ctx, admin, 'english.stats@test.local', ['bookings.read'], {
      settings: { language: 'en' },
    });
    const res = await request(`/api/bookings/statistics/topAgencies?${MARCH}&export=csv`, english, {
      'accept-language': 'de',
    });
    expect(res.body.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'Rank;Agency;Bookings;Guests;Revenue;Currency',
      '1;Reef Travel;2;3;4500.00;EUR',
    ]);
  });

  it('writes an XLSX workbook that reads back with numbers as numbers and the header bold and frozen', async () => {
    const res = await request(`/api/bookings/statistics/topCountries?${MARCH}&export=xlsx`, admin, {
      'accept-language': 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('top-countries-2027-03-01-2027-03-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [sheet, about] = workbook.worksheets;
    expect(sheet?.name).toBe('Top-Länder');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Rang',
      'Land',
      'Buchungen',
      'Gäste',
      'Umsatz',
      'Währung',
    ]);
    expect(sheet?.getCell('A1').font?.bold).toBe(true);
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, 'Deutschland', 2, 2, 3020, 'EUR']);
    expect(sheet?.getCell('E2').numFmt).toBe('#,##0.00');
    expect(sheet?.rowCount).toBe(4);
    expect(about?.getCell('B2').value).toBe('2027-03-01 – 2027-03-31');
    expect(String(about?.getCell('B4').value)).toContain('Nach Aufenthaltsdatum');
  });
});
