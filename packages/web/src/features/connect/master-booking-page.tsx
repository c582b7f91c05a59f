import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type BookingState, formatDate, remoteLabel } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Facts } from '../../app/facts.tsx';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { formatMoney } from '../../ui/money.ts';
import { useMasterBooking, useMasterGuestForms } from './connect-api.ts';

/**
 * A guest form's answers as text: the fields the guest filled in, in their order, groups (master
 * data, contact, diver…) opened one level; dates in the product format.
 */
function answers(data: Record<string, unknown>, prefix = ''): Array<[string, string]> {
  return Object.entries(data).flatMap(([key, value]): Array<[string, string]> => {
    // The signature is a drawn picture; the list shows what was written.
    if (value === null || value === undefined || value === '' || key === 'signature') return [];
    if (typeof value === 'object' && !Array.isArray(value))
      return prefix ? [] : answers(value as Record<string, unknown>, `${key}.`);
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    return [[`${prefix}${key}`, /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text) : text]];
  });
}

/**
 * /master/booking/:system/:id (bookings.read, feature assetMaster): a booking of a connected
 * installation, read-only, with its guests and their guest forms as they were sent there.
 */
export function MasterBookingPage() {
  const { t, i18n } = useTranslation();
  const { system = '', id = '' } = useParams();
  const booking = useMasterBooking(system, id);
  const forms = useMasterGuestForms(system, id);
  const back = (
    <Button
      component={RouterLink}
      to={`/master/booking?system=${encodeURIComponent(system)}`}
      startIcon={<ArrowBack />}
    >
      {t('connect.master.back')}
    </Button>
  );

  if (booking.isPending) return <CircularProgress aria-label={t('connect.master.loading')} />;
  if (booking.isError)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LoadErrorAlert error={booking.error} onRetry={() => booking.refetch()} />
        {back}
      </Stack>
    );
  const data = booking.data;
  return (
    <>
      <PageHeading
        title={t('connect.master.bookingTitle', { no: data.bookingNo, system: data.systemName })}
        subtitle={t('connect.master.readOnly')}
        actions={back}
      />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Facts
            facts={[
              [
                t('connect.master.state'),
                <BookingStateChip key="state" state={data.state as BookingState} />,
              ],
              [t('connect.master.dates'), `${formatDate(data.from)} – ${formatDate(data.to)}`],
              [t('connect.master.asset'), data.asset],
              [t('connect.master.lead'), data.leadName],
              [t('connect.master.pax'), data.noOfPax],
              [
                t('connect.master.total'),
                formatMoney({ amount: data.total, currency: data.currency }, i18n.language),
              ],
              [
                t('connect.master.paid'),
                formatMoney({ amount: data.paid, currency: data.currency }, i18n.language),
              ],
              [t('connect.master.bookingDate'), formatDate(data.bookingDate)],
            ]}
            columns={4}
          />
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('connect.master.guests')}
          </Typography>
          <Table size="small" aria-label={t('connect.master.guests')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('connect.master.guest')}</TableCell>
                <TableCell>{t('connect.master.email')}</TableCell>
                <TableCell>{t('connect.master.room')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.guests.map((guest) => (
                <TableRow key={`${guest.customer}-${guest.room}`}>
                  <TableCell>{guest.name}</TableCell>
                  <TableCell>{guest.email}</TableCell>
                  <TableCell>{guest.room}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('connect.master.guestForms')}
          </Typography>
          {forms.isError && <LoadErrorAlert error={forms.error} onRetry={() => forms.refetch()} />}
          {forms.data?.length === 0 && <Alert severity="info">{t('connect.master.noForms')}</Alert>}
          <Stack spacing={2}>
            {forms.data?.map((form) => (
              <Card key={form.id} variant="outlined">
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="subtitle1">
                      {form.customerName || t('connect.master.unnamed')}
                    </Typography>
                    <Chip
                      size="small"
                      label={t(`connect.master.formStates.${form.state}`, { defaultValue: form.state })}
                    />
                    {form.submittedAt && (
                      <Typography variant="body2" color="text.secondary">
                        {t('connect.master.submitted', { at: formatInstant(form.submittedAt) })}
                      </Typography>
                    )}
                  </Stack>
                  <Facts
                    facts={answers(form.data).map(([path, value]): [string, string] => [
                      // The custom answers in the words the other installation sends, else ours, else the key.
                      remoteLabel(form.labels?.[path], i18n.language) ??
                        t(`guestForms.fields.${path}`, { defaultValue: path }),
                      value,
                    ])}
                    columns={3}
                  />
                </CardContent>
              </Card>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
