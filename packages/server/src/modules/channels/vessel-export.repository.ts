import type { EXPORT_TRIP_SORTS, EXPORT_VESSEL_SORTS } from '@seaberth/domain';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  channelRoomTypes,
  channelSchedules,
  channelVessels,
  rooms,
  roomTypes,
  schedules,
  tours,
  vessels,
} from '../../db/schema/index.ts';

const like = (search: string) => `%${search.replace(/[%_\\]/g, '\\$&')}%`;

export interface PageQuery {
  page: number;
  size: number;
  order?: number | undefined;
  search?: string | undefined;
}

/** A trip as /export lists it, before its availability and prices are worked out. */
export interface ExportTripRow {
  id: string;
  tour: string;
  tourName: string;
  vessel: string;
  vesselName: string;
  from: string;
  to: string;
  status: string;
  vesselOnChannel: boolean;
  tripOnChannel: boolean | null;
}

/**
 * The channel manager's view of vessels (screen /export): the vessels with their switch and their
 * upcoming trips counted, the upcoming trips themselves, and the switches. Paged, searched and
 * sorted in the database. Upcoming: embarking today or later, not cancelled.
 */
export class VesselExportRepository {
  constructor(private readonly db: Db) {}

  private readonly vesselOn = sql<boolean>`coalesce(${channelVessels.onChannel}, false)`;

  private upcoming(today: string): SQL {
    return and(sql`${schedules.from} >= ${today}`, ne(schedules.status, 'cancelled'))!;
  }

  async vessels(
    query: PageQuery & { sort?: (typeof EXPORT_VESSEL_SORTS)[number] | undefined },
    today: string,
    visible: SQL | undefined,
  ) {
    const where = and(visible, query.search ? ilike(vessels.name, like(query.search)) : undefined);
    const tripsOf = (onChannelOnly: boolean) => sql<number>`(
      select count(*)::int from ${schedules}
      left join ${channelSchedules} on ${channelSchedules.schedule} = ${schedules.id}
      where ${schedules.vessel} = ${vessels.id} and ${this.upcoming(today)}
      ${onChannelOnly ? sql`and coalesce(${channelSchedules.onChannel}, ${this.vesselOn})` : sql``})`;
    const trips = tripsOf(false);
    const direction = (query.order ?? 1) < 0 ? desc : asc;
    const sortBy = { name: vessels.name, trips, onChannel: this.vesselOn }[query.sort ?? 'name'];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: vessels.id,
          name: vessels.name,
          isActive: vessels.isActive,
          onChannel: this.vesselOn,
          upcomingTrips: trips,
          tripsOnChannel: tripsOf(true),
        })
        .from(vessels)
        .leftJoin(channelVessels, eq(channelVessels.vessel, vessels.id))
        .where(where)
        .orderBy(direction(sortBy), asc(vessels.name), asc(vessels.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db.select({ n: count() }).from(vessels).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The cabin types of these vessels, their active cabins counted and their channel mapping. */
  async cabinTypes(vesselIds: string[]) {
    if (!vesselIds.length) return [];
    return this.db
      .select({
        roomType: roomTypes.id,
        name: roomTypes.name,
        vessel: sql<string>`${roomTypes.vessel}`,
        availableToOTA: roomTypes.availableToOTA,
        channelRoomType: channelRoomTypes.channelRoomType,
        cabins: sql<number>`(select count(*)::int from ${rooms}
          where ${rooms.roomType} = ${roomTypes.id} and ${rooms.isActive})`,
      })
      .from(roomTypes)
      .leftJoin(channelRoomTypes, eq(channelRoomTypes.roomType, roomTypes.id))
      .where(inArray(roomTypes.vessel, vesselIds))
      .orderBy(asc(roomTypes.name));
  }

  async trips(
    query: PageQuery & { sort?: (typeof EXPORT_TRIP_SORTS)[number] | undefined; vessel?: string | undefined },
    today: string,
    visible: SQL | undefined,
  ): Promise<{ rows: ExportTripRow[]; total: number }> {
    const search = query.search ? like(query.search) : undefined;
    const where = and(
      visible,
      this.upcoming(today),
      query.vessel ? eq(schedules.vessel, query.vessel) : undefined,
      search ? or(ilike(tours.name, search), ilike(vessels.name, search)) : undefined,
    );
    const direction = (query.order ?? 1) < 0 ? desc : asc;
    const tripOn = sql`coalesce(${channelSchedules.onChannel}, ${this.vesselOn})`;
    const sortBy = {
      from: schedules.from,
      tourName: tours.name,
      vesselName: vessels.name,
      onChannel: tripOn,
    }[query.sort ?? 'from'];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: schedules.id,
          tour: schedules.tour,
          tourName: tours.name,
          vessel: schedules.vessel,
          vesselName: vessels.name,
          from: schedules.from,
          to: schedules.to,
          status: schedules.status,
          vesselOnChannel: this.vesselOn,
          tripOnChannel: channelSchedules.onChannel,
        })
        .from(schedules)
        .innerJoin(tours, eq(tours.id, schedules.tour))
        .innerJoin(vessels, eq(vessels.id, schedules.vessel))
        .leftJoin(channelVessels, eq(channelVessels.vessel, schedules.vessel))
        .leftJoin(channelSchedules, eq(channelSchedules.schedule, schedules.id))
        .where(where)
        .orderBy(direction(sortBy), asc(schedules.from), asc(schedules.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db
        .select({ n: count() })
        .from(schedules)
        .innerJoin(tours, eq(tours.id, schedules.tour))
        .innerJoin(vessels, eq(vessels.id, schedules.vessel))
        .leftJoin(channelVessels, eq(channelVessels.vessel, schedules.vessel))
        .leftJoin(channelSchedules, eq(channelSchedules.schedule, schedules.id))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async vessel(id: string, visible: SQL | undefined) {
    const [row] = await this.db
      .select({ id: vessels.id })
      .from(vessels)
      .where(and(eq(vessels.id, id), visible));
    return row;
  }

  async trip(id: string, visible: SQL | undefined) {
    const [row] = await this.db
      .select({ id: schedules.id, vessel: schedules.vessel })
      .from(schedules)
      .where(and(eq(schedules.id, id), visible));
    return row;
  }

  /**
   * Which of these assets are vessels, and their trips sold on the channel overlapping [from, to):
   * a vessel's cabins are sold on the channel only for those.
   */
  async soldTrips(assets: string[], from: string, to: string) {
    if (!assets.length) return { vessels: new Set<string>(), trips: [] };
    const [ofVessels, trips] = await Promise.all([
      this.db.select({ id: vessels.id }).from(vessels).where(inArray(vessels.id, assets)),
      this.db
        .select({ vessel: schedules.vessel, from: schedules.from, to: schedules.to })
        .from(schedules)
        .leftJoin(channelVessels, eq(channelVessels.vessel, schedules.vessel))
        .leftJoin(channelSchedules, eq(channelSchedules.schedule, schedules.id))
        .where(
          and(
            inArray(schedules.vessel, assets),
            ne(schedules.status, 'cancelled'),
            sql`${schedules.from} < ${to} and ${schedules.to} > ${from}`,
            sql`coalesce(${channelSchedules.onChannel}, ${this.vesselOn})`,
          ),
        ),
    ]);
    return { vessels: new Set(ofVessels.map((v) => v.id)), trips };
  }

  /** One statement each: the same switch set twice at once leaves one row. */
  async setVessel(vessel: string, onChannel: boolean): Promise<void> {
    await this.db
      .insert(channelVessels)
      .values({ vessel, onChannel })
      .onConflictDoUpdate({ target: channelVessels.vessel, set: { onChannel, updatedAt: new Date() } });
  }

  async setTrip(schedule: string, onChannel: boolean | null): Promise<void> {
    if (onChannel === null) {
      await this.db.delete(channelSchedules).where(eq(channelSchedules.schedule, schedule));
      return;
    }
    await this.db
      .insert(channelSchedules)
      .values({ schedule, onChannel })
      .onConflictDoUpdate({ target: channelSchedules.schedule, set: { onChannel, updatedAt: new Date() } });
  }
}
