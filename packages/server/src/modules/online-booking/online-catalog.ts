import {
  type AddRule,
  type Calculation,
  freeBeds,
  groupByRoom,
  type Money,
  type Occupancy,
  nightsBetween,
  ONLINE_PER,
  type OnlineAddon,
  type OnlineAsset,
  type OnlineDeparture,
  type OnlinePayment,
  type OnlinePaymentMethod,
  type OnlineRoom,
  type OnlineRoomType,
  addDays,
  perGuestAmount,
  quotedGuests,
  canSeeAsset,
  type Principal,
  scheduleNights,
  tripAvailability,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { bedsOf, freeRooms, type RoomBeds } from '../assets/index.ts';
import { OccupancyRepository } from '../assets/index.ts';
import type { BookingService } from '../bookings/index.ts';
import type { BookableRoom } from '../bookings/index.ts';
import { quoteDraft, tripTarget } from '../bookings/index.ts';
import { priced, sampleGuests } from '../pricing/index.ts';
import { ToursRepository } from '../tours/index.ts';
import { OnlineCatalogRepository } from './online-catalog.repository.ts';

type Localized = { de: string; en: string };
const text = (value: Localized, language: string) =>
  (language === 'de' ? value.de || value.en : value.en || value.de) ?? '';
const imageUrl = (images: string[]) => (images[0] ? `/api/media/${images[0]}/data` : null);
/** What guests read for a room type: its public name in their language, else its name. */
const publicName = (type: { name: string; publicName: Localized }, language: string) =>
  text(type.publicName ?? { de: '', en: '' }, language) || type.name;

/** The ways that can take money for an asset's bookings in a currency (OnlinePayWays.available). */
export type PaymentsAvailable = (
  asset: { kind: 'vessel' | 'resort'; id: string },
  currency: string,
) => Promise<OnlinePaymentMethod[]>;

/** How an add-on's price counts, as a guest reads it. */
/** The longest stay the public month view and the room list answer for. */
const MAX_RANGE_DAYS = 62;

export interface Dates {
  from: string;
  to: string;
}

/**
 * What the public booking pages show before anything is booked: the assets, departures and
 * nights with what is free, and prices from the same engine, source and rules a booking gets
 * (source `online`, so specials that include CustomerDirectBooking apply).
 */
export class OnlineCatalog {
  private readonly db: Db;
  private readonly occupancy: OccupancyRepository;
  private readonly tours: ToursRepository;
  private readonly catalog: OnlineCatalogRepository;

  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
    private readonly paymentsAvailable: PaymentsAvailable,
  ) {
    this.db = services.database.db;
    this.occupancy = new OccupancyRepository(this.db);
    this.tours = new ToursRepository(this.db);
    this.catalog = new OnlineCatalogRepository(this.db);
  }

  /** Everything bookable online; a logged-in user limited to some assets (an agent, staff) sees only theirs. */
  async assets(language: string, principal: Principal): Promise<OnlineAsset[]> {
    const features = await this.services.settings.features();
    const [vesselRows, resortRows, { baseCurrency }] = await Promise.all([
      features.vessel ? this.catalog.activeVessels() : [],
      features.resort ? this.catalog.activeResorts() : [],
      this.bookings.operatorDay(),
    ]);
    const asset =
      (kind: OnlineAsset['kind']) => (row: (typeof vesselRows)[number] | (typeof resortRows)[number]) => ({
        kind,
        id: row.id,
        name: row.name,
        description: text(row.description, language),
        imageUrl: imageUrl(row.images),
        currency: row.currencies[0] ?? baseCurrency,
        onlinePayment: row.onlinePayment,
      });
    const visible = [...vesselRows.map(asset('vessel')), ...resortRows.map(asset('resort'))].filter((a) =>
      canSeeAsset(principal, a.kind, a.id),
    );
    return Promise.all(
      visible.map(async ({ onlinePayment, ...a }) => ({
        ...a,
        onlinePayment: onlinePayment as OnlinePayment,
        paymentsAvailable: await this.paymentsAvailable(a, a.currency),
      })),
    );
  }

  /** The departures of a vessel embarking in [from, to) from today on, with free berths and the from-price. */
  async departures(
    query: { vessel: string; tour?: string; currency?: string } & Dates,
  ): Promise<OnlineDeparture[]> {
    checkRange(query, MAX_RANGE_DAYS);
    const { today } = await this.bookings.operatorDay();
    const trips = await this.tours.embarking(
      query.vessel,
      query.from > today ? query.from : addDays(today, 1),
      query.to,
      query.tour,
    );
    if (!trips.length) return [];
    const from = trips.map((t) => t.from).sort()[0]!;
    const to = trips
      .map((t) => t.to)
      .sort()
      .at(-1)!;
    const [cabins, taken] = await Promise.all([
      this.occupancy.roomBedsOfAsset(query.vessel),
      this.occupancy.overlappingForAsset(query.vessel, from, to),
    ]);
    const byRoom = groupByRoom(taken);
    const details = new Map(
      (await this.bookings.repository.rooms(cabins.map((c) => c.id))).map((r) => [r.id, r]),
    );
    const priced = await this.bookings.quotes.assetContext({ kind: 'vessel', id: query.vessel });
    const types = await this.roomTypesOf(query.vessel);
    return Promise.all(
      trips.map(async (trip) => {
        const free = tripAvailability(cabins, (id) => byRoom.get(id) ?? [], trip).freeBeds;
        const offers = offersOf(cabins, byRoom, details, types, trip);
        const prices = offers.length
          ? await this.perGuest(offers, tripTarget(trip), query.currency, await priced.forTrip(trip))
          : [];
        return {
          id: trip.id,
          tour: { id: trip.tour, name: trip.tourName },
          vessel: { id: trip.vessel, name: trip.vesselName },
          from: trip.from,
          to: trip.to,
          nights: scheduleNights(trip),
          freeBerths: free,
          fromPrice: cheapest(prices),
        };
      }),
    );
  }

  /**
   * The cheapest price for one guest of each cabin type with a free place on each trip, priced like
   * the online booking prices it (the channel manager's view of vessels, /export).
   */
  async cabinTypePrices(
    trips: { id: string; tour: string; vessel: string; from: string; to: string }[],
  ): Promise<Map<string, Map<string, Money>>> {
    const result = new Map<string, Map<string, Money>>();
    for (const vessel of new Set(trips.map((t) => t.vessel))) {
      const ofVessel = trips.filter((t) => t.vessel === vessel);
      const from = ofVessel.map((t) => t.from).sort()[0]!;
      const to = ofVessel
        .map((t) => t.to)
        .sort()
        .at(-1)!;
      const [cabins, taken, types, priced] = await Promise.all([
        this.occupancy.roomBedsOfAsset(vessel),
        this.occupancy.overlappingForAsset(vessel, from, to),
        this.roomTypesOf(vessel),
        this.bookings.quotes.assetContext({ kind: 'vessel', id: vessel }),
      ]);
      const byRoom = groupByRoom(taken);
      const details = new Map(
        (await this.bookings.repository.rooms(cabins.map((c) => c.id))).map((r) => [r.id, r]),
      );
      const contexts = await priced.forTrips(ofVessel.map((trip) => trip.id));
      for (const trip of ofVessel) {
        const context = contexts.get(trip.id);
        if (!context) continue;
        const offers = offersOf(cabins, byRoom, details, types, trip);
        const prices = await this.perGuest(offers, tripTarget(trip), undefined, context);
        const cheapestOf = new Map<string, Money>();
        offers.forEach(({ room }, i) => {
          const price = prices[i];
          const type = room.roomType ?? '';
          const low = cheapestOf.get(type);
          if (price && (!low || price.amount < low.amount)) cheapestOf.set(type, price);
        });
        result.set(trip.id, cheapestOf);
      }
    }
    return result;
  }

  /** A departure that is not cancelled, or 400 naming the field. */
  async schedule(id: string) {
    const schedule = await this.bookings.repository.schedule(id);
    if (!schedule || schedule.status === 'cancelled')
      throw validationError([{ path: 'schedule', message: 'No such trip' }]);
    return schedule;
  }

  /** The cabins of a departure with a free berth, each priced per guest. */
  async tripRooms(scheduleId: string, currency?: string, language = 'en'): Promise<OnlineRoom[]> {
    const target = tripTarget(await this.schedule(scheduleId));
    return this.rooms(target.vessel!, target, currency, language);
  }

  /** The rooms of a resort free for the whole stay, each priced per guest. */
  async stayRooms(resort: string, dates: Dates, currency?: string, language = 'en'): Promise<OnlineRoom[]> {
    checkRange(dates, MAX_RANGE_DAYS);
    const target = { type: 'resort' as const, schedule: null, tour: null, vessel: null, resort, ...dates };
    return this.rooms(resort, target, currency, language);
  }

  private async rooms(
    asset: string,
    target: Parameters<typeof quoteDraft>[0],
    currency: string | undefined,
    language: string,
  ): Promise<OnlineRoom[]> {
    const [free, types] = await Promise.all([
      freeRooms(this.occupancy, asset, target.from, target.to),
      this.roomTypesOf(asset),
    ]);
    const bookable = await this.bookings.repository.rooms(free.map((r) => r.id));
    const byId = new Map(bookable.map((r) => [r.id, r]));
    // A shared cabin sells berths; any other room only when all its beds are free.
    const offered = free.filter((room) => {
      const full = byId.get(room.id);
      return full?.isActive && (full.allowSharedRoom || room.free);
    });
    const prices = await this.perGuest(
      offered.map((room) => {
        const full = byId.get(room.id)!;
        return { room: full, guests: quoted(full, room.roomType ? types.get(room.roomType) : undefined) };
      }),
      target,
      currency,
    );
    return offered.map((room, i) => {
      const full = byId.get(room.id)!;
      const type = room.roomType ? types.get(room.roomType) : undefined;
      return {
        id: room.id,
        // A resort's rooms of a type are alike: guests read the type, never the room's number.
        name: target.type === 'resort' && type ? publicName(type, language) : room.name,
        roomType: {
          id: room.roomType ?? '',
          name: type ? publicName(type, language) : '',
          description: type ? text(type.description, language) : '',
        },
        beds: full.activeBeds.length,
        freeBeds: full.allowSharedRoom
          ? room.freeBeds.length
          : Math.min(room.freeBeds.length, full.maxNoOfPax || room.freeBeds.length),
        sharedBerths: full.allowSharedRoom,
        price: prices[i] ?? null,
        imageUrl: type ? imageUrl(type.images) : null,
      };
    });
  }

  /** A resort's room types by night: rooms free and the price of one night for one guest. */
  async resortNights(
    resort: string,
    dates: Dates,
    currency?: string,
    language = 'en',
  ): Promise<OnlineRoomType[]> {
    checkRange(dates, MAX_RANGE_DAYS);
    const [rooms, taken, types] = await Promise.all([
      this.occupancy.roomBedsOfAsset(resort),
      this.occupancy.overlappingForAsset(resort, dates.from, dates.to),
      this.roomTypesOf(resort),
    ]);
    const byRoom = groupByRoom(taken);
    const bookable = new Map(
      (await this.bookings.repository.rooms(rooms.map((r) => r.id))).map((r) => [r.id, r]),
    );
    const nights = Array.from({ length: nightsBetween(dates.from, dates.to) }, (_, i) =>
      addDays(dates.from, i),
    );
    const answer: OnlineRoomType[] = [];
    for (const [typeId, type] of types) {
      if (!type.isVisible) continue;
      const ofType = rooms.filter((r) => r.roomType === typeId && !r.blocked && bookable.get(r.id)?.isActive);
      if (!ofType.length) continue;
      const sample = bookable.get(ofType[0]!.id)!;
      // Per guest as the room list quotes it: the same figure from the month to the rooms.
      const guests = quoted(sample, type);
      const prices = await this.perGuest(
        nights.map(() => ({ room: sample, guests })),
        nights.map((night) => ({
          type: 'resort' as const,
          schedule: null,
          tour: null,
          vessel: null,
          resort,
          from: night,
          to: addDays(night, 1),
        })),
        currency,
      );
      answer.push({
        id: typeId,
        name: publicName(type, language),
        description: text(type.description, language),
        // The one capacity rule: the most places a free room of this type has.
        maxGuests: Math.max(...ofType.map((room) => room.availableBeds)),
        nights: nights.map((night, i) => ({
          date: night,
          freeRooms: ofType.filter((room) =>
            (byRoom.get(room.id) ?? []).every((o) => !(o.from <= night && night < o.to)),
          ).length,
          price: prices[i] ?? null,
        })),
      });
    }
    return answer;
  }

  /** The add-ons of an asset settled with the booking, in the asset's currency. */
  async addons(asset: { kind: 'vessel' | 'resort'; id: string }): Promise<OnlineAddon[]> {
    const rows = await this.catalog.directAddons(asset);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      price: { amount: row.amount, currency: row.currency },
      per: ONLINE_PER[row.addRule as AddRule] ?? 'booking',
    }));
  }

  /** Whether an add-on can be booked for the dates (active and of a bookable asset). */
  async addonAvailability(id: string): Promise<{ available: boolean }> {
    const row = await this.catalog.addonActive(id);
    return { available: Boolean(row?.isActive) };
  }

  private async roomTypesOf(asset: string) {
    const rows = await this.catalog.roomTypesOf(asset);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * The price per guest of each room with `guests` unnamed adults, priced like a booking made
   * online (same draft, same engine); null where no price list covers it.
   */
  private async perGuest(
    rooms: { room: Awaited<ReturnType<BookingService['repository']['rooms']>>[number]; guests: number }[],
    targets: Parameters<typeof quoteDraft>[0] | Parameters<typeof quoteDraft>[0][],
    currency: string | undefined,
    context?: Awaited<ReturnType<BookingService['quotes']['context']>>,
  ): Promise<(Money | null)[]> {
    if (!rooms.length) return [];
    const { today, baseCurrency } = await this.bookings.operatorDay();
    const targetOf = (i: number) => (Array.isArray(targets) ? targets[i]! : targets);
    const calculations: Calculation[] = await this.bookings.quotes.priceAll(
      rooms.map(({ room, guests }, i) => {
        const draft = quoteDraft(targetOf(i), [{ room, guests: [], beds: null }], {
          currency: currency ?? baseCurrency,
          source: 'online',
          bookingSource: null,
          termsOfPayment: null,
          bookingDate: today,
        });
        // Unnamed adults in every place, as the booking is priced once its travellers are named.
        return { ...draft, rooms: draft.rooms.map((r) => ({ ...r, beds: sampleGuests(guests) })) };
      }),
      {},
      context,
    );
    return calculations.map((calculation, i) => {
      if (!priced(calculation)) return null;
      const { amount, currency: code } = calculation.total;
      return { amount: perGuestAmount(amount, rooms[i]!.guests), currency: code };
    });
  }
}

/** The guests a room's per-guest price is quoted for (domain quotedGuests). */
function quoted(room: BookableRoom, type: { defaultNoOfPax: number } | undefined): number {
  return quotedGuests({
    shared: room.allowSharedRoom,
    usual: type?.defaultNoOfPax ?? 0,
    places: room.maxNoOfPax || room.activeBeds.length,
  });
}

function checkRange(dates: Dates, maxDays: number) {
  if (dates.from >= dates.to)
    throw validationError([{ path: 'to', message: 'The end must come after the start' }]);
  if (nightsBetween(dates.from, dates.to) > maxDays)
    throw validationError([{ path: 'to', message: `At most ${maxDays} days at once` }]);
}

function cheapest(prices: (Money | null)[]): Money | null {
  return prices.reduce<Money | null>(
    (low, price) => (price && (!low || price.amount < low.amount) ? price : low),
    null,
  );
}

/**
 * What a trip's cabins with a free place sell: one quote per kind of offer (room type, whole or by
 * berth), not per cabin, as they cost the same.
 */
function offersOf(
  cabins: RoomBeds[],
  byRoom: Map<string, Occupancy[]>,
  details: Map<string, BookableRoom>,
  types: Map<string, { defaultNoOfPax: number }>,
  trip: Dates,
): { room: BookableRoom; guests: number }[] {
  const kinds = new Map<string, { room: BookableRoom; guests: number }>();
  for (const cabin of cabins) {
    const room = details.get(cabin.id);
    if (!room?.isActive || cabin.blocked) continue;
    const left = freeBeds(bedsOf(cabin), byRoom.get(cabin.id) ?? [], trip.from, trip.to).length;
    if (left === 0 || (!room.allowSharedRoom && left < cabin.activeBeds.length)) continue;
    const guests = quoted(room, types.get(room.roomType ?? ''));
    kinds.set(`${room.roomType}|${guests}`, { room, guests });
  }
  return [...kinds.values()];
}
