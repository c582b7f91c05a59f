import {
  PAY_PROVIDER_API_URLS,
  PAY_PROVIDER_CHARGES,
  PAY_PROVIDER_FIELDS,
  PAY_PROVIDER_MODES,
  PAY_PROVIDER_TYPES,
  type PayProviderType,
  payProviderResource,
  resortResource,
  vesselResource,
} from '@seaberth/domain';
import { Autocomplete, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import {
  ALL_ROWS,
  useCreateResource,
  useResourceList,
  useUpdateResource,
} from '../../resources/use-resource.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { type PayProviderRow, secretsOf, webhookUrl } from './pay-provider-api.ts';

type PlainField = (typeof PAY_PROVIDER_FIELDS)[PayProviderType][number];

interface FormValues {
  name: string;
  type: PayProviderType;
  mode: 'test' | 'live';
  isActive: boolean;
  defaultCharge: 'deposit' | 'full';
  currencies: string[];
  resorts: string[];
  vessels: string[];
  apiUrl: string;
  plain: Record<string, string>;
  secrets: Record<string, string>;
}

function initial(provider?: PayProviderRow): FormValues {
  return {
    name: String(provider?.name ?? ''),
    type: provider?.type ?? 'stripe',
    mode: provider?.mode ?? 'test',
    isActive: provider?.isActive ?? true,
    defaultCharge: provider?.defaultCharge ?? 'deposit',
    currencies: provider?.currencies ?? [],
    resorts: provider?.resorts ?? [],
    vessels: provider?.vessels ?? [],
    apiUrl: String(provider?.apiUrl ?? ''),
    plain: Object.fromEntries(
      PAY_PROVIDER_TYPES.flatMap((type) => PAY_PROVIDER_FIELDS[type]).map((f) => [
        f,
        String(provider?.[f] ?? ''),
      ]),
    ),
    secrets: {},
  };
}

/**
 * Creates or edits a provider account with the fields of its type. Secret fields are password
 * inputs that start empty; a stored one says so, and left empty it is kept.
 */
export function PayProviderDialog({ provider, onClose }: { provider?: PayProviderRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const { bootstrap, features } = useSession();
  const [values, setValues] = useState(() => initial(provider));
  const [tried, setTried] = useState(false);
  const create = useCreateResource(payProviderResource);
  const update = useUpdateResource(payProviderResource);
  const saving = provider ? update : create;
  const resorts = useResourceList(resortResource, ALL_ROWS, features.resort !== false);
  const vessels = useResourceList(vesselResource, ALL_ROWS, features.vessel !== false);
  const currencyOptions = Array.isArray(bootstrap?.supportedCurrencies)
    ? (bootstrap.supportedCurrencies as unknown[]).filter((c): c is string => typeof c === 'string')
    : ['EUR', 'USD'];
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const field = (name: string) => t(`payProviders.fields.${name}`);
  const nameMissing = !values.name.trim();

  const submit = () => {
    setTried(true);
    if (nameMissing) return;
    const secrets = Object.fromEntries(Object.entries(values.secrets).filter(([, v]) => v.trim() !== ''));
    const body = {
      name: values.name.trim(),
      type: values.type,
      mode: values.mode,
      isActive: values.isActive,
      defaultCharge: values.defaultCharge,
      currencies: values.currencies,
      resorts: values.resorts,
      vessels: values.vessels,
      apiUrl: values.apiUrl.trim(),
      ...values.plain,
      ...secrets,
    };
    const done = {
      onSuccess: () => {
        showSuccess(t('payProviders.saved', { name: body.name }));
        onClose();
      },
    };
    if (provider) update.mutate({ id: provider.id, version: provider.version, values: body }, done);
    else create.mutate(body, done);
  };

  const options = (rows: { id: string; name?: unknown }[] | undefined) => rows ?? [];
  const placePicker = (kind: 'resorts' | 'vessels', rows: { id: string; name?: unknown }[] | undefined) => (
    <Autocomplete
      multiple
      options={options(rows).map((r) => r.id)}
      getOptionLabel={(id) => String(options(rows).find((r) => r.id === id)?.name ?? id)}
      value={values[kind]}
      onChange={(_event, next) => set(kind, next)}
      renderInput={(params) => (
        <TextField {...params} label={field(kind)} helperText={t('payProviders.fields.placesHint')} />
      )}
    />
  );

  return (
    <ActionDialog
      title={
        provider
          ? t('payProviders.editTitle', { name: String(provider.name) })
          : t('payProviders.createTitle')
      }
      submitLabel={t('payProviders.save')}
      onSubmit={submit}
      onClose={onClose}
      pending={saving.isPending}
      error={saving.isError ? { text: bookingErrorText(saving.error, t) } : null}
      maxWidth="md"
      testId="pay-provider-dialog"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={field('name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          required
          fullWidth
          error={tried && nameMissing}
          helperText={tried && nameMissing ? t('payProviders.required') : undefined}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          select
          label={field('type')}
          value={values.type}
          onChange={(e) => set('type', e.target.value as PayProviderType)}
          disabled={Boolean(provider)}
          fullWidth
        >
          {PAY_PROVIDER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`payProviders.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={field('mode')}
          value={values.mode}
          onChange={(e) => set('mode', e.target.value as 'test' | 'live')}
          fullWidth
        >
          {PAY_PROVIDER_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {t(`payProviders.modes.${mode}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={field('defaultCharge')}
          value={values.defaultCharge}
          onChange={(e) => set('defaultCharge', e.target.value as 'deposit' | 'full')}
          fullWidth
        >
          {PAY_PROVIDER_CHARGES.map((charge) => (
            <MenuItem key={charge} value={charge}>
              {t(`payProviders.charges.${charge}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
          label={field('isActive')}
          sx={{ flexShrink: 0 }}
        />
      </Stack>
      {PAY_PROVIDER_FIELDS[values.type].map((name: PlainField) => (
        <TextField
          key={name}
          label={field(name)}
          value={values.plain[name] ?? ''}
          onChange={(e) => set('plain', { ...values.plain, [name]: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'off' } }}
        />
      ))}
      {secretsOf({ ...(provider ?? {}), type: values.type } as PayProviderRow).map(
        ({ field: name, stored }) => {
          const keeps = stored && provider?.type === values.type;
          return (
            <TextField
              key={name}
              type="password"
              label={field(name)}
              value={values.secrets[name] ?? ''}
              onChange={(e) => set('secrets', { ...values.secrets, [name]: e.target.value })}
              placeholder={keeps ? t('payProviders.storedPlaceholder') : undefined}
              helperText={keeps ? t('payProviders.storedHint') : undefined}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { maxLength: 2000, autoComplete: 'new-password' },
              }}
            />
          );
        },
      )}
      <Autocomplete
        multiple
        freeSolo
        options={currencyOptions}
        value={values.currencies}
        onChange={(_event, next) =>
          set('currencies', next.map((c) => c.trim().toUpperCase()).filter(Boolean))
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={field('currencies')}
            helperText={t('payProviders.fields.currenciesHint')}
          />
        )}
      />
      {features.resort !== false && placePicker('resorts', resorts.data?.data)}
      {features.vessel !== false && placePicker('vessels', vessels.data?.data)}
      <TextField
        label={field('apiUrl')}
        value={values.apiUrl}
        onChange={(e) => set('apiUrl', e.target.value)}
        helperText={t('payProviders.fields.apiUrlHint', {
          url: PAY_PROVIDER_API_URLS[values.type][values.mode],
        })}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {provider && values.type !== 'wise' && (
        <TextField
          label={t('payProviders.webhookUrl')}
          value={webhookUrl(provider.id)}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
    </ActionDialog>
  );
}
