import { LANGUAGES, type Language } from '@seaberth/domain';
import { Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { formatDate } from '../../resources/format-value.ts';
import { CustomerSelect, type GuestOption, useCustomerStays } from '../customers/index.ts';
import { formKeys, sendForm, useActiveDefinitions } from './form-api.ts';
import { fieldErrorText } from '../../i18n/validation-messages.ts';

export interface SentLink {
  id: string;
  url: string;
  mailed: string | null;
}

/** "Send a form": which form, to whom (and for which booking), in which language, by mail or not. */
export function SendFormDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (sent: SentLink) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const definitions = useActiveDefinitions();
  const [definition, setDefinition] = useState('');
  const [customer, setCustomer] = useState<GuestOption | null>(null);
  const [booking, setBooking] = useState('');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [mail, setMail] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const stays = useCustomerStays(customer?.id ?? '');
  const bookings = [...new Map((stays.data ?? []).map((stay) => [stay.booking, stay])).values()];
  const hasEmail = Boolean(customer?.email);
  const message = (path: string) => translateValidationMessage(errors[path], t);

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!definition) missing.definition = t('forms.send.pickDefinition');
    if (!customer) missing.customer = t('forms.send.pickCustomer');
    setErrors(missing);
    setProblem(null);
    if (!customer || !definition) return;
    setPending(true);
    try {
      const sent = await sendForm({
        definition,
        customer: customer.id,
        booking: booking || null,
        language,
        mail: mail && hasEmail,
      });
      await queryClient.invalidateQueries({ queryKey: formKeys.lists() });
      onSent(sent);
    } catch (error) {
      const fields = isApiError(error) ? (error.body.fields ?? []) : [];
      const known = ['definition', 'customer', 'booking', 'language', 'mail'];
      const placed = Object.fromEntries(
        fields.filter((f) => known.includes(f.path)).map((f) => [f.path, fieldErrorText(f, t)]),
      );
      setErrors(placed);
      if (Object.keys(placed).length < fields.length || !fields.length) setProblem(describeError(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <ActionDialog
      title={t('forms.send.title')}
      submitLabel={t('forms.send.submit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      pending={pending}
      error={problem ? { text: problem } : null}
      testId="send-form-dialog"
    >
      <TextField
        select
        required
        label={t('forms.send.definition')}
        value={definition}
        onChange={(event) => setDefinition(event.target.value)}
        error={Boolean(errors.definition)}
        helperText={
          message('definition') ??
          (definitions.data?.data.length === 0 ? t('forms.send.noDefinitions') : undefined)
        }
      >
        {(definitions.data?.data ?? []).map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <CustomerSelect
        label={t('forms.send.customer')}
        value={customer}
        onChange={(next) => {
          setCustomer(next);
          setBooking('');
          if (!next?.email) setMail(false);
        }}
        error={message('customer')}
      />
      <TextField
        select
        label={t('forms.send.booking')}
        value={bookings.some((b) => b.booking === booking) ? booking : ''}
        onChange={(event) => setBooking(event.target.value)}
        disabled={!customer || bookings.length === 0}
        error={Boolean(errors.booking)}
        helperText={
          message('booking') ??
          (customer && stays.data && bookings.length === 0
            ? t('forms.send.noBookings')
            : t('forms.send.bookingHint'))
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>{t('forms.send.noBooking')}</em>
        </MenuItem>
        {bookings.map((stay) => (
          <MenuItem key={stay.booking} value={stay.booking}>
            {[
              stay.bookingNo,
              `${formatDate(stay.from, false)} – ${formatDate(stay.to, false)}`,
              stay.tourName ?? stay.place,
            ]
              .filter(Boolean)
              .join(' · ')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('forms.send.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        helperText={t('forms.send.languageHint')}
      >
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} value={lang}>
            {t(`languages.${lang}`)}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <FormControlLabel
          label={t('forms.send.mail')}
          control={
            <Checkbox
              checked={mail}
              disabled={!hasEmail}
              onChange={(event) => setMail(event.target.checked)}
            />
          }
        />
        <FormHelperText error={Boolean(errors.mail)} sx={{ mt: 0 }}>
          {message('mail') ??
            (customer && !hasEmail
              ? t('forms.send.noEmail')
              : customer
                ? t('forms.send.mailTo', { email: customer.email })
                : t('forms.send.mailHint'))}
        </FormHelperText>
      </div>
    </ActionDialog>
  );
}
