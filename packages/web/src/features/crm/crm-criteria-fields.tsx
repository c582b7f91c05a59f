import {
  type CrmCriteria,
  type CustomerField,
  customerDataGroupResource,
  customerGroupResource,
  loyaltyTierResource,
} from '@seaberth/domain';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../app/date-field.tsx';
import { useSession } from '../../app/session-context.ts';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { countryOptions } from '../../ui/countries.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useCurrencies } from '../../ui/use-currencies.ts';

const FIELD = { minWidth: 180, flex: '1 1 180px' } as const;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

type Change = (patch: Partial<CrmCriteria>) => void;

/** A yes / no / either choice: `undefined` is either. */
function YesNoSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: boolean;
  onChange: (v?: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === 'true')}
      sx={FIELD}
    >
      <MenuItem value="">{t('crm.criteria.either')}</MenuItem>
      <MenuItem value="true">{t('crm.criteria.yes')}</MenuItem>
      <MenuItem value="false">{t('crm.criteria.no')}</MenuItem>
    </TextField>
  );
}

/** A list of records to pick one from, by id; '' is any. */
function RecordSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value?: string;
  options: { id: string; name: string }[];
  onChange: (id?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={FIELD}
    >
      <MenuItem value="">{t('crm.criteria.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const named = (rows: Record<string, unknown>[] | undefined) =>
  (rows ?? []).map((row) => ({ id: String(row.id), name: String(row.name) }));

/** The value of a customer data field: its choices or yes/no picked, other kinds typed. */
function DataValueField({
  field,
  value,
  onChange,
}: {
  field?: CustomerField;
  value: CrmCriteria['dataValue'];
  onChange: Change;
}) {
  const { t } = useTranslation();
  const label = t('crm.criteria.dataValue');
  if (field?.type === 'yesNo')
    return (
      <YesNoSelect
        label={label}
        value={typeof value === 'boolean' ? value : undefined}
        onChange={(dataValue) => onChange({ dataValue })}
      />
    );
  if (field?.type === 'choice')
    return (
      <RecordSelect
        label={label}
        value={typeof value === 'string' ? value : undefined}
        options={field.choices.map((choice) => ({ id: choice, name: choice }))}
        onChange={(dataValue) => onChange({ dataValue })}
      />
    );
  return (
    <TextField
      size="small"
      label={label}
      disabled={!field}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const text = event.target.value;
        onChange({
          dataValue:
            text === ''
              ? undefined
              : field?.type === 'number' && Number.isFinite(Number(text))
                ? Number(text)
                : text,
        });
      }}
      sx={FIELD}
    />
  );
}

/** The criteria of the CRM list, each an input; changing one narrows the list at once. */
export function CrmCriteriaFields({ criteria, onChange }: { criteria: CrmCriteria; onChange: Change }) {
  const { t, i18n } = useTranslation();
  const { features } = useSession();
  const groups = useResourceList(customerGroupResource, ALL_ROWS);
  const tiers = useResourceList(loyaltyTierResource, ALL_ROWS, Boolean(features.loyalityProgram));
  const dataGroups = useResourceList(customerDataGroupResource, ALL_ROWS);
  const { defaultCurrency } = useCurrencies();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return MONTHS.map((m) => ({ id: String(m), name: format.format(new Date(Date.UTC(2000, m - 1, 1))) }));
  }, [i18n.language]);
  const dataFields = (dataGroups.data?.data ?? []).flatMap((group) => group.fields as CustomerField[]);
  const dataField = dataFields.find((field) => field.key === criteria.dataKey);
  const date = (
    key: 'bookedFrom' | 'bookedTo' | 'lastStayAfter' | 'lastStayBefore' | 'createdFrom' | 'createdTo',
  ) => (
    <DateField
      size="small"
      label={t(`crm.criteria.${key}`)}
      value={criteria[key] ?? ''}
      onChange={(iso) => onChange({ [key]: iso || undefined })}
      sx={FIELD}
    />
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label={t('crm.criteria.search')}
          value={criteria.search ?? ''}
          onChange={(event) => onChange({ search: event.target.value || undefined })}
          sx={{ ...FIELD, flex: '2 1 260px' }}
        />
        <RecordSelect
          label={t('crm.criteria.group')}
          value={criteria.group}
          options={named(groups.data?.data)}
          onChange={(group) => onChange({ group })}
        />
        <RecordSelect
          label={t('crm.criteria.country')}
          value={criteria.country}
          options={countries.map((c) => ({ id: c.code, name: c.name }))}
          onChange={(country) => onChange({ country })}
        />
        {features.loyalityProgram && (
          <RecordSelect
            label={t('crm.criteria.tier')}
            value={criteria.tier}
            options={named(tiers.data?.data)}
            onChange={(tier) => onChange({ tier })}
          />
        )}
        <RecordSelect
          label={t('crm.criteria.birthdayMonth')}
          value={criteria.birthdayMonth ? String(criteria.birthdayMonth) : undefined}
          options={months}
          onChange={(month) => onChange({ birthdayMonth: month ? Number(month) : undefined })}
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {date('bookedFrom')}
        {date('bookedTo')}
        {date('lastStayAfter')}
        {date('lastStayBefore')}
        <TextField
          size="small"
          type="number"
          label={t('crm.criteria.staysFrom')}
          value={criteria.staysFrom ?? ''}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          onChange={(event) => {
            const stays = Number(event.target.value);
            onChange({ staysFrom: Number.isInteger(stays) && stays >= 1 ? stays : undefined });
          }}
          sx={FIELD}
        />
        <Box sx={FIELD}>
          <MoneyInput
            size="small"
            label={t('crm.criteria.stayRevenueFrom')}
            value={criteria.stayRevenueFrom ?? null}
            currency={defaultCurrency}
            onChange={(minor, valid) => {
              if (valid) onChange({ stayRevenueFrom: minor !== null && minor >= 0 ? minor : undefined });
            }}
          />
        </Box>
        <YesNoSelect
          label={t('crm.criteria.returning')}
          value={criteria.returning}
          onChange={(returning) => onChange({ returning })}
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {date('createdFrom')}
        {date('createdTo')}
        <YesNoSelect
          label={t('crm.criteria.hasEmail')}
          value={criteria.hasEmail}
          onChange={(hasEmail) => onChange({ hasEmail })}
        />
        <RecordSelect
          label={t('crm.criteria.dataKey')}
          value={criteria.dataKey}
          options={dataFields.map((field) => ({ id: field.key, name: field.label }))}
          onChange={(dataKey) => onChange({ dataKey, dataValue: undefined })}
        />
        <DataValueField field={dataField} value={criteria.dataValue} onChange={onChange} />
      </Stack>
    </Stack>
  );
}
