import type { BookingImportLine, BookingImportRow } from '@seaberth/domain';
import type { CheckedRow } from './booking-import-file.ts';
import type { BookingImportRepository, ImportableRoom } from './booking-import.repository.ts';

/** Names compared as people type them: case and surrounding spaces do not count. */
const key = (name: string) => name.trim().toLowerCase();

/** One row placed: its room found. */
export interface PlacedRow {
  row: BookingImportRow;
  room: ImportableRoom;
}

/** The rows of one reference, ready to be booked as one booking with one room a row. */
export interface ImportGroup {
  reference: string;
  rows: PlacedRow[];
  /** Every line of the file the booking comes from (a line of another Seaberth's export holds all rooms). */
  lines: number[];
  schedule?: string;
}

/** Why a reference's rows are not booked: the line at fault; its other lines are refused with it. */
export interface GroupRefusal {
  lines: number[];
  reference: string;
  cause: BookingImportLine;
}

export const refusedLine = (
  line: number,
  reference: string,
  column: BookingImportLine['column'],
  reason: BookingImportLine['reason'],
  message = '',
): BookingImportLine => ({
  line,
  outcome: 'refused',
  reference,
  booking: null,
  bookingNo: null,
  column,
  reason,
  message,
});

/**
 * The file's rows by reference, in the order the file first names each: rows under one reference
 * are one booking (issue 39). A row without a reference stands alone (it is refused as missing one).
 */
export function byReference(checked: CheckedRow[]): CheckedRow[][] {
  const groups = new Map<string, CheckedRow[]>();
  for (const row of checked) {
    const id = row.reference ? `ref:${row.reference}` : `line:${row.line}`;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * Places the rows of one reference: each row checked, its resort or vessel and room found, all on
 * the same resort or vessel and dates (a booking has one stay), no room twice, and a vessel's trip
 * on those dates. The first row at fault refuses the whole booking.
 */
export async function placeGroup(
  group: CheckedRow[],
  rooms: ImportableRoom[],
  repository: BookingImportRepository,
): Promise<ImportGroup | GroupRefusal> {
  const reference = group[0]!.reference;
  const lines = [...new Set(group.map((r) => r.line))];
  const refuse = (...cause: Parameters<typeof refusedLine>): GroupRefusal => ({
    lines,
    reference,
    cause: refusedLine(...cause),
  });
  const placed: PlacedRow[] = [];
  for (const check of group) {
    if (!check.ok) return refuse(check.line, reference, check.column, check.reason);
    const { row } = check;
    const first = placed[0]?.row;
    if (
      first &&
      (key(first.asset) !== key(row.asset) ||
        first.arrival !== row.arrival ||
        first.departure !== row.departure)
    )
      return refuse(row.line, reference, 'reference', 'otherStay');
    const ofAsset = rooms.filter((r) => key(r.assetName) === key(row.asset));
    if (!ofAsset.length) return refuse(row.line, reference, 'asset', 'unknownAsset');
    const room = ofAsset.find((r) => key(r.name) === key(row.room));
    if (!room) return refuse(row.line, reference, 'room', 'unknownRoom');
    if (placed.some((p) => p.room.id === room.id))
      return refuse(row.line, reference, 'room', 'duplicateInFile');
    placed.push({ row, room });
  }
  const { row, room } = placed[0]!;
  if (!room.vessel) return { reference, rows: placed, lines };
  const schedule = await repository.schedule(room.vessel, row.arrival, row.departure);
  if (!schedule) return refuse(row.line, reference, 'arrival', 'noTrip');
  return { reference, rows: placed, lines, schedule };
}
