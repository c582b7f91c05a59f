import { type BookingState, bookingResource } from '@seaberth/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { BookingStateChip } from './booking-state-chip.tsx';
import { useMoney } from './use-money.ts';

/** /booking/list — every booking, read-only here: a row opens the booking's own page. */
export function BookingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { format } = useMoney();
  const columns = useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(() => {
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
  return (
    <ResourceList
      definition={bookingResource}
      intro={t('bookings.list.intro')}
      onOpenRow={(row) => navigate(`/booking/${row.id}`)}
      columnOverrides={columns}
    />
  );
}
