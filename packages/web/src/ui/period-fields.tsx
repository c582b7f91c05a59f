import { useTranslation } from 'react-i18next';
import { DateField } from '../app/date-field.tsx';
import type { Period } from './period.ts';

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
    <DateField
      size="small"
      label={label}
      fullWidth={false}
      required={required}
      value={value[key]}
      onChange={(iso) => onChange({ ...value, [key]: iso })}
      error={key === 'to' && backwards}
      helperText={key === 'to' && backwards ? t('agencies.period.backwards') : undefined}
      sx={{ width: 170 }}
    />
  );
  return (
    <>
      {field('from', t('agencies.period.from'))}
      {field('to', t('agencies.period.to'))}
    </>
  );
}
