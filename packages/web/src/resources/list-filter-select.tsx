import type { FieldDescriptor } from '@seaberth/domain';
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  asFound,
  isLargeResource,
  type ReferenceOption,
  usePickerSearch,
  useReferenceOptions,
  useReferencePicker,
} from './use-reference-options.ts';

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

const FILTER_SX = { minWidth: 160, maxWidth: { md: 240 }, flex: { md: '1 1 160px' } } as const;

/** One list filter: "all" or exactly one value of an enum, a boolean or a reference. */
export function ListFilterSelect(props: ListFilterSelectProps) {
  const ref = props.field.ui.widget === 'reference' ? props.field.ui.ref : undefined;
  return isLargeResource(ref) ? <ReferenceFilterSearch {...props} /> : <ListFilterMenu {...props} />;
}

/**
 * A filter by a record of a large resource: typing searches the server (a page of matches), and
 * the chosen record keeps its label. Empty means "all".
 */
function ReferenceFilterSearch({ field, label, value, onChange }: ListFilterSelectProps) {
  const { t } = useTranslation();
  const { search, open, handlers } = usePickerSearch();
  const id = value === undefined || value === null ? '' : String(value);
  const reference = useReferencePicker(field.ui.ref, { search, open, chosen: id ? [id] : [] });
  const chosen = id ? { id, label: reference.labelOf(id) } : null;
  return (
    <Autocomplete<ReferenceOption, false>
      size="small"
      options={reference.options}
      filterOptions={asFound}
      value={chosen}
      loading={reference.isLoading}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      {...handlers}
      onChange={(_event, next) => onChange(next ? next.id : undefined)}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={t('resources.common.all')} />
      )}
      sx={FILTER_SX}
    />
  );
}

function ListFilterMenu({ field, label, value, optionLabel, onChange }: ListFilterSelectProps) {
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
      sx={FILTER_SX}
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
