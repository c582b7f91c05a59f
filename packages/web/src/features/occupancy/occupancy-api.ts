import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { occupancyKeys } from '../assets/index.ts';

/** Under the occupancy keys, so every booking change that refreshes availability refreshes the chart. */
export const chartKeys = {
  range: (resort: string, from: string, to: string) =>
    [...occupancyKeys.all, 'chart', resort, from, to] as const,
};

/** The whole visible range in one call: rooms, bars and blockers (GET /api/bookings/occupancy/…). */
export function useOccupancyChart(resort: string, from: string, to: string) {
  return useQuery({
    queryKey: chartKeys.range(resort, from, to),
    queryFn: () => api.GET('/api/bookings/occupancy/{resort}/{from}/{to}', { path: { resort, from, to } }),
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

const roomPath = (target: MoveTarget) => ({ id: target.booking, roomId: target.roomBooking });

export function previewMove(target: MoveTarget) {
  const { room, beds, from, to } = target;
  return api.POST('/api/bookings/{id}/rooms/{roomId}/preview', {
    path: roomPath(target),
    body: { room, beds, from, to },
  });
}

/** One call: a change of room (with new dates when given) or of dates alone. */
export function moveBookedRoom(target: MoveTarget, keepPrice: boolean) {
  const { room, beds, from, to, version } = target;
  if (room)
    return api.POST('/api/bookings/{id}/rooms/{roomId}', {
      path: roomPath(target),
      body: { room, beds, from, to, version, keepPrice },
    });
  // A change of dates alone: the caller always has both (the bar dragged along the nights).
  if (!from || !to) throw new Error('moveBookedRoom: a change of dates needs both dates');
  return api.POST('/api/bookings/{id}/rooms/{roomId}/date', {
    path: roomPath(target),
    body: { from, to, version, keepPrice },
  });
}
