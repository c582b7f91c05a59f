import type { AssetShareBooking } from '@seaberth/domain';

export const SORT_FIELDS = [
  'bookingNo',
  'leadName',
  'from',
  'resort',
  'vessel',
  'total',
  'paid',
  'open',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface Sort {
  field: SortField;
  direction: 'asc' | 'desc';
}

const sortValue = (b: AssetShareBooking, field: SortField): string | number =>
  field === 'resort' || field === 'vessel' ? b[field].amount : b[field];

/** The bookings in the order the table's header asks for; ties by booking number. */
export function sortBookings(bookings: readonly AssetShareBooking[], sort: Sort): AssetShareBooking[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...bookings].sort((a, b) => {
    const x = sortValue(a, sort.field);
    const y = sortValue(b, sort.field);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.bookingNo.localeCompare(b.bookingNo);
  });
}
