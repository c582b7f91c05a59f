import { List, ListItemButton, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { PosGuest } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useRent, useRentalGuests } from './rental-api.ts';

export interface RentDialogItem {
  id: string;
  label: string;
}

/**
 * Renting one item: the till that charges it (the rental counter first) and an in-house guest
 * picked by name, room or booking number; the product goes on the guest's room once.
 */
export function RentDialog({
  item,
  tills,
  onDone,
  onClose,
}: {
  item: RentDialogItem;
  tills: { id: string; name: string; kind: string }[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [till, setTill] = useState(() => (tills.find((x) => x.kind === 'rental') ?? tills[0])?.id ?? '');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PosGuest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const guests = useRentalGuests(search.trim(), till || null);
  const rent = useRent();
  const rows = guests.data ?? [];
  return (
    <ActionDialog
      title={t('rental.rent.title', { item: item.label })}
      submitLabel={
        chosen
          ? t('rental.rent.submit', { guest: chosen.fullName, room: chosen.roomName })
          : t('rental.rent.choose')
      }
      submitDisabled={!chosen || !till}
      pending={rent.isPending}
      onClose={onClose}
      error={problem ? { text: problem } : null}
      onSubmit={() =>
        chosen &&
        rent.mutate(
          { item: item.id, roomBooking: chosen.roomBooking, customer: chosen.customer, till },
          { onSuccess: onDone, onError: (error) => setProblem(describeError(error, t)) },
        )
      }
      testId="rent-dialog"
    >
      {tills.length === 0 ? (
        <Typography color="error">{t('rental.rent.noTill')}</Typography>
      ) : (
        <TextField
          select
          label={t('rental.rent.till')}
          value={till}
          onChange={(e) => setTill(e.target.value)}
        >
          {tills.map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={t('rental.rent.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoFocus
        autoComplete="off"
      />
      <Stack sx={{ maxHeight: 360, overflow: 'auto' }}>
        {guests.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary">{t('rental.rent.none')}</Typography>
        )}
        <List aria-label={t('rental.rent.guests')}>
          {rows.map((guest) => (
            <ListItemButton
              key={`${guest.roomBooking}/${guest.customer}`}
              selected={chosen?.roomBooking === guest.roomBooking && chosen.customer === guest.customer}
              onClick={() => setChosen(guest)}
              sx={{ minHeight: 56 }}
            >
              <ListItemText primary={`${guest.roomName} — ${guest.fullName}`} secondary={guest.bookingNo} />
            </ListItemButton>
          ))}
        </List>
      </Stack>
    </ActionDialog>
  );
}
