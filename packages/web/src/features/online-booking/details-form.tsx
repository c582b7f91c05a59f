import { zodResolver } from '@hookform/resolvers/zod';
import { onlineBookerSchema, type OnlinePaymentMethod } from '@seaberth/domain';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentIcon from '@mui/icons-material/Payment';
import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PendingButton } from '../../app/pending-button.tsx';
import { countryOptions } from '../../ui/countries.ts';
import { DetailField, guestMessage } from './details-fields.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { TermsLabel } from './terms-link.tsx';
import { fieldErrorText } from '../../i18n/validation-messages.ts';
import { referralFromLink, typedReferralCode } from './referral-link.ts';

const TERMS = 'TERMS';
/** A traveller's name follows the same rules as the booker's. */
const travellerSchema = onlineBookerSchema.pick({ firstName: true, lastName: true });

const detailsSchema = z.object({
  booker: onlineBookerSchema,
  /** The booker is the first traveller: the name is not asked twice. */
  selfTravels: z.boolean(),
  travellers: z.array(travellerSchema),
  note: z.string().max(2000),
  /** A friend's referral code: its discount is in the booking's price, the friend is thanked. */
  referralCode: z.string().trim().max(40).optional(),
  acceptTerms: z.boolean().refine((value) => value, TERMS),
});
export type DetailsValues = z.input<typeof detailsSchema>;
type Parsed = z.output<typeof detailsSchema>;

/** Who books and who travels, as the create call wants them. */
export interface DetailsInput {
  booker: Parsed['booker'];
  guests: { firstName: string; lastName: string }[];
  note: string;
  referralCode?: string;
}

export interface FieldProblem {
  path: string;
  message: string;
}

export interface DetailsFormProps {
  guests: number;
  pending: boolean;
  /** The ways to pay offered here, and the one chosen: the button says what will happen. */
  payments?: OnlinePaymentMethod[];
  payment?: OnlinePaymentMethod | null;
  onPayment?: (payment: OnlinePaymentMethod) => void;
  /** Known details of a logged-in customer. */
  defaults?: Partial<DetailsValues['booker']>;
  /** Books; answers the server's field problems when it refused some. */
  onSubmit: (input: DetailsInput) => Promise<FieldProblem[] | undefined>;
  /** What was typed before the form was left (a step back, a cabin taken): typed once, kept. */
  kept?: DetailsValues | null;
  onKeep?: (values: DetailsValues) => void;
  /** The referral code as it is typed, so the price shows its discount before booking. */
  onReferralCode?: (code: string) => void;
}

const EMPTY_NAME = { firstName: '', lastName: '' };

/** Server paths (`guests.1.firstName`) to this form's fields, given whether the booker travels. */
function formPath(path: string, selfTravels: boolean): Path<DetailsValues> | null {
  const guest = /^guests\.(\d+)\.(firstName|lastName)$/.exec(path);
  if (guest) {
    const index = Number(guest[1]) - (selfTravels ? 1 : 0);
    const field = guest[2] as 'firstName' | 'lastName';
    return index < 0 ? `booker.${field}` : `travellers.${index}.${field}`;
  }
  if (
    /^booker\.(firstName|lastName|email|phone|country)$/.test(path) ||
    path === 'note' ||
    path === 'referralCode' ||
    path === 'acceptTerms'
  )
    return path as Path<DetailsValues>;
  return null;
}

/** The booker's details, the travellers' names, a note, the terms and the button that books. */

export function DetailsForm({
  guests,
  pending,
  payments = [],
  payment = null,
  onPayment,
  defaults,
  onSubmit,
  kept,
  onKeep,
  onReferralCode,
}: DetailsFormProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<
    DetailsValues,
    unknown,
    Parsed
  >({
    resolver: zodResolver(detailsSchema),
    defaultValues: kept ?? {
      booker: { firstName: '', lastName: '', email: '', phone: '', country: '', ...defaults },
      selfTravels: true,
      travellers: [],
      note: '',
      // A friend's shared link (`?referral=CODE`, from the club) fills the code in.
      referralCode: referralFromLink(),
      acceptTerms: false,
    },
  });
  const keep = useRef(onKeep);
  keep.current = onKeep;
  useEffect(() => () => keep.current?.(getValues()), [getValues]);
  const selfTravels = useWatch({ control, name: 'selfTravels' });
  const typedCode = useWatch({ control, name: 'referralCode' });
  useEffect(() => onReferralCode?.(typedReferralCode(typedCode)), [typedCode, onReferralCode]);
  const others = Math.max(0, guests - (selfTravels ? 1 : 0));

  // The traveller fields follow the number of guests chosen; names typed so far stay.
  useEffect(() => {
    const current = getValues('travellers') ?? [];
    if (current.length === others) return;
    setValue(
      'travellers',
      Array.from({ length: others }, (_, index) => current[index] ?? EMPTY_NAME),
    );
  }, [others, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    const booker = values.booker;
    const travellers = values.selfTravels
      ? [{ firstName: booker.firstName, lastName: booker.lastName }, ...values.travellers]
      : values.travellers;
    const problems = await onSubmit({
      booker,
      guests: travellers.slice(0, guests),
      note: values.note,
      ...(values.referralCode ? { referralCode: typedReferralCode(values.referralCode) } : {}),
    });
    for (const problem of problems ?? []) {
      const path = formPath(problem.path, values.selfTravels);
      if (path) setError(path, { message: fieldErrorText(problem, t) });
    }
  });

  const termsError = formState.errors.acceptTerms;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('onlineBooking.details.title')}>
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h4">
          {t('onlineBooking.details.booker')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <DetailField
            control={control}
            name="booker.firstName"
            label={t('onlineBooking.details.firstName')}
            required
            autoComplete="given-name"
          />
          <DetailField
            control={control}
            name="booker.lastName"
            label={t('onlineBooking.details.lastName')}
            required
            autoComplete="family-name"
          />
          <DetailField
            control={control}
            name="booker.email"
            type="email"
            label={t('onlineBooking.details.email')}
            required
            autoComplete="email"
          />
          <DetailField
            control={control}
            name="booker.phone"
            type="tel"
            label={t('onlineBooking.details.phone')}
            autoComplete="tel"
          />
          <Controller
            control={control}
            name="booker.country"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('onlineBooking.details.country')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={guestMessage(fieldState.error?.message, t)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('onlineBooking.details.noCountry')}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </TextField>
            )}
          />
        </Box>
        {guests > 0 && (
          <>
            <Typography variant="subtitle2" component="h4">
              {t('onlineBooking.details.travellers', { count: guests })}
            </Typography>
            <Controller
              control={control}
              name="selfTravels"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('onlineBooking.details.selfTravels')}
                />
              )}
            />
            {Array.from({ length: others }, (_, index) => {
              const number = index + 1 + (selfTravels ? 1 : 0);
              return (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: a traveller is its place in the list
                  key={index}
                  role="group"
                  aria-label={t('onlineBooking.details.traveller', { number })}
                  sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                >
                  <DetailField
                    control={control}
                    name={`travellers.${index}.firstName`}
                    label={t('onlineBooking.details.travellerFirstName', { number })}
                    required
                  />
                  <DetailField
                    control={control}
                    name={`travellers.${index}.lastName`}
                    label={t('onlineBooking.details.travellerLastName', { number })}
                    required
                  />
                </Box>
              );
            })}
          </>
        )}
        <DetailField
          control={control}
          name="referralCode"
          label={t('onlineBooking.details.referralCode')}
          helperText={t('onlineBooking.details.referralHint')}
        />
        <DetailField
          control={control}
          name="note"
          label={t('onlineBooking.details.note')}
          multiline
          minRows={2}
        />
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field }) => (
            <Box>
              <FormControlLabel
                // A label that wraps on a phone starts beside the box, not below its middle.
                sx={{ alignItems: 'flex-start' }}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    sx={{ mt: -1 }}
                    inputRef={field.ref}
                    // The error below is read with the box and marks it invalid (WCAG 3.3.1).
                    slotProps={{
                      input: {
                        'aria-invalid': Boolean(termsError),
                        'aria-describedby': termsError ? 'accept-terms-error' : undefined,
                      } as object,
                    }}
                  />
                }
                label={<TermsLabel />}
              />
              {termsError && (
                <FormHelperText error id="accept-terms-error">
                  {t('onlineBooking.details.termsRequired')}
                </FormHelperText>
              )}
            </Box>
          )}
        />
        {Object.keys(formState.errors).length > 0 && (
          <Alert severity="error" role="alert">
            {t('onlineBooking.details.fixProblems')}
          </Alert>
        )}
        {payments.length > 1 && onPayment && (
          <PaymentChoice payments={payments} value={payment} onChange={onPayment} />
        )}
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          pending={pending}
          disabled={guests === 0}
          startIcon={payment === 'transfer' ? <AccountBalanceIcon /> : <PaymentIcon />}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' } }}
        >
          {t(`onlineBooking.details.bookWith.${payment ?? 'none'}`)}
        </PendingButton>
      </Stack>
    </Box>
  );
}
