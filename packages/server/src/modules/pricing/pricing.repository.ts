import {
  type Agency,
  BOOKING_STATES,
  type Commission,
  holdsBeds,
  type PriceList,
  priceListResource,
  type Principal,
  type PriceVariant,
  type Special,
  type Supplement,
  type Terms,
} from '@seaberth/domain';
import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  agencies,
  bookingGuests,
  bookingRooms,
  bookings,
  commissions,
  priceLists,
  priceVariants,
  rooms,
  roomTypes,
  schedules,
  specials,
  supplements,
  terms,
} from '../../db/schema/index.ts';
import { assetCondition } from '../../db/asset-condition.ts';
import { bedSleeps, capacityColumns, capacityOf, withoutCapacityColumns } from '../assets/index.ts';
import { readOncePerBatch } from '../../lib/read-batch.ts';

export type AssetRef = { kind: 'resort' | 'vessel'; id: string };

const priceListColumns = getTableColumns(priceLists);

/** The price lists of the resorts and vessels a user limited to some of them may see; undefined: all. */
export function visiblePriceLists(principal: Principal): SQL | undefined {
  return assetCondition(priceListResource, priceListColumns, principal);
}

// Rows carry the record columns besides the definition's fields; the engine ignores them.
const as = <T>(rows: unknown[]) => rows as T[];

/**
 * A guest aboard a trip: the booking holds beds on the trip's vessel and its cabin is one of the
 * vessel's (a booking with a resort stay too counts only its cabins), both overlapping the trip's
 * nights. The trip is given by its values or by the columns of a joined schedule.
 */
function aboard(trip: { vessel: string | SQLWrapper; from: string | SQLWrapper; to: string | SQLWrapper }) {
  return and(
    eq(bookings.vessel, trip.vessel),
    eq(rooms.vessel, trip.vessel),
    lt(bookings.from, trip.to),
    gt(bookings.to, trip.from),
    lt(bookingRooms.from, trip.to),
    gt(bookingRooms.to, trip.from),
    inArray(bookings.state, BOOKING_STATES.filter(holdsBeds)),
  );
}

/** The pricing records a quote or a look-up reads; one query each, whatever the booking's size. */
export class PricingRepository {
  constructor(private readonly db: Db) {}

  private byAsset(asset: AssetRef) {
    return asset.kind === 'resort' ? eq(priceLists.resort, asset.id) : eq(priceLists.vessel, asset.id);
  }

  /** Only active lists price anything (SPEC §4). */
  async activeLists(asset: AssetRef): Promise<PriceList[]> {
    return readOncePerBatch(`activeLists:${asset.kind}:${asset.id}`, async () =>
      as<PriceList>(
        await this.db
          .select()
          .from(priceLists)
          .where(and(this.byAsset(asset), eq(priceLists.status, 'active')))
          .orderBy(asc(priceLists.name), asc(priceLists.id)),
      ),
    );
  }

  /** Every list of an asset whatever its status, for the resort's price screen. */
  async listsOf(asset: AssetRef, visible?: SQL): Promise<PriceList[]> {
    return as<PriceList>(
      await this.db
        .select()
        .from(priceLists)
        .where(and(this.byAsset(asset), visible))
        .orderBy(asc(priceLists.name), asc(priceLists.id)),
    );
  }

  /** The list holding the entry with this id (GIN index on `entries`). */
  async listWithEntry(entryId: string, visible?: SQL): Promise<PriceList | undefined> {
    const [row] = await this.db
      .select()
      .from(priceLists)
      .where(and(sql`${priceLists.entries} @> ${JSON.stringify([{ id: entryId }])}::jsonb`, visible));
    return row as PriceList | undefined;
  }

  async listById(id: string, visible?: SQL): Promise<PriceList | undefined> {
    const [row] = await this.db
      .select()
      .from(priceLists)
      .where(and(eq(priceLists.id, id), visible));
    return row as PriceList | undefined;
  }

  /** Writes a list's entries at the version the caller saw; undefined when it moved on meanwhile. */
  async saveEntries(
    id: string,
    version: number,
    entries: PriceList['entries'],
  ): Promise<PriceList | undefined> {
    const [row] = await this.db
      .update(priceLists)
      .set({ entries, version: sql`${priceLists.version} + 1`, updatedAt: new Date() })
      .where(and(eq(priceLists.id, id), eq(priceLists.version, version)))
      .returning();
    return row as PriceList | undefined;
  }

  async variants(): Promise<PriceVariant[]> {
    return readOncePerBatch('variants', async () =>
      as<PriceVariant>(await this.db.select().from(priceVariants).orderBy(asc(priceVariants.name))),
    );
  }

  /** Active supplements of the asset, and those offered everywhere (neither resort nor vessel). */
  async supplementsFor(asset: AssetRef): Promise<Supplement[]> {
    const own = asset.kind === 'resort' ? eq(supplements.resort, asset.id) : eq(supplements.vessel, asset.id);
    return readOncePerBatch(`supplementsFor:${asset.kind}:${asset.id}`, async () =>
      as<Supplement>(
        await this.db
          .select()
          .from(supplements)
          .where(
            and(
              eq(supplements.isActive, true),
              or(own, and(isNull(supplements.resort), isNull(supplements.vessel))),
            ),
          )
          .orderBy(asc(supplements.name)),
      ),
    );
  }

  /** Specials name their resort or vessel in their rule, so all active ones are offered. */
  async activeSpecials(): Promise<Special[]> {
    return readOncePerBatch('activeSpecials', async () =>
      as<Special>(
        await this.db
          .select()
          .from(specials)
          .where(eq(specials.status, 'active'))
          .orderBy(asc(specials.name)),
      ),
    );
  }

  async terms(): Promise<Terms[]> {
    return readOncePerBatch('terms', async () =>
      as<Terms>(await this.db.select().from(terms).orderBy(asc(terms.name))),
    );
  }

  async termsById(id: string): Promise<Terms | undefined> {
    const [row] = await this.db.select().from(terms).where(eq(terms.id, id));
    return row as Terms | undefined;
  }

  /** The commission contract of an agency, when there is such an agency. */
  async agencyContract(
    id: string,
  ): Promise<Pick<Agency, 'commissionPercent' | 'commissionMode'> | undefined> {
    // A quote may name an agency the operator does not keep (any id): it earns no contract commission.
    if (!z.uuid().safeParse(id).success) return undefined;
    const [row] = await this.db
      .select({ commissionPercent: agencies.commissionPercent, commissionMode: agencies.commissionMode })
      .from(agencies)
      .where(eq(agencies.id, id));
    return row as Pick<Agency, 'commissionPercent' | 'commissionMode'> | undefined;
  }

  async commissions(): Promise<Commission[]> {
    return readOncePerBatch('commissions', async () =>
      as<Commission>(await this.db.select().from(commissions).orderBy(asc(commissions.name))),
    );
  }

  /**
   * Guests of the bookings holding beds on a vessel for nights overlapping [from, to), leaving one
   * booking out (a re-quote must not count its own guests twice).
   */
  async paxOnTrip(vessel: string, from: string, to: string, excludeBooking?: string): Promise<number> {
    const [row] = await this.db
      .select({ pax: sql<number>`count(*)::int` })
      .from(bookingGuests)
      .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
      .innerJoin(bookings, eq(bookings.id, bookingGuests.booking))
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .where(and(aboard({ vessel, from, to }), excludeBooking ? ne(bookings.id, excludeBooking) : undefined));
    return Number(row?.pax ?? 0);
  }

  /**
   * paxOnTrip for several trips in one query (the channel manager's view prices a page of trips).
   */
  async paxOnTrips(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: schedules.id, pax: sql<number>`count(*)::int` })
      .from(bookingGuests)
      .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
      .innerJoin(bookings, eq(bookings.id, bookingGuests.booking))
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .innerJoin(schedules, aboard(schedules))
      .where(inArray(schedules.id, ids))
      .groupBy(schedules.id);
    return new Map(rows.map((row) => [row.id, Number(row.pax)]));
  }

  async schedules(ids: string[]) {
    return ids.length ? this.db.select().from(schedules).where(inArray(schedules.id, ids)) : [];
  }

  async schedule(id: string) {
    const [row] = await this.db.select().from(schedules).where(eq(schedules.id, id));
    return row;
  }

  /** The active cabins of a vessel with how many guests each takes at most (roomCapacity). */
  async cabinsOf(vessel: string) {
    const [sleepsOf, rows] = await Promise.all([
      bedSleeps(this.db),
      this.db
        .select({ id: rooms.id, name: rooms.name, roomType: rooms.roomType, ...capacityColumns })
        .from(rooms)
        .leftJoin(roomTypes, eq(roomTypes.id, rooms.roomType))
        .where(and(eq(rooms.vessel, vessel), eq(rooms.isActive, true)))
        .orderBy(asc(rooms.name)),
    ]);
    return rows.map((row) => ({ ...withoutCapacityColumns(row), maxNoOfPax: capacityOf(row, sleepsOf).max }));
  }

  async roomTypeNames(asset: AssetRef): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ id: roomTypes.id, name: roomTypes.name })
      .from(roomTypes)
      .where(asset.kind === 'resort' ? eq(roomTypes.resort, asset.id) : eq(roomTypes.vessel, asset.id));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async roomNames(asset: AssetRef): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ id: rooms.id, name: rooms.name })
      .from(rooms)
      .where(asset.kind === 'resort' ? eq(rooms.resort, asset.id) : eq(rooms.vessel, asset.id));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
