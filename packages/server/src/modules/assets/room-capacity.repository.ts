import {
  type CapacityBed,
  type RoomCapacity,
  roomCapacity,
  type SleepsOf,
  sleepsLookup,
} from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bedTypes, rooms, roomTypes } from '../../db/schema/index.ts';
import { readOncePerBatch } from '../../lib/read-batch.ts';

/**
 * What the capacity rule reads of a room, selected next to a query's own columns (with
 * `.leftJoin(roomTypes, eq(roomTypes.id, rooms.roomType))`), so every answer that counts places
 * counts them one way: roomCapacity in the domain.
 */
export const capacityColumns = {
  capacityBeds: sql<CapacityBed[]>`coalesce(${rooms.configuration}->'beds', '[]'::jsonb)`,
  roomMinPax: sql<number>`coalesce((${rooms.configuration}->>'minNoOfPax')::int, 1)`,
  roomMaxPax: sql<number>`coalesce((${rooms.configuration}->>'maxNoOfPax')::int, 64)`,
  roomBedType: rooms.bedType,
  typeMinPax: roomTypes.minNoOfPax,
  typeMaxPax: roomTypes.maxNoOfPax,
};

export interface CapacityRow {
  capacityBeds: CapacityBed[];
  roomMinPax: number;
  roomMaxPax: number;
  roomBedType: string;
  typeMinPax: number | null;
  typeMaxPax: number | null;
}

/** How many guests each bed type sleeps; a handful of rows, read once per answer. */
export async function bedSleeps(db: Db): Promise<SleepsOf> {
  const types = await readOncePerBatch('bedTypes', () =>
    db
      .select({ id: bedTypes.id, name: bedTypes.name, key: bedTypes.key, sleeps: bedTypes.sleeps })
      .from(bedTypes),
  );
  return sleepsLookup(types);
}

/** The room's places by the one rule. */
export function capacityOf(row: CapacityRow, sleepsOf: SleepsOf): RoomCapacity {
  const type =
    row.typeMinPax === null || row.typeMaxPax === null
      ? null
      : { minNoOfPax: row.typeMinPax, maxNoOfPax: row.typeMaxPax };
  return roomCapacity(
    {
      beds: row.capacityBeds,
      bedType: row.roomBedType,
      minNoOfPax: Number(row.roomMinPax),
      maxNoOfPax: Number(row.roomMaxPax),
    },
    sleepsOf,
    type,
  );
}

/** Drops the rule's inputs from a row once its capacity is known, so answers keep their shape. */
export function withoutCapacityColumns<R extends CapacityRow>(row: R): Omit<R, keyof CapacityRow> {
  const {
    capacityBeds: _b,
    roomMinPax: _min,
    roomMaxPax: _max,
    roomBedType: _t,
    typeMinPax: _tm,
    typeMaxPax: _tx,
    ...rest
  } = row;
  return rest;
}
