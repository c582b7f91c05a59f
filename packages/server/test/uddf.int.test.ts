import { UDDF_NAMESPACE } from '@seaberth/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A guest's logbook as UDDF 3.2 (issue 34): parsed back, it is in UDDF's namespace, in SI units
 * (metres, seconds, cubic metres, O2 as a fraction), has the elements a logbook needs (generator,
 * the diver with their certification, the operator as dive base, the sites, a dive per logged dive)
 * and no empty element; it opens by a mail's link without login, never with a wrong token.
 */
let ctx: TestContext;
let admin: string;
let customer: string;
let site: string;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
/** Without login. */
const open = (url: string) => ctx.request({ method: 'GET', url });

async function create(path: string, payload: Record<string, unknown>) {
  const res = await call('POST', `/api/${path}`, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json() as { id: string };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: true });
type Tree = Record<string, unknown>;
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const company = await call('POST', '/api/company', {
    name: 'Komodo Divers Ltd',
    address: { street: 'Jalan Soekarno Hatta 1', zip: '86554', city: 'Labuan Bajo', country: 'ID' },
    email: 'dive@komodo.test',
  });
  expect(company.statusCode, company.body).toBe(200);
  const type = await create('divetype', { name: 'Boat dive', kind: 'boat' });
  site = (
    await create('divesite', {
      name: 'Castle Rock',
      area: 'North Komodo',
      position: { lat: -8.406, lng: 119.562 },
      depthMax: 40,
    })
  ).id;
  const other = await create('divesite', { name: 'Never dived', area: 'Nowhere' });
  expect(other.id).not.toBe(site);
  customer = (
    await create('customer', {
      masterData: { firstName: 'Anna', lastName: 'Berg' },
      contact: { email: 'anna@berg.test' },
      address: {},
      passport: {},
      diver: { certificationAgency: 'PADI', certificationLevel: 'Advanced Open Water' },
    })
  ).id;
  const logged = await call('POST', '/api/divelog', {
    entries: [
      {
        date: '2031-03-02',
        start: '08:30',
        end: '09:25',
        type: type.id,
        customer,
        depth: 24.6,
        diveSite: site,
        tankSize: 12,
        comment: 'Two mantas at the cleaning station',
      },
      {
        date: '2031-03-02',
        start: '11:30',
        end: '12:20',
        type: type.id,
        customer,
        depth: 18,
        diveSite: site,
        tankSize: 11.1,
        airMix: 32,
      },
      // A dive with nothing but the required: no depth, end, site, tank or comment written empty.
      { date: '2031-03-03', start: '08:00', type: type.id, customer },
    ],
  });
  expect(logged.statusCode, logged.body).toBe(201);
}, 60_000);
afterAll(() => ctx?.close());

describe('UDDF logbook', () => {
  it('is a UDDF 3.2 file in SI units with the diver, the dive base, the sites and every dive', async () => {
    const res = await call('GET', `/api/divelog/uddf/${customer}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain('anna-berg-logbook.uddf');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const uddf = (parser.parse(res.body) as Tree).uddf as Tree;
    expect(uddf['@_xmlns']).toBe(UDDF_NAMESPACE);
    expect(uddf['@_xmlns']).toBe('http://www.streit.cc/uddf/3.2/');
    expect(String(uddf['@_version'])).toMatch(/^3\.2/);
    expect(uddf.generator).toMatchObject({ name: 'Seaberth', type: 'logbook' });

    const owner = (uddf.diver as Tree).owner as Tree;
    expect(owner.personal).toEqual({ firstname: 'Anna', lastname: 'Berg' });
    expect((owner.education as Tree).certification).toEqual({
      level: 'Advanced Open Water',
      organization: 'PADI',
    });

    const divesite = uddf.divesite as Tree;
    const base = divesite.divebase as Tree;
    expect(base.name).toBe('Komodo Divers Ltd');
    expect(base.address).toMatchObject({ city: 'Labuan Bajo', country: 'ID' });
    // Only the sites dived, with their position.
    const sites = list(divesite.site as Tree[]);
    expect(sites.map((s) => s.name)).toEqual(['Castle Rock']);
    expect(sites[0]!.geography).toEqual({ location: 'North Komodo', latitude: -8.406, longitude: 119.562 });

    const mixes = list(((uddf.gasdefinitions as Tree).mix as Tree[]) ?? []);
    expect(mixes.map((m) => [m['@_id'], m.o2, m.n2])).toEqual([
      ['mix-air', 0.21, 0.79],
      ['mix-ean32', 0.32, 0.68],
    ]);

    const groups = list((uddf.profiledata as Tree).repetitiongroup as Tree[]);
    expect(groups).toHaveLength(2);
    const dives = groups.flatMap((g) => list(g.dive as Tree[]));
    expect(dives).toHaveLength(3);
    const [first, second, third] = dives as Tree[];
    const before = first!.informationbeforedive as Tree;
    expect(before.datetime).toBe('2031-03-02T08:30:00');
    expect(before.divenumber).toBe(1);
    expect(list(before.link as Tree[]).map((l) => l['@_ref'])).toEqual([`site-${site}`, 'divebase']);
    // Metres, seconds, cubic metres.
    expect(first!.informationafterdive).toEqual({
      greatestdepth: 24.6,
      diveduration: 55 * 60,
      notes: { para: 'Two mantas at the cleaning station' },
    });
    expect(first!.tankdata).toEqual({ link: { '@_ref': 'mix-air' }, tankvolume: 0.012 });
    expect((second!.tankdata as Tree).tankvolume).toBe(0.0111);
    expect(((second!.tankdata as Tree).link as Tree)['@_ref']).toBe('mix-ean32');
    expect((second!.informationbeforedive as Tree).divenumberofday).toBe(2);
    // Nothing known after the third dive: no informationafterdive at all rather than an empty one.
    expect(third!.informationafterdive).toBeUndefined();
    expect(third!.tankdata).toEqual({ link: { '@_ref': 'mix-air' } });
  });

  it('writes no empty element', async () => {
    const { body } = await call('GET', `/api/divelog/uddf/${customer}`);
    // Only a link (a reference by attribute) closes itself; any other element carries a value.
    expect(body.match(/<(?!link\b)[a-z]+(\s[^>]*)?\/>/)).toBeNull();
    expect(body).toMatch(/<link ref="divebase"\/>/);
    expect(body).not.toMatch(/<([a-z]+)(\s[^>]*)?>\s*<\/\1>/);
  });

  it('opens by the mail link without login, and a wrong token or another customer finds nothing', async () => {
    const token = ctx.services.documentLinks.sign(`uddf/${customer}`);
    const opened = await open(`/api/p/uddf/${customer}.${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body).toContain(UDDF_NAMESPACE);
    const wrong = await open(`/api/p/uddf/${customer}.${'x'.repeat(token.length)}`);
    expect(wrong.statusCode).toBe(404);
    const otherCustomer = '00000000-0000-4000-8000-000000000000';
    expect((await open(`/api/p/uddf/${otherCustomer}.${token}`)).statusCode).toBe(404);
    // The logbook behind login asks for divelog.read.
    expect((await open(`/api/divelog/uddf/${customer}`)).statusCode).toBe(401);
  });
});
