import { List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { PosGuest } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/use-money.ts';
import { usePosGuests } from './pos-api.ts';

/**
 * Guests of the till's resort or vessel, found by name, room or booking number and picked with a
 * tap: who a tab goes on, or whose room bill is paid. `showOpen` adds what is open on the booking.
 */
export function GuestPicker({
  till,
  chosen,
  onChoose,
  showOpen = false,
}: {
  till: string | null;
  chosen: PosGuest | null;
  onChoose: (guest: PosGuest) => void;
  showOpen?: boolean;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [search, setSearch] = useState('');
  const guests = usePosGuests(search.trim(), till, true);
  const rows = guests.data ?? [];
  return (
    <>
      <TextField
        label={t('pos.room.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoFocus
        autoComplete="off"
      />
      <Stack sx={{ maxHeight: 420, overflow: 'auto' }}>
        {guests.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary">{t('pos.room.none')}</Typography>
        )}
        <List aria-label={t('pos.room.guests')}>
          {rows.map((guest) => (
            <ListItemButton
              key={`${guest.roomBooking}/${guest.customer}`}
              selected={chosen?.roomBooking === guest.roomBooking && chosen.customer === guest.customer}
              onClick={() => onChoose(guest)}
              sx={{ minHeight: 56 }}
            >
              <ListItemText
                primary={`${guest.roomName} — ${guest.fullName}`}
                secondary={[
                  guest.bookingNo,
                  guest.checkedIn ? t('pos.room.checkedIn') : '',
                  showOpen ? t('pos.bill.open', { amount: format(guest.open, guest.currency) }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      </Stack>
    </>
  );
}
