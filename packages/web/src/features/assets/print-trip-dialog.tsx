import { formatDate } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { PickAndPrintDialog } from './pick-and-print-dialog.tsx';
import { operatorToday } from '../../app/clock.ts';

/** Picks a trip of the coming year and opens the list printed for it in a new tab. */
export function PrintTripDialog({ list, onClose }: { list: ResourceRow; onClose: () => void }) {
  const { t } = useTranslation();
  // Today on the wall clock: UTC's day is still yesterday (or already tomorrow) around midnight.
  const today = operatorToday();
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const trips = useQuery({
    queryKey: ['tour', 'date', today, nextYear, list.vessel ?? 'all'],
    queryFn: () =>
      api.GET('/api/tour/date/{from}/{to}', {
        path: { from: today, to: nextYear },
        query: list.vessel ? { vessel: String(list.vessel) } : undefined,
      }),
  });
  return (
    <PickAndPrintDialog
      title={t('assets.lists.printTitle', { name: String(list.name) })}
      label={t('assets.lists.trip')}
      emptyText={t('assets.lists.noTrips')}
      options={
        trips.data?.map((trip) => ({
          value: trip.id,
          label: `${formatDate(trip.from)} – ${formatDate(trip.to)} · ${trip.tourName ?? ''}${trip.vesselName ? ` · ${trip.vesselName}` : ''}`,
        })) ?? null
      }
      documentUrl={(trip) => `/api/vessellist/${list.id}/print/${trip}`}
      onClose={onClose}
    />
  );
}
