import {
  type BookingDetail,
  type EditBookingInput,
  isOption,
  LANGUAGES,
  type Language,
} from '@seaberth/domain';
import { MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { type ReferenceOption, useReferenceOptions } from '../../resources/use-reference-options.ts';
import { api } from '../../api/client.ts';
import { useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { DateField } from '../../app/date-field.tsx';

/** The booking's header: where it came from, its category, language, note and option date. */
export function BookingEditDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const sources = useReferenceOptions('bookingsource');
  const categories = useReferenceOptions('bookingcategory');
  const [bookingSource, setBookingSource] = useState(booking.bookingSource ?? '');
  const [category, setCategory] = useState(booking.category ?? '');
  const [language, setLanguage] = useState<Language>(booking.language);
  const [note, setNote] = useState(booking.note);
  const [optionUntil, setOptionUntil] = useState(booking.optionUntil ?? '');
  const option = isOption(booking.state);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body: EditBookingInput = {
        bookingSource: bookingSource || null,
        category: category || null,
        language,
        note,
        ...(option ? { optionUntil: optionUntil || null } : {}),
        version: booking.version,
      };
      return api.POST('/api/bookings/{id}', { path: { id: booking.id }, body });
    },
    onSuccess: async () => {
      await refresh();
      showSuccess(t('bookings.edit.saved', { bookingNo: booking.bookingNo }));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('bookings.edit.title', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookings.edit.save')}
      onSubmit={() => save.mutate()}
      onClose={onClose}
      pending={save.isPending}
      error={save.isError ? { text: bookingErrorText(save.error, t) } : null}
      testId="booking-edit-dialog"
    >
      <OptionSelect
        label={t('wizard.details.source')}
        none={t('wizard.details.noSource')}
        value={bookingSource}
        onChange={setBookingSource}
        options={sources.options}
      />
      <OptionSelect
        label={t('wizard.details.category')}
        none={t('wizard.details.noCategory')}
        value={category}
        onChange={setCategory}
        options={categories.options}
      />
      <TextField
        select
        label={t('wizard.details.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`wizard.details.languages.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      {option && (
        <DateField
          label={t('bookings.edit.optionUntil')}
          value={optionUntil}
          onChange={(iso) => setOptionUntil(iso)}
          helperText={t('bookings.edit.optionHelp')}
        />
      )}
      <TextField
        label={t('bookings.edit.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
    </ActionDialog>
  );
}

/** A reference picked from a list, or none. */
function OptionSelect(props: {
  label: string;
  none: string;
  value: string;
  onChange: (value: string) => void;
  options: ReferenceOption[];
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <MenuItem value="">{props.none}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
