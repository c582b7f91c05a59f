import {
  DATEV_CHARTS,
  DATEV_DEBITOR_MODES,
  type DatevChart,
  type DatevSettingsInput,
  type DatevSettingsView,
} from '@seaberth/domain';
import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { fieldErrorText } from '../../i18n/validation-messages.ts';
import { isApiError } from '../../api/client.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useSaveDatevSettings } from './plugins-api.ts';
import { type RevenueRow, RevenueAccountRows } from './revenue-account-rows.tsx';

type NumberKey =
  | 'consultantNumber'
  | 'clientNumber'
  | 'accountLength'
  | 'debitorAccount'
  | 'bankAccount'
  | 'cashAccount';
type Values = Record<NumberKey, string> & {
  fiscalYearStart: string;
  chart: DatevChart;
  debitorMode: (typeof DATEV_DEBITOR_MODES)[number];
  currency: string;
  initials: string;
  lock: boolean;
  revenueAccounts: RevenueRow[];
};

function initialValues(view: DatevSettingsView): Values {
  const stored = view.settings;
  const chart = stored?.chart ?? 'SKR03';
  const defaults = view.defaults[chart];
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    consultantNumber: text(stored?.consultantNumber),
    clientNumber: text(stored?.clientNumber),
    accountLength: text(stored?.accountLength ?? 4),
    debitorAccount: text(stored?.debitorAccount ?? defaults.debitorAccount),
    bankAccount: text(stored?.bankAccount ?? defaults.bankAccount),
    cashAccount: text(stored?.cashAccount ?? defaults.cashAccount),
    fiscalYearStart: stored?.fiscalYearStart ?? '01-01',
    chart,
    debitorMode: stored?.debitorMode ?? 'collective',
    currency: stored?.currency ?? 'EUR',
    initials: stored?.initials ?? '',
    lock: stored?.lock ?? false,
    revenueAccounts: (stored?.revenueAccounts ?? defaults.revenueAccounts).map((r) => ({
      category: r.category,
      percent: String(r.percent),
      account: String(r.account),
    })),
  };
}

/**
 * The tax adviser's numbers and the accounts of the batch. Changing the chart puts its
 * suggested accounts in (the adviser confirms them); account numbers are checked on save.
 */
export function DatevSettingsDialog({ view, onClose }: { view: DatevSettingsView; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const save = useSaveDatevSettings();
  const [values, setValues] = useState<Values>(() => initialValues(view));
  const [tried, setTried] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const serverFields = isApiError(save.error) ? (save.error.body.fields ?? []) : [];
  const serverError = (path: string) => {
    const found = serverFields.find((f) => f.path === path);
    return found ? fieldErrorText(found, t) : undefined;
  };
  const missing = (key: NumberKey) => tried && !/^\d+$/.test(values[key]);

  const changeChart = (chart: DatevChart) => {
    const defaults = view.defaults[chart];
    setValues((v) => ({
      ...v,
      chart,
      bankAccount: String(defaults.bankAccount),
      cashAccount: String(defaults.cashAccount),
      debitorAccount: String(defaults.debitorAccount),
      revenueAccounts: defaults.revenueAccounts.map((r) => ({
        category: r.category,
        percent: String(r.percent),
        account: String(r.account),
      })),
    }));
  };

  const submit = () => {
    setTried(true);
    const numbers: NumberKey[] = [
      'consultantNumber',
      'clientNumber',
      'accountLength',
      'debitorAccount',
      'bankAccount',
      'cashAccount',
    ];
    if (numbers.some((key) => !/^\d+$/.test(values[key]))) return;
    const body: DatevSettingsInput = {
      consultantNumber: Number(values.consultantNumber),
      clientNumber: Number(values.clientNumber),
      accountLength: Number(values.accountLength),
      debitorAccount: Number(values.debitorAccount),
      bankAccount: Number(values.bankAccount),
      cashAccount: Number(values.cashAccount),
      fiscalYearStart: values.fiscalYearStart,
      chart: values.chart,
      debitorMode: values.debitorMode,
      currency: values.currency,
      initials: values.initials,
      lock: values.lock,
      revenueAccounts: values.revenueAccounts.map((r) => ({
        category: r.category,
        percent: Number(r.percent.replace(',', '.')),
        account: Number(r.account),
      })),
    };
    save.mutate(body, {
      onSuccess: () => {
        showSuccess(t('plugins.datev.saved'));
        onClose();
      },
    });
  };

  const numberField = (key: NumberKey, helper?: string) => (
    <TextField
      label={t(`plugins.datev.fields.${key}`)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value.trim())}
      required
      fullWidth
      error={missing(key) || Boolean(serverError(key))}
      helperText={serverError(key) ?? (missing(key) ? t('plugins.datev.numberMissing') : helper)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <ActionDialog
      title={t('plugins.datev.settingsTitle')}
      submitLabel={t('resources.common.save')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      error={save.isError && !serverFields.length ? { text: bookingErrorText(save.error, t) } : null}
      maxWidth="md"
      testId="datev-settings-dialog"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {numberField('consultantNumber')}
        {numberField('clientNumber')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('plugins.datev.fields.fiscalYearStart')}
          value={values.fiscalYearStart}
          onChange={(event) => set('fiscalYearStart', event.target.value.trim())}
          helperText={serverError('fiscalYearStart') ?? t('plugins.datev.fiscalYearHint')}
          error={Boolean(serverError('fiscalYearStart'))}
          fullWidth
        />
        {numberField('accountLength', t('plugins.datev.accountLengthHint'))}
        <TextField
          select
          label={t('plugins.datev.fields.chart')}
          value={values.chart}
          onChange={(event) => changeChart(event.target.value as DatevChart)}
          fullWidth
        >
          {DATEV_CHARTS.map((chart) => (
            <MenuItem key={chart} value={chart}>
              {chart}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="subtitle2">{t('plugins.datev.accounts')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('plugins.datev.fields.debitorMode')}
          value={values.debitorMode}
          onChange={(event) => set('debitorMode', event.target.value as Values['debitorMode'])}
          fullWidth
        >
          {DATEV_DEBITOR_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {t(`plugins.datev.debitorMode.${mode}`)}
            </MenuItem>
          ))}
        </TextField>
        {numberField('debitorAccount', t(`plugins.datev.debitorHint.${values.debitorMode}`))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {numberField('bankAccount')}
        {numberField('cashAccount')}
      </Stack>
      <Typography variant="subtitle2">{t('plugins.datev.revenue')}</Typography>
      <RevenueAccountRows
        rows={values.revenueAccounts}
        onChange={(rows) => set('revenueAccounts', rows)}
        errorOf={(index) => serverError(`revenueAccounts.${index}.account`)}
      />
      <Typography variant="subtitle2">{t('plugins.datev.batch')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('plugins.datev.fields.currency')}
          value={values.currency}
          onChange={(event) => set('currency', event.target.value.trim().toUpperCase())}
          helperText={serverError('currency') ?? t('plugins.datev.currencyHint')}
          error={Boolean(serverError('currency'))}
          fullWidth
        />
        <TextField
          label={t('plugins.datev.fields.initials')}
          value={values.initials}
          onChange={(event) => set('initials', event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2 } }}
          fullWidth
        />
      </Stack>
      <FormControlLabel
        control={<Switch checked={values.lock} onChange={(event) => set('lock', event.target.checked)} />}
        label={t('plugins.datev.fields.lock')}
      />
    </ActionDialog>
  );
}
