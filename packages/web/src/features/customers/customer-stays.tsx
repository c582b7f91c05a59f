import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { QuerySection } from '../../app/query-section.tsx';
import { ScrollRegion } from '../../app/scroll-region.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { useMoney } from '../../ui/use-money.ts';

/** Under the bookings key, so a booking made or changed anywhere refreshes the customer's list. */
const staysKey = (customer: string) => [...resourceKeys('bookings').all, 'stays', customer] as const;

/** `GET /api/customer/{id}/stay`: the bookings the customer is a guest of (a row per room), newest first. */
export function useCustomerStays(customer: string, enabled = true) {
  return useQuery({
    queryKey: staysKey(customer),
    queryFn: () => api.GET('/api/customer/{id}/stay', { path: { id: customer } }),
    enabled: enabled && Boolean(customer),
    meta: { silent: true },
  });
}

/** The trips and stays a customer is a guest of, newest first. */
export function CustomerStays({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const stays = useCustomerStays(customer);
  return (
    <QuerySection
      id="customer-stays"
      testId="customer-stays"
      title={t('customers.stays.title')}
      query={stays}
      isEmpty={(data) => data.length === 0}
      empty={t('customers.stays.empty')}
      sx={{ mt: 2 }}
    >
      {(data) => (
        <ScrollRegion label={t('customers.stays.title')}>
          <Table size="small" aria-label={t('customers.stays.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('customers.stays.booking')}</TableCell>
                <TableCell>{t('customers.stays.state')}</TableCell>
                <TableCell>{t('customers.stays.dates')}</TableCell>
                <TableCell>{t('customers.stays.place')}</TableCell>
                <TableCell>{t('customers.stays.room')}</TableCell>
                <TableCell align="right">{t('customers.stays.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((stay) => (
                <TableRow key={stay.booking}>
                  <TableCell>
                    <Link component={RouterLink} to={`/booking/${stay.booking}`}>
                      {stay.bookingNo}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <BookingStateChip state={stay.state} />
                  </TableCell>
                  <TableCell>{`${formatDate(stay.from, false)} – ${formatDate(stay.to, false)}`}</TableCell>
                  <TableCell>
                    {stay.schedule ? (
                      <Link component={RouterLink} to={`/schedule/${stay.schedule}`}>
                        {[stay.tourName, stay.place].filter(Boolean).join(' · ')}
                      </Link>
                    ) : (
                      stay.place
                    )}
                  </TableCell>
                  <TableCell>{stay.roomName}</TableCell>
                  <TableCell align="right">{format(stay.total, stay.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </QuerySection>
  );
}
