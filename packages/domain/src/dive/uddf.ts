import { AIR_OXYGEN, diveMinutes } from './dive-log.ts';

/**
 * A guest's logbook as UDDF 3.2 (Universal Dive Data Format, www.streit.cc/uddf): the element tree
 * as plain objects (attributes prefixed `@_`, repeated elements as arrays), which the server writes
 * with its XML builder. SI units throughout: depths in metres, durations in seconds, temperatures
 * in kelvin, tank volumes in cubic metres, gas shares as fractions. Nothing is written empty: an
 * element without a value is left out, and so is a parent left without children.
 */
export const UDDF_NAMESPACE = 'http://www.streit.cc/uddf/3.2/';
export const UDDF_VERSION = '3.2.1';

export interface UddfAddress {
  street?: string;
  city?: string;
  postcode?: string;
  country?: string;
}

export interface UddfInput {
  /** `YYYY-MM-DDTHH:mm:ss`: when the file was written. */
  generatedAt: string;
  generator: { name: string; version: string };
  /** The operator: the dive base every dive started from. */
  operator: {
    name: string;
    address?: UddfAddress;
    email?: string;
    phone?: string;
    homepage?: string;
  };
  diver: {
    id: string;
    firstName: string;
    lastName: string;
    certification: { level: string; organization: string } | null;
  };
  sites: { id: string; name: string; area: string; position: { lat: number; lng: number } | null }[];
  dives: {
    id: string;
    date: string;
    start: string;
    end: string | null;
    /** Metres. */
    depth: number | null;
    site: string | null;
    /** Litres. */
    tankSize: number | null;
    /** Oxygen percent. */
    airMix: number;
    comment: string;
    /** UDDF's purpose: a course dive is `learning`, any other `sightseeing`. */
    purpose: 'sightseeing' | 'learning';
  }[];
}

type Node = { [key: string]: unknown };

/** Drops what would be written empty: null, undefined, '', and objects or lists left with nothing. */
export function withoutEmpty(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Node)
      .map(([k, v]) => [k, withoutEmpty(v)] as const)
      .filter(([, v]) => v !== undefined);
    // An element with attributes only (a `link ref`) is complete; one with nothing at all is not.
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** Metres, rounded to centimetres. */
const metres = (m: number) => Math.round(m * 100) / 100;
/** Litres as cubic metres. */
export const cubicMetres = (litres: number) => Math.round(litres * 1000) / 1_000_000;
/** Degrees Celsius as kelvin. */
export const kelvin = (celsius: number) => Math.round((celsius + 273.15) * 100) / 100;

const mixId = (oxygen: number) => (oxygen === AIR_OXYGEN ? 'mix-air' : `mix-ean${oxygen}`);
const mixName = (oxygen: number) => (oxygen === AIR_OXYGEN ? 'Air' : `EAN${oxygen}`);
const BASE_ID = 'divebase';

/** The UDDF document of one diver's dives, oldest first, a repetition group per day. */
export function uddfDocument(input: UddfInput): Node {
  const dives = [...input.dives].sort((a, b) => `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`));
  const days = new Map<string, typeof dives>();
  for (const dive of dives) days.set(dive.date, [...(days.get(dive.date) ?? []), dive]);
  const mixes = [...new Set(dives.map((d) => d.airMix))].sort((a, b) => a - b);
  const used = new Set(dives.map((d) => d.site));
  const { operator, diver } = input;
  let number = 0;
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    uddf: {
      '@_xmlns': UDDF_NAMESPACE,
      '@_version': UDDF_VERSION,
      generator: {
        name: input.generator.name,
        type: 'logbook',
        version: input.generator.version,
        datetime: input.generatedAt,
      },
      diver: {
        owner: {
          '@_id': `diver-${diver.id}`,
          personal: { firstname: diver.firstName, lastname: diver.lastName },
          education: diver.certification
            ? {
                certification: {
                  level: diver.certification.level,
                  organization: diver.certification.organization,
                },
              }
            : undefined,
        },
      },
      divesite: {
        divebase: {
          '@_id': BASE_ID,
          name: operator.name,
          address: operator.address,
          contact: { email: operator.email, phone: operator.phone, homepage: operator.homepage },
        },
        site: input.sites
          .filter((s) => used.has(s.id))
          .map((s) => ({
            '@_id': `site-${s.id}`,
            name: s.name,
            geography: {
              location: s.area,
              latitude: s.position?.lat,
              longitude: s.position?.lng,
            },
          })),
      },
      gasdefinitions: {
        mix: mixes.map((oxygen) => ({
          '@_id': mixId(oxygen),
          name: mixName(oxygen),
          o2: oxygen / 100,
          n2: (100 - oxygen) / 100,
          he: 0,
        })),
      },
      profiledata: {
        repetitiongroup: [...days].map(([date, ofDay]) => ({
          '@_id': `day-${date}`,
          dive: ofDay.map((dive, index) => {
            number += 1;
            const minutes = diveMinutes(dive.start, dive.end);
            return {
              '@_id': `dive-${dive.id}`,
              informationbeforedive: {
                link: [
                  ...(dive.site && used.has(dive.site) ? [{ '@_ref': `site-${dive.site}` }] : []),
                  { '@_ref': BASE_ID },
                ],
                datetime: `${dive.date}T${dive.start}:00`,
                divenumber: number,
                divenumberofday: index + 1,
                purpose: dive.purpose,
              },
              tankdata: {
                link: { '@_ref': mixId(dive.airMix) },
                tankvolume: dive.tankSize === null ? undefined : cubicMetres(dive.tankSize),
              },
              informationafterdive: {
                greatestdepth: dive.depth === null ? undefined : metres(dive.depth),
                diveduration: minutes === null || minutes <= 0 ? undefined : minutes * 60,
                notes: { para: dive.comment },
              },
            };
          }),
        })),
      },
    },
  };
  return withoutEmpty(document) as Node;
}
