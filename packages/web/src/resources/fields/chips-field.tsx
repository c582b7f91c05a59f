import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useFieldController } from './field-props.ts';

export interface ChipsFieldProps extends FieldProps {
  /** Suggestions; any other text is accepted as well. */
  suggestions?: readonly string[];
  groupBy?: (option: string) => string;
}

/**
 * A list of short texts as chips. Enter or comma adds the typed text, and so does leaving the
 * field: a value typed but not confirmed is what the user meant, not something to drop silently.
 */
export function ChipsField({
  field,
  name,
  label,
  disabled,
  hint,
  suggestions = [],
  groupBy,
}: ChipsFieldProps) {
  const { t } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  const [typed, setTyped] = useState('');
  const value: string[] = Array.isArray(input.value) ? input.value : [];
  const commit = (next: string[]) =>
    input.onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))]);
  const addTyped = () => {
    if (typed.trim()) commit([...value, ...typed.split(',')]);
    setTyped('');
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={suggestions as string[]}
      groupBy={groupBy}
      filterSelectedOptions
      value={value}
      inputValue={typed}
      // Only typing fills the input; picking, creating or removing a chip leaves it empty.
      onInputChange={(_event, next, reason) => setTyped(reason === 'input' ? next : '')}
      disabled={disabled}
      onChange={(_event, next) => commit(next)}
      onBlur={() => {
        addTyped();
        input.onBlur();
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={input.name}
          inputRef={input.ref}
          label={label}
          required={field.required}
          error={Boolean(errorMessage)}
          helperText={errorMessage ?? hint ?? t('resources.common.chipsHint')}
          onKeyDown={(event) => {
            if (event.key === ',') {
              event.preventDefault();
              addTyped();
            }
          }}
        />
      )}
    />
  );
}
