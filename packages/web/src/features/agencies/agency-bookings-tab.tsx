import { bookingResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/resource-list.tsx';
import { useBookingColumns } from '../bookings/index.ts';

/** The bookings that came through the agency, latest arrival first; a row opens the booking. */
export function AgencyBookingsTab({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useBookingColumns();
  const fixedFilter = useMemo(() => ({ agency }), [agency]);
  return (
    <ResourceList
      definition={bookingResource}
      hideTitle
      intro={t('agencies.bookings.intro')}
      fixedFilter={fixedFilter}
      onOpenRow={(row) => navigate(`/booking/${row.id}`)}
      columnOverrides={columns}
    />
  );
}
