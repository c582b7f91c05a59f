import { allows, type BookingDetail, type BookingReference, REFERENCE_KINDS } from '@seaberth/domain';
import CloseIcon from '@mui/icons-material/Close';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';

type Kind = (typeof REFERENCE_KINDS)[number];

/** External references of a booking (an agency's file number, an OTA's id): shown, added, removed. */
export function BookingReferences({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const [kind, setKind] = useState<Kind>('agency');
  const [value, setValue] = useState('');
  const [adding, setAdding] = useState(false);
  const add = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/bookings/{id}/ref', {
        path: { id: booking.id },
        body: { kind, value: value.trim(), version: booking.version },
      }),
    onSuccess: async () => {
      showSuccess(t('bookings.references.added', { value: value.trim() }));
      setValue('');
      setAdding(false);
      await refresh();
    },
  });
  const [removing, setRemoving] = useState<BookingReference | null>(null);
  const editable = canUpdate && allows(booking.state, 'reference');
  if (!booking.references.length && !editable) return null;
  return (
    <Stack
      spacing={1}
      data-testid="booking-references"
      aria-label={t('bookings.references.title')}
      role="group"
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {t('bookings.references.title')}
      </Typography>
      {add.isError && <Alert severity="error">{bookingErrorText(add.error, t)}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {booking.references.map((ref) => (
          <Chip
            key={ref.id}
            label={`${t(`bookings.references.kinds.${ref.kind}`)}: ${ref.value}`}
            onDelete={editable ? () => setRemoving(ref) : undefined}
            deleteIcon={<CloseIcon aria-label={t('bookings.references.remove', { value: ref.value })} />}
          />
        ))}
        {editable && !adding && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('bookings.references.add')}
          </Button>
        )}
      </Stack>
      {editable && adding && (
        // An edit in progress: the booking page's live refresh waits for it (use-live-booking.ts).
        <Stack
          data-live-editing="true"
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            if (value.trim()) add.mutate();
          }}
        >
          <TextField
            select
            size="small"
            label={t('bookings.references.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
            sx={{ width: { sm: 160 } }}
          >
            {REFERENCE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`bookings.references.kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('bookings.references.value')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ width: { sm: 260 } }}
            autoFocus
          />
          <PendingButton
            type="submit"
            variant="outlined"
            pending={add.isPending}
            disabled={!value.trim()}
            sx={{ whiteSpace: 'nowrap', alignSelf: { sm: 'center' } }}
          >
            {t('bookings.references.add')}
          </PendingButton>
          <Button
            onClick={() => {
              setAdding(false);
              add.reset();
            }}
            disabled={add.isPending}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('resources.common.cancel')}
          </Button>
        </Stack>
      )}
      {removing && (
        <RemoveReferenceDialog booking={booking} reference={removing} onClose={() => setRemoving(null)} />
      )}
    </Stack>
  );
}

/** Removing a reference asks first: the number may be all that links the booking to an agency's file. */
function RemoveReferenceDialog({
  booking,
  reference,
  onClose,
}: {
  booking: BookingDetail;
  reference: BookingReference;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.DELETE('/api/bookings/{id}/ref/{ref}', {
        path: { id: booking.id, ref: reference.id },
        query: { version: booking.version },
      }),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('bookings.references.removed', { value: reference.value }));
      onClose();
    },
  });
  const kind = t(`bookings.references.kinds.${reference.kind}`);
  return (
    <ActionDialog
      title={t('bookings.references.removeTitle', { value: reference.value })}
      submitLabel={t('bookings.references.removeSubmit')}
      onSubmit={() => remove.mutate()}
      onClose={onClose}
      pending={remove.isPending}
      error={remove.isError ? { text: bookingErrorText(remove.error, t) } : null}
      destructive
    >
      <Typography variant="body2">
        {t('bookings.references.removeText', { kind, value: reference.value })}
      </Typography>
    </ActionDialog>
  );
}
