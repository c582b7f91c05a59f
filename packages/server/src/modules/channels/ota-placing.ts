import { formatDate, OTA_MESSAGES } from '@seaberth/domain';
import { refusal, validationError } from '../../http/errors.ts';
import { freeRooms, type OccupancyRepository } from '../assets/index.ts';
import type { BookingsRepository } from '../bookings/index.ts';
import type { OtaUpdateRow } from './ota-updates.repository.ts';

/** The placing asked for: our rooms in the order of the sold rooms, and the nights. */
export interface Placing {
  rooms: string[];
  from: string;
  to: string;
}

/**
 * Checks a placing before anything is booked (issue 39), so a sale of several rooms is placed whole
 * or not at all: one room of the resort for each sold room (400), each free on the nights (409
 * naming the first taken one). `own`: the rooms the OTA booking already holds — a change moved
 * within them is no clash. The hold's constraint still refuses a room taken after this look.
 */
export async function checkPlacing(
  bookings: BookingsRepository,
  occupancy: OccupancyRepository,
  row: OtaUpdateRow,
  placing: Placing,
  own: string[] = [],
): Promise<void> {
  const sold = Math.max(1, row.rooms.length);
  if (placing.rooms.length !== sold)
    throw validationError([{ path: 'rooms', message: OTA_MESSAGES.roomPerSoldRoom }]);
  const found = new Map((await bookings.rooms(placing.rooms)).map((room) => [room.id, room]));
  const stray = placing.rooms.findIndex((id) => !row.resort || found.get(id)?.resort !== row.resort);
  if (stray >= 0)
    throw validationError([
      { path: sold === 1 ? 'room' : `rooms.${stray}`, message: OTA_MESSAGES.roomNotOfResort },
    ]);
  const free = new Map(
    (await freeRooms(occupancy, row.resort!, placing.from, placing.to)).map((room) => [room.id, room.free]),
  );
  const taken = placing.rooms.find((id) => !free.get(id) && !own.includes(id));
  if (!taken) return;
  const name = found.get(taken)!.name;
  throw refusal(
    'ROOM_TAKEN',
    `${name} is already taken for some nights between ${placing.from} and ${placing.to}; nothing was changed`,
    { params: { room: name, from: formatDate(placing.from), to: formatDate(placing.to) } },
  );
}
