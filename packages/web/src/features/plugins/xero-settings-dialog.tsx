import {
  TAX_CATEGORIES,
  XERO_CONTACT_RULES,
  type XeroSettingsInput,
  type XeroSettingsView,
  type XeroTaxType,
} from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { IconAction } from '../../app/icon-action.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useSaveXeroSettings } from './plugins-api.ts';

type Values = Omit<XeroSettingsView, 'clientSecretStored' | 'autoPushSince'> & { clientSecret: string };

/**
 * The Xero custom connection: where Xero lives, the client id and secret (write-only: a stored
 * secret shows as "stored" and stays unless a new one is typed), the organisation, accounts, tax
 * types per rate and who becomes the contact.
 */
export function XeroSettingsDialog({ stored, onClose }: { stored: XeroSettingsView; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const save = useSaveXeroSettings();
  const { clientSecretStored, autoPushSince: _since, ...initial } = stored;
  const [values, setValues] = useState<Values>({ ...initial, clientSecret: '' });
  const [tried, setTried] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const missingId = values.enabled && !values.clientId.trim();
  const missingSecret = values.enabled && !clientSecretStored && !values.clientSecret.trim();
  const setTaxType = (index: number, patch: Partial<XeroTaxType>) =>
    set(
      'taxTypes',
      values.taxTypes.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );

  const submit = () => {
    setTried(true);
    if (missingId || missingSecret) return;
    const { clientSecret, ...rest } = values;
    const body: XeroSettingsInput = {
      ...rest,
      ...(clientSecret.trim() ? { clientSecret: clientSecret.trim() } : {}),
    };
    save.mutate(body, {
      onSuccess: () => {
        showSuccess(t('plugins.xero.saved'));
        onClose();
      },
    });
  };

  const field = (
    key:
      | 'apiUrl'
      | 'tokenUrl'
      | 'clientId'
      | 'tenantId'
      | 'salesAccountCode'
      | 'roundingAccountCode'
      | 'defaultTaxType'
      | 'zeroTaxType',
    extra: { required?: boolean; error?: boolean; helper?: string } = {},
  ) => (
    <TextField
      label={t(`plugins.xero.fields.${key}`)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      required={extra.required}
      error={extra.error}
      helperText={extra.helper}
      fullWidth
    />
  );

  return (
    <ActionDialog
      title={t('plugins.xero.settingsTitle')}
      submitLabel={t('resources.common.save')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      error={save.isError ? { text: bookingErrorText(save.error, t) } : null}
      maxWidth="md"
      testId="xero-settings-dialog"
    >
      <FormControlLabel
        control={
          <Switch checked={values.enabled} onChange={(event) => set('enabled', event.target.checked)} />
        }
        label={t('plugins.xero.fields.enabled')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('plugins.xero.connectionHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('clientId', {
          required: values.enabled,
          error: tried && missingId,
          helper: tried && missingId ? t('plugins.xero.clientIdMissing') : undefined,
        })}
        <TextField
          type="password"
          label={t('plugins.xero.fields.clientSecret')}
          value={values.clientSecret}
          onChange={(event) => set('clientSecret', event.target.value)}
          placeholder={clientSecretStored ? t('plugins.stored') : undefined}
          required={values.enabled && !clientSecretStored}
          error={tried && missingSecret}
          helperText={
            tried && missingSecret
              ? t('plugins.xero.clientSecretMissing')
              : clientSecretStored
                ? t('plugins.xero.secretStoredHint')
                : undefined
          }
          autoComplete="new-password"
          fullWidth
          slotProps={{
            inputLabel: { shrink: clientSecretStored || values.clientSecret !== '' || undefined },
          }}
        />
      </Stack>
      {field('tenantId', { helper: t('plugins.xero.tenantHint') })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('apiUrl')}
        {field('tokenUrl')}
      </Stack>
      <Typography variant="subtitle2">{t('plugins.xero.booking')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('salesAccountCode', { required: true, helper: t('plugins.xero.salesHint') })}
        {field('roundingAccountCode', { required: true, helper: t('plugins.xero.roundingHint') })}
      </Stack>
      <TextField
        select
        label={t('plugins.xero.fields.contactRule')}
        value={values.contactRule}
        onChange={(event) => set('contactRule', event.target.value as Values['contactRule'])}
        helperText={t('plugins.xero.contactHint')}
      >
        {XERO_CONTACT_RULES.map((rule) => (
          <MenuItem key={rule} value={rule}>
            {t(`plugins.xero.contactRule.${rule}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="subtitle2">{t('plugins.xero.taxTypes')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('defaultTaxType', { required: true })}
        {field('zeroTaxType', { required: true })}
      </Stack>
      {values.taxTypes.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; order is stable while editing
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            label={t('plugins.category')}
            value={row.category}
            onChange={(event) =>
              setTaxType(index, { category: event.target.value as XeroTaxType['category'] })
            }
            size="small"
            sx={{ width: 110, flexShrink: 0 }}
          >
            {TAX_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {category}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('plugins.percent')}
            value={row.percent}
            onChange={(event) => setTaxType(index, { percent: Number(event.target.value) })}
            size="small"
            sx={{ width: 90, flexShrink: 0 }}
          />
          <TextField
            label={t('plugins.xero.fields.taxType')}
            value={row.taxType}
            onChange={(event) => setTaxType(index, { taxType: event.target.value })}
            size="small"
            sx={{ width: 200, flexShrink: 1 }}
          />
          <IconAction
            label={t('plugins.removeRow')}
            onClick={() =>
              set(
                'taxTypes',
                values.taxTypes.filter((_, i) => i !== index),
              )
            }
          >
            <DeleteOutlineIcon />
          </IconAction>
        </Stack>
      ))}
      <Stack direction="row">
        <Button
          startIcon={<AddIcon />}
          onClick={() => set('taxTypes', [...values.taxTypes, { category: 'S', percent: 19, taxType: '' }])}
        >
          {t('plugins.xero.addTaxType')}
        </Button>
      </Stack>
    </ActionDialog>
  );
}
