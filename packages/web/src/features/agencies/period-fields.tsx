import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Period } from './agency-api.ts';

/** From and to of a period, side by side in a toolbar (they wrap on a phone). */
export function PeriodFields({
  value,
  onChange,
  required = false,
}: {
  value: Period;
  onChange: (period: Period) => void;
  /** A statement needs both ends; a filter may leave them open. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const backwards = Boolean(value.from && value.to && value.to < value.from);
  const field = (key: keyof Period, label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      fullWidth={false}
      required={required}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={key === 'to' && backwards}
      helperText={key === 'to' && backwards ? t('agencies.period.backwards') : undefined}
      sx={{ width: 170 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <>
      {field('from', t('agencies.period.from'))}
      {field('to', t('agencies.period.to'))}
    </>
  );
}
