import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CsvMapping } from './bank-types.ts';
import {
  DATE_FORMATS,
  DECIMALS,
  DELIMITERS,
  SINGLE_COLUMNS,
  type SingleColumn,
  withColumn,
  withRemittance,
} from './csv-mapping.ts';

const REQUIRED = new Set<SingleColumn>(['bookingDate']);

export interface CsvMappingFieldsProps {
  headers: string[];
  value: CsvMapping;
  onChange: (mapping: CsvMapping) => void;
  /** Show what is missing (after an import was asked for). */
  showErrors: boolean;
}

/** Which column of the file holds what: a select per field of an entry, and how the file is written. */
export function CsvMappingFields({ headers, value, onChange, showErrors }: CsvMappingFieldsProps) {
  const { t } = useTranslation();
  const { amount, credit, debit } = value.columns;
  const noAmount = showErrors && !(amount || credit || debit);
  const format = (
    key: 'delimiter' | 'decimal' | 'dateFormat',
    options: readonly string[],
    label: (option: string) => string,
  ) => (
    <TextField
      select
      size="small"
      label={t(`bank.mapping.${key}`)}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      sx={{ minWidth: 150, flex: 1 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {label(option)}
        </MenuItem>
      ))}
    </TextField>
  );
  const column = (key: SingleColumn) => {
    const missing =
      showErrors && ((REQUIRED.has(key) && !value.columns[key]) || (noAmount && key === 'amount'));
    return (
      <TextField
        key={key}
        select
        size="small"
        label={t(`bank.mapping.columns.${key}`)}
        required={REQUIRED.has(key)}
        value={value.columns[key] ?? ''}
        onChange={(event) => onChange(withColumn(value, key, event.target.value))}
        error={missing}
        helperText={
          missing ? t(key === 'amount' ? 'bank.mapping.needAmount' : 'bank.mapping.needDate') : undefined
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, flex: '1 1 200px' }}
      >
        <MenuItem value="">
          <em>{t('bank.mapping.none')}</em>
        </MenuItem>
        {headers.map((header) => (
          <MenuItem key={header} value={header}>
            {header}
          </MenuItem>
        ))}
      </TextField>
    );
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {t('bank.mapping.title')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {format('delimiter', DELIMITERS, (d) =>
          t(`bank.mapping.delimiters.${d === '\t' ? 'tab' : d === ';' ? 'semicolon' : 'comma'}`),
        )}
        {format('decimal', DECIMALS, (d) => t(`bank.mapping.decimals.${d === ',' ? 'comma' : 'point'}`))}
        {format('dateFormat', DATE_FORMATS, (d) => d)}
        <TextField
          size="small"
          type="number"
          label={t('bank.mapping.skipLines')}
          value={value.skipLines}
          onChange={(event) =>
            onChange({ ...value, skipLines: Math.max(0, Number(event.target.value) || 0) })
          }
          slotProps={{ htmlInput: { min: 0, max: 50 } }}
          sx={{ width: 200 }}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SINGLE_COLUMNS.map(column)}
        <TextField
          select
          size="small"
          label={t('bank.mapping.columns.remittance')}
          value={value.columns.remittance ?? []}
          onChange={(event) => {
            const chosen = event.target.value as unknown as string[] | string;
            onChange(withRemittance(value, typeof chosen === 'string' ? chosen.split(',') : chosen));
          }}
          helperText={t('bank.mapping.remittanceHint')}
          slotProps={{ select: { multiple: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200, flex: '1 1 200px' }}
        >
          {headers.map((header) => (
            <MenuItem key={header} value={header}>
              {header}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
