import type { BookingDetail } from '@seaberth/domain';
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBookingOtaUpdates } from './ota-bookings-api.ts';
import { OtaStateChip, useOtaUpdateText } from './ota-update-rows.tsx';

/** The booking page's OTA part: the channel's updates of this booking, newest first. */
export function BookingOtaUpdates({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const updates = useBookingOtaUpdates(booking.id, booking.source === 'ota');
  const text = useOtaUpdateText();
  if (booking.source !== 'ota' || !updates.data?.length) return null;
  return (
    <section aria-labelledby="booking-ota-title">
      <Typography id="booking-ota-title" variant="subtitle2" component="h3">
        {t('otaBookings.onBooking', { ota: updates.data[0]!.otaName, reference: updates.data[0]!.reference })}
      </Typography>
      <List dense disablePadding>
        {updates.data.map((u) => (
          <ListItem key={u.id} disableGutters>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{`${text.kind(u)} · ${text.dates(u)} · ${text.amount(u)}`}</span>
                  <OtaStateChip update={u} />
                </Stack>
              }
              secondary={`${text.received(u)}${u.message ? ` · ${u.message}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
