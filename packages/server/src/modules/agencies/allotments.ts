import {
  canSeeAsset,
  type Allotment,
  type AllotmentInput,
  formatDate,
  freeBeds,
  groupByRoom,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/client.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import { bedsOf } from '../assets/index.ts';
import { OccupancyRepository, type RoomBeds } from '../assets/index.ts';
import type { Actor } from '../../http/actor.ts';
import { type AllotmentFilter, type AllotmentRow, AllotmentsRepository } from './allotments.repository.ts';

export { type AllotmentFilter, visibleAllotments } from './allotments.repository.ts';

/** One place and stay an allotment holds rooms for: a trip, or a resort period. */
interface Target {
  asset: string;
  assetName: string;
  kind: 'resort' | 'vessel';
  schedule: string | null;
  from: string;
  to: string;
}

/**
 * Allotments: rooms held for an agency as occupancy rows of kind `allotment`. Creating one picks
 * free rooms in one transaction (the exclusion constraint settles a race); bookings of the agency
 * take the rows over (BookingsRepository.takeFromAllotments); releasing ends what is still held.
 */
export class AllotmentService {
  private readonly allotments: AllotmentsRepository;

  constructor(
    private readonly db: Db,
    private readonly onReleased: () => Promise<void>,
  ) {
    this.allotments = new AllotmentsRepository(db);
  }

  async create(agency: string, input: AllotmentInput, actor: Actor): Promise<Allotment[]> {
    if (!(await this.allotments.agencyExists(agency))) throw notFound('Agency');
    const targets = await this.targets(input);
    for (const target of targets)
      if (!canSeeAsset(actor.principal, target.kind, target.asset))
        throw validationError([
          {
            path: target.kind === 'resort' ? 'resort' : 'schedules',
            message: `No such ${target.kind === 'resort' ? 'resort' : 'trip'}`,
          },
        ]);
    const ids = await this.db.transaction(async (tx) => {
      const created: string[] = [];
      for (const target of targets)
        created.push(await this.hold(tx as unknown as Db, agency, target, input, actor));
      return created;
    });
    return this.list({ ids, released: true });
  }

  private async targets(input: AllotmentInput): Promise<Target[]> {
    if (input.resort) {
      const resort = await this.allotments.resort(input.resort);
      if (!resort) throw validationError([{ path: 'resort', message: 'No such resort' }]);
      return [
        {
          asset: resort.id,
          assetName: resort.name,
          kind: 'resort',
          schedule: null,
          from: input.from!,
          to: input.to!,
        },
      ];
    }
    const rows = await this.allotments.trips(input.schedules);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return input.schedules.map((id, i) => {
      const trip = byId.get(id);
      if (!trip || trip.status === 'cancelled')
        throw validationError([
          { path: `schedules.${i}`, message: trip ? 'This trip is cancelled' : 'No such trip' },
        ]);
      return {
        asset: trip.vessel,
        assetName: trip.vesselName,
        kind: 'vessel' as const,
        schedule: trip.id,
        from: trip.from,
        to: trip.to,
      };
    });
  }

  /** Picks the rooms of one target and holds them; answers the new allotment's id. */
  private async hold(tx: Db, agency: string, target: Target, input: AllotmentInput, actor: Actor) {
    const occupancy = new OccupancyRepository(tx);
    const [list, taken] = await Promise.all([
      occupancy.roomBedsOfAsset(target.asset),
      occupancy.overlappingForAsset(target.asset, target.from, target.to),
    ]);
    const byRoom = groupByRoom(taken);
    const isFree = (room: RoomBeds) =>
      !room.blocked &&
      room.activeBeds.length > 0 &&
      freeBeds(bedsOf(room), byRoom.get(room.id) ?? [], target.from, target.to).length ===
        room.activeBeds.length;
    const period = { from: formatDate(target.from), to: formatDate(target.to) };
    let chosen: RoomBeds[];
    if (input.rooms.length) {
      const own = new Map(list.map((room) => [room.id, room]));
      chosen = input.rooms.map((id, i) => {
        const room = own.get(id);
        if (!room)
          throw validationError([{ path: `rooms.${i}`, message: `Not a room of ${target.assetName}` }]);
        if (!isFree(room)) throw roomTaken(room.name, target, period);
        return room;
      });
    } else {
      const free = list.filter(
        (room) => isFree(room) && (!input.roomType || room.roomType === input.roomType),
      );
      const count = input.count ?? 0;
      if (free.length < count)
        throw refusal(
          'NOT_ENOUGH_ROOMS',
          `Only ${free.length} rooms are free on ${target.assetName} between ${target.from} and ${target.to}, ${count} were asked for; nothing was changed`,
          { params: { place: target.assetName, free: free.length, count, ...period } },
        );
      chosen = free.slice(0, count);
    }
    const repository = new AllotmentsRepository(tx);
    const id = await repository.insert({
      agency,
      resort: target.kind === 'resort' ? target.asset : null,
      vessel: target.kind === 'vessel' ? target.asset : null,
      schedule: target.schedule,
      roomType: input.roomType ?? null,
      from: target.from,
      to: target.to,
      releaseDate: input.releaseDate,
      note: input.note,
      createdBy: actor.userId ?? null,
    });
    try {
      await repository.holdRooms(
        id,
        chosen.map((room) => room.id),
        [target.from, target.to],
        actor.userId ?? undefined,
      );
    } catch (error) {
      // Someone booked one of the rooms since they were read.
      if (sqlState(error) === '23P01' || sqlState(error) === '40P01')
        throw roomTaken(chosen.map((room) => room.name).join(', '), target, period);
      throw error;
    }
    return id;
  }

  async list(filter: AllotmentFilter): Promise<Allotment[]> {
    const rows = await this.allotments.list(filter);
    if (!rows.length) return [];
    const ids = rows.map((r) => r.row.id);
    const [roomRows, bookingRows] = await Promise.all([
      this.allotments.roomsOf(ids),
      this.allotments.bookingsOf(ids),
    ]);
    const roomsOf = new Map<string, Allotment['rooms']>();
    for (const r of roomRows) {
      const list = roomsOf.get(r.allotment) ?? [];
      list.push({ id: r.id, name: r.name, held: r.held && true });
      roomsOf.set(r.allotment, list);
    }
    const bookingsOf = new Map<string, Allotment['bookings']>();
    for (const b of bookingRows) {
      const list = bookingsOf.get(b.allotment!) ?? [];
      list.push({ id: b.id, bookingNo: String(b.bookingNo) });
      bookingsOf.set(b.allotment!, list);
    }
    return rows.map(({ row, agencyName, assetName, tourName }) => ({
      id: row.id,
      agency: row.agency,
      agencyName,
      asset: (row.vessel ?? row.resort)!,
      assetName,
      schedule: row.schedule,
      tourName: tourName ?? null,
      roomType: row.roomType,
      from: row.from,
      to: row.to,
      releaseDate: row.releaseDate,
      note: row.note,
      rooms: roomsOf.get(row.id) ?? [],
      bookings: bookingsOf.get(row.id) ?? [],
      releasedAt: row.releasedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async one(id: string, agency?: string | null, visible?: AllotmentFilter['visible']): Promise<Allotment> {
    const [found] = await this.list({ ids: [id], released: true, visible });
    if (!found || (agency !== undefined && found.agency !== agency)) throw notFound('Allotment');
    return found;
  }

  async update(id: string, values: { releaseDate?: string; note?: string }): Promise<Allotment> {
    const existing = await this.row(id);
    if (existing.releasedAt)
      throw validationError([{ path: 'releaseDate', message: 'This allotment was released already' }]);
    await this.allotments.update(id, values);
    return this.one(id);
  }

  /** Ends what the allotment still holds: those beds are for open sale again. */
  async release(id: string): Promise<Allotment> {
    await this.row(id);
    await this.releaseAll([id]);
    return this.one(id);
  }

  /** Releases every allotment whose release date has come (the job); answers how many. */
  async releaseDue(today: string): Promise<number> {
    const due = await this.allotments.due(today);
    return this.releaseAll(due.map((row) => row.id));
  }

  private async row(id: string): Promise<AllotmentRow> {
    const row = await this.allotments.row(id);
    if (!row) throw notFound('Allotment');
    return row;
  }

  /** Only allotments not released yet change: two processes releasing one release it once. */
  private async releaseAll(ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const released = await this.db.transaction(async (tx) => {
      const repository = new AllotmentsRepository(tx as unknown as Db);
      const done = await repository.markReleased(ids);
      if (done.length) await repository.endHolds(done.map((row) => row.id));
      return done.length;
    });
    if (released) await this.onReleased();
    return released;
  }
}

function roomTaken(rooms: string, target: Target, period: { from: string; to: string }) {
  return refusal(
    'ROOM_TAKEN',
    `${rooms} is already taken for some nights between ${target.from} and ${target.to}; nothing was changed`,
    { params: { room: rooms, ...period } },
  );
}
