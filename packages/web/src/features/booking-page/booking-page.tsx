import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { formatInstant } from '../../app/format-dates.ts';
import { formatDate } from '../../resources/format-value.ts';
import { BookingActions } from './booking-actions.tsx';
import {
  BookingCalculation,
  BookingComments,
  BookingHistory,
  BookingPlaceLink,
  BookingReferences,
  BookingRoomsList,
  dateRange,
  lifeFacts,
  useBooking,
  useBookingPermissions,
} from '../bookings/index.ts';
import { BookingRoomsEditor } from './booking-rooms-editor.tsx';
import { useLiveBooking } from './use-live-booking.ts';
import { BookingTravel } from './booking-travel.tsx';
import { BookingPayments } from './booking-payments.tsx';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { Facts } from '../../app/facts.tsx';
import { BookingTodos } from '../todos/index.ts';
import { BookingDocuments } from '../documents/index.ts';
import { BookingInvoices } from '../invoices/index.ts';
import { BookingAgencyFact } from '../agencies/index.ts';
import { BookingGuestForms } from '../guest-forms/index.ts';
import { useCan, useSession } from '../../app/session-context.ts';
import { useMoney } from '../../ui/use-money.ts';
import { BookingOtaUpdates } from '../ota-bookings/index.ts';

/** /booking/:id — one booking: who, when, where, what it costs, what is paid, what to do next. */
export function BookingPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const booking = useBooking(id);
  const live = useLiveBooking(id, booking.data?.version);
  const permissions = useBookingPermissions();
  const { features } = useSession();
  const { format } = useMoney();
  // Guest forms hold customer data: shown to whoever may read customers (an agent: its bookings').
  const canSeeGuestForms = useCan(['customers.read', 'agencies.self']);
  const back = (
    <Button component={RouterLink} to="/booking/list" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('bookings.detail.back')}
    </Button>
  );
  if (booking.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );
  }
  if (booking.isError) {
    return (
      <Box>
        {back}
        <LoadErrorAlert error={booking.error} onRetry={() => booking.refetch()} />
      </Box>
    );
  }
  const data = booking.data;
  // A rebooked, split or deleted booking's money lives on in the bookings it became.
  const settled = data.state === 'rebooked' || data.state === 'splitted' || data.state === 'deleted';
  const open = settled ? 0 : data.total - data.paid;
  // Check-in and check-out show once they happened (the first room in, the last room out).
  const deskFacts: [string, string][] = [];
  if (data.checkIn) deskFacts.push([t('frontDesk.booking.checkedIn'), formatInstant(data.checkIn)]);
  if (data.checkOut) deskFacts.push([t('frontDesk.booking.checkedOut'), formatInstant(data.checkOut)]);

  return (
    <Box sx={{ maxWidth: 1400 }}>
      {back}
      <PageHeading
        title={
          <Stack direction="row" spacing={1.5} component="span" sx={{ alignItems: 'center' }}>
            <span>{t('bookings.detail.title', { bookingNo: data.bookingNo })}</span>
            <BookingStateChip state={data.state} size="medium" />
          </Stack>
        }
        subtitle={data.leadName}
      />
      {live.changedElsewhere && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={live.reload}>
              {t('bookings.detail.reload')}
            </Button>
          }
        >
          {live.changedBy
            ? t('bookings.detail.changedBy', { name: live.changedBy })
            : t('bookings.detail.changedElsewhere')}
        </Alert>
      )}
      <Stack spacing={2}>
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('bookings.detail.title', { bookingNo: data.bookingNo })}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Facts
            facts={[
              [t('bookings.detail.lead'), data.leadName],
              [t('bookings.detail.dates'), dateRange(data.from, data.to)],
              [t('bookings.detail.pax'), String(data.noOfPax)],
              [
                data.schedule ? t('bookings.detail.trip') : t('bookings.detail.resort'),
                <BookingPlaceLink key="place" booking={data} />,
              ],
              // A booking with a resort stay and a trip names both places.
              ...(data.schedule && data.resort
                ? [
                    [
                      t('bookings.detail.resort'),
                      <BookingPlaceLink key="resort" booking={data} place="resort" />,
                    ] as [string, ReactNode],
                  ]
                : []),
              // The channel: the agency it came through, and "Change" for who may price it again.
              [
                t('agencies.booking.channel'),
                <BookingAgencyFact key="agency" booking={data} canUpdate={permissions.canUpdate} />,
              ],
              [t('bookings.detail.bookingDate'), formatDate(data.bookingDate, false)],
              [t('bookings.detail.total'), format(data.total, data.currency)],
              [t('bookings.detail.paid'), format(data.paid, data.currency)],
              // Paid more than it costs now (a fee below the deposit): a refund is due, not "open −€X".
              open < 0
                ? [t('bookings.refundDue'), format(-open, data.currency)]
                : [t('bookings.detail.open'), format(open, data.currency)],
              ...deskFacts,
              ...lifeFacts(data, t),
            ]}
          />
          <Box sx={{ mt: 2 }}>
            <BookingReferences booking={data} canUpdate={permissions.canUpdate} />
          </Box>
          <Box sx={{ mt: 2 }}>
            <BookingOtaUpdates booking={data} />
          </Box>
          {data.note && (
            <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              {data.note}
            </Typography>
          )}
          {permissions.canUpdate && (
            <Box sx={{ mt: 2 }}>
              <BookingActions booking={data} />
            </Box>
          )}
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="booking-rooms"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="booking-rooms" variant="h4" component="h2" sx={{ mb: 2 }}>
            {t('bookings.detail.rooms')}
          </Typography>
          {permissions.canUpdate ? (
            <BookingRoomsEditor booking={data} />
          ) : (
            <BookingRoomsList booking={data} />
          )}
        </Paper>
        {permissions.readTravel && <BookingTravel booking={data} canUpdate={permissions.writeTravel} />}
        {canSeeGuestForms && !settled && <BookingGuestForms booking={data} />}
        <BookingCalculation booking={data} canUpdate={permissions.canUpdate} />
        <BookingPayments booking={data} canUpdate={permissions.canUpdate} />
        <BookingDocuments booking={data} canUpdate={permissions.canUpdate} />
        {permissions.readInvoices && <BookingInvoices booking={data} canUpdate={permissions.canUpdate} />}
        {features.todo && permissions.readTodos && (
          <BookingTodos booking={data} canUpdate={permissions.canUpdate} />
        )}
        {permissions.readComments && <BookingComments booking={data} canUpdate={permissions.canUpdate} />}
        <BookingHistory booking={data} />
      </Stack>
    </Box>
  );
}
