import type { BookingDetail, OccupancyChart, RoomChangePreview } from '@seaberth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { occupancyKeys } from '../assets/use-occupancy.ts';

const id = (value: string) => encodeURIComponent(value);

/** Under the occupancy keys, so every booking change that refreshes availability refreshes the chart. */
export const chartKeys = {
  range: (resort: string, from: string, to: string) =>
    [...occupancyKeys.all, 'chart', resort, from, to] as const,
};

/** The whole visible range in one call: rooms, bars and blockers (GET /api/bookings/occupancy/…). */
export function useOccupancyChart(resort: string, from: string, to: string) {
  return useQuery({
    queryKey: chartKeys.range(resort, from, to),
    queryFn: () => api.get<OccupancyChart>(`/api/bookings/occupancy/${id(resort)}/${from}/${to}`),
    enabled: Boolean(resort),
    // Paging keeps the last picture on screen instead of flashing an empty chart.
    placeholderData: keepPreviousData,
    // A new range is a new answer: comparing 2,600 bars with the last one for reuse costs more
    // than it saves.
    structuralSharing: false,
  });
}

/** Where a dragged bar should go: another room (and beds) and/or other nights. */
export interface MoveTarget {
  booking: string;
  roomBooking: string;
  version: number;
  room?: string;
  beds?: number[];
  from?: string;
  to?: string;
}

const roomPath = (target: MoveTarget) =>
  `/api/bookings/${id(target.booking)}/rooms/${id(target.roomBooking)}`;

export function previewMove(target: MoveTarget) {
  const { room, beds, from, to } = target;
  return api.post<RoomChangePreview>(`${roomPath(target)}/preview`, { room, beds, from, to });
}

/** One call: a change of room (with new dates when given) or of dates alone. */
export function moveBookedRoom(target: MoveTarget, keepPrice: boolean) {
  const { room, beds, from, to, version } = target;
  if (room) return api.post<BookingDetail>(roomPath(target), { room, beds, from, to, version, keepPrice });
  return api.post<BookingDetail>(`${roomPath(target)}/date`, { from, to, version, keepPrice });
}
