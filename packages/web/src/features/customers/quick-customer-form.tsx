import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import type { GuestOption } from './customer-picker.tsx';
import { DateField } from '../../app/date-field.tsx';

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  birthday: string;
  nationality: string;
}

const EMPTY: Draft = { firstName: '', lastName: '', email: '', birthday: '', nationality: '' };

/**
 * A guest who is not a customer yet, with what a booking needs (`POST /api/customer`); the rest
 * of the record is filled in later on the customer page.
 */
export function QuickCustomerForm({
  onCreated,
  onCancel,
}: {
  /** Awaited: the form stays busy (no second customer) until the caller has placed the guest. */
  onCreated: (guest: GuestOption) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [touched, setTouched] = useState(false);
  const create = useMutation({
    meta: { silent: true },
    mutationFn: (body: unknown) => api.POST('/api/customer', { body }),
    onSuccess: async (row) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys('customer').all });
      const fullName = row.fullName || `${draft.firstName.trim()} ${draft.lastName.trim()}`;
      // Age and nationality price the guest and pick the booking's language.
      await onCreated({
        id: row.id,
        fullName,
        email: draft.email.trim(),
        birthday: draft.birthday || null,
        nationality: draft.nationality.trim().toUpperCase(),
      });
    },
  });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const missing = (value: string) => touched && !value.trim();
  const nationality = draft.nationality.trim().toUpperCase();
  const nationalityBad = nationality !== '' && !/^[A-Z]{2}$/.test(nationality);

  const submit = () => {
    setTouched(true);
    if (!draft.firstName.trim() || !draft.lastName.trim() || nationalityBad) return;
    create.mutate({
      masterData: {
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        birthday: draft.birthday || null,
        nationality,
      },
      contact: { email: draft.email.trim() },
      address: {},
      passport: {},
    });
  };

  return (
    <Box
      role="group"
      aria-labelledby="quick-customer-title"
      data-testid="quick-customer-form"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id="quick-customer-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('bookings.quickCustomer.title')}
      </Typography>
      {create.isError && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {bookingErrorText(create.error, t)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('fields.firstName')}
          value={draft.firstName}
          onChange={set('firstName')}
          required
          error={missing(draft.firstName)}
          helperText={missing(draft.firstName) ? t('bookings.quickCustomer.required') : undefined}
        />
        <TextField
          label={t('fields.lastName')}
          value={draft.lastName}
          onChange={set('lastName')}
          required
          error={missing(draft.lastName)}
          helperText={missing(draft.lastName) ? t('bookings.quickCustomer.required') : undefined}
        />
        <TextField label={t('fields.email')} type="email" value={draft.email} onChange={set('email')} />
        <DateField
          label={t('fields.birthday')}
          value={draft.birthday}
          onChange={(iso) => set('birthday')({ target: { value: iso } })}
        />
        <TextField
          label={t('fields.nationality')}
          value={draft.nationality}
          onChange={set('nationality')}
          error={touched && nationalityBad}
          helperText={t('bookings.quickCustomer.nationalityHint')}
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={create.isPending}>
          {t('resources.common.cancel')}
        </Button>
        <PendingButton pending={create.isPending} variant="outlined" onClick={submit}>
          {t('bookings.quickCustomer.create')}
        </PendingButton>
      </Stack>
    </Box>
  );
}
