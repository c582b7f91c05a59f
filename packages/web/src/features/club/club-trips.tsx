import { Button, Chip, Stack } from '@mui/material';
import { formatDate } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useClubBookings, useClubForms } from './club-api.ts';
import { ClubList, ClubRow } from './club-list.tsx';

/** The member's trips and stays, and the guest forms still to fill in for them. */
export function ClubTrips() {
  const { t } = useTranslation();
  const { format } = useMoney();
  const bookings = useClubBookings();
  const forms = useClubForms();
  return (
    <Stack spacing={3}>
      <ClubList query={bookings} title={t('club.trips.title')} empty={t('club.trips.empty')}>
        {(booking) => (
          <ClubRow
            key={booking.booking}
            testId="club-booking"
            title={[booking.tourName, booking.place].filter(Boolean).join(' · ')}
            detail={
              <>
                {formatDate(booking.from)} – {formatDate(booking.to)} ·{' '}
                {t('club.trips.number', { no: booking.bookingNo })}
                {booking.booker && (
                  <>
                    <br />
                    {t('club.trips.money', {
                      total: format(booking.total, booking.currency),
                      open: format(booking.open, booking.currency),
                    })}
                  </>
                )}
              </>
            }
            aside={
              <>
                {!booking.booker && <Chip size="small" variant="outlined" label={t('club.trips.guest')} />}
                <BookingStateChip state={booking.state} />
              </>
            }
          />
        )}
      </ClubList>
      <ClubList query={forms} title={t('club.forms.title')} empty={t('club.forms.empty')}>
        {(form) => (
          <ClubRow
            key={form.form}
            testId="club-form"
            title={`${form.place} · ${formatDate(form.from)} – ${formatDate(form.to)}`}
            detail={
              form.submittedAt
                ? t('club.forms.submitted', { date: formatDate(form.submittedAt.slice(0, 10)) })
                : t('club.forms.open')
            }
            aside={
              <Button variant={form.submittedAt ? 'outlined' : 'contained'} href={form.url}>
                {t(form.submittedAt ? 'club.forms.view' : 'club.forms.fill')}
              </Button>
            }
          />
        )}
      </ClubList>
    </Stack>
  );
}
