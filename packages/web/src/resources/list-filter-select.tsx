import type { FieldDescriptor } from '@seaberth/domain';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions } from './use-reference-options.ts';

export interface ListFilterSelectProps {
  field: FieldDescriptor;
  label: string;
  value: unknown;
  optionLabel: (path: string, value: string) => string;
  onChange: (value: unknown) => void;
}

/** Select values are strings; booleans travel as "true"/"false" and come back as booleans. */
function toSelectValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** One list filter: "all" or exactly one value of an enum, a boolean or a reference. */
export function ListFilterSelect({ field, label, value, optionLabel, onChange }: ListFilterSelectProps) {
  const { t } = useTranslation();
  const reference = useReferenceOptions(field.ui.widget === 'reference' ? field.ui.ref : undefined);

  let options: { value: string; label: string }[];
  if (field.kind === 'boolean') {
    options = [
      { value: 'true', label: t('resources.common.yes') },
      { value: 'false', label: t('resources.common.no') },
    ];
  } else if (field.kind === 'enum') {
    options = (field.options ?? []).map((option) => ({
      value: option,
      label: optionLabel(field.path, option),
    }));
  } else {
    options = reference.options.map((option) => ({ value: option.id, label: option.label }));
  }

  return (
    <TextField
      select
      size="small"
      label={label}
      value={toSelectValue(value)}
      onChange={(event) => {
        const next = event.target.value;
        if (next === '') onChange(undefined);
        else if (field.kind === 'boolean') onChange(next === 'true');
        else onChange(next);
      }}
      sx={{ minWidth: 160, maxWidth: { md: 240 }, flex: { md: '1 1 160px' } }}
    >
      <MenuItem value="">
        <em>{t('resources.common.all')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
