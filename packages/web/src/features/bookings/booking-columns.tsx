import type { BookingState } from '@seaberth/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { useMoney } from '../../ui/use-money.ts';

/** The booking list's columns as every list of bookings shows them: state as a chip, money as money. */
export function useBookingColumns() {
  const { format } = useMoney();
  return useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(() => {
    const money: Partial<GridColDef<ResourceRow>> = {
      type: 'number',
      valueFormatter: (value, row) =>
        typeof value === 'number' ? format(value, String(row.currency ?? 'EUR')) : '',
    };
    return {
      state: {
        flex: 0,
        width: 150,
        renderCell: ({ value }) => (value ? <BookingStateChip state={value as BookingState} /> : null),
      },
      total: money,
      paid: money,
    };
  }, [format]);
}
