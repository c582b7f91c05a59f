import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, MenuItem, Stack, Typography } from '@mui/material';
import { type ClubDataInput, clubDataSchema, GENDERS } from '@seaberth/domain';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../app/date-field.tsx';
import { describeError } from '../../app/describe-error.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { RouteLoading } from '../../app/loading-bar.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { applyServerError } from '../../resources/server-errors.ts';
import { countryOptions } from '../../ui/countries.ts';
import { useClubData, useSaveClubData } from './club-api.ts';

type Values = ClubDataInput;

const TEXT_FIELDS: { path: FieldPath<Values>; autoComplete?: string; type?: string }[] = [
  { path: 'masterData.title', autoComplete: 'honorific-prefix' },
  { path: 'masterData.firstName', autoComplete: 'given-name' },
  { path: 'masterData.lastName', autoComplete: 'family-name' },
  { path: 'contact.email', autoComplete: 'email', type: 'email' },
  { path: 'contact.phone', autoComplete: 'tel', type: 'tel' },
  { path: 'address.street', autoComplete: 'street-address' },
  { path: 'address.zip', autoComplete: 'postal-code' },
  { path: 'address.city', autoComplete: 'address-level2' },
  { path: 'passport.number' },
];
const COUNTRY_FIELDS: FieldPath<Values>[] = [
  'masterData.nationality',
  'address.country',
  'passport.nationality',
];
const DATE_FIELDS: FieldPath<Values>[] = ['masterData.birthday', 'passport.expires'];
const PATHS = [...TEXT_FIELDS.map((f) => f.path), ...COUNTRY_FIELDS, ...DATE_FIELDS, 'masterData.gender'];

/**
 * "My data": the member keeps their own name, contact, address and passport up to date, so the
 * guest forms and the check-in start from the right values. Saved on the version read: a change the
 * office made meanwhile is not overwritten but reported.
 */
export function ClubDataForm() {
  const { t, i18n } = useTranslation();
  const data = useClubData();
  const save = useSaveClubData();
  const { showSuccess } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const form = useForm<Values>({ resolver: zodResolver(clubDataSchema) });
  const { reset } = form;
  useEffect(() => {
    if (data.data) {
      const { version: _version, ...values } = data.data;
      reset(values);
    }
  }, [data.data, reset]);
  if (data.isPending) return <RouteLoading />;
  if (data.isError) return <LoadErrorAlert error={data.error} onRetry={() => void data.refetch()} />;
  const version = data.data.version;
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync({ ...values, version });
      showSuccess(t('club.data.saved'));
    } catch (error) {
      const outcome = applyServerError(error, {
        paths: PATHS,
        setError: (path, err, options) => form.setError(path as FieldPath<Values>, err, options),
        duplicateMessage: t('resources.validation.duplicate'),
        t,
      });
      if (outcome.kind === 'stale') setProblem(t('club.data.stale'));
      else if (outcome.kind !== 'fields') setProblem(describeError(error, t));
    }
  });
  const label = (path: string) => t(`club.data.fields.${path}`);
  return (
    <Card>
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ maxWidth: 720 }}>
          <Typography color="text.secondary">{t('club.data.intro')}</Typography>
          {problem && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={() => void data.refetch().then(() => setProblem(null))}>
                  {t('club.data.reload')}
                </Button>
              }
            >
              {problem}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="masterData.gender"
              select
              label={label('masterData.gender')}
              sx={{ minWidth: 160 }}
            >
              {GENDERS.map((gender) => (
                <MenuItem key={gender} value={gender}>
                  {t(`club.data.genders.${gender}`)}
                </MenuItem>
              ))}
            </FormTextField>
            {TEXT_FIELDS.slice(0, 3).map((field) => (
              <FormTextField
                key={field.path}
                control={form.control}
                name={field.path}
                label={label(field.path)}
                autoComplete={field.autoComplete}
                fullWidth
              />
            ))}
          </Stack>
          <DateController
            name="masterData.birthday"
            control={form.control}
            label={label('masterData.birthday')}
          />
          {TEXT_FIELDS.slice(3).map((field) => (
            <FormTextField
              key={field.path}
              control={form.control}
              name={field.path}
              type={field.type}
              label={label(field.path)}
              autoComplete={field.autoComplete}
              fullWidth
            />
          ))}
          {COUNTRY_FIELDS.map((path) => (
            <FormTextField key={path} control={form.control} name={path} select label={label(path)} fullWidth>
              <MenuItem value="">
                <em>{t('club.data.noCountry')}</em>
              </MenuItem>
              {countries.map((country) => (
                <MenuItem key={country.code} value={country.code}>
                  {country.name}
                </MenuItem>
              ))}
            </FormTextField>
          ))}
          <DateController name="passport.expires" control={form.control} label={label('passport.expires')} />
          <PendingButton
            type="submit"
            variant="contained"
            pending={save.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('club.data.save')}
          </PendingButton>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A date of the form in the product's format (DD.MM.YYYY), empty as null. */
function DateController({
  name,
  control,
  label,
}: {
  name: FieldPath<Values>;
  control: ReturnType<typeof useForm<Values>>['control'];
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(iso) => field.onChange(iso || null)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  );
}
