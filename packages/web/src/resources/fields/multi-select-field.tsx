import { Box, Chip, MenuItem, TextField } from '@mui/material';
import type { SelectFieldProps } from './select-field.tsx';
import { useFieldController } from './field-props.ts';

/** Several values of an enum. */
export function MultiSelectField({ field, name, label, disabled, hint, optionLabel }: SelectFieldProps) {
  const { field: input, errorMessage } = useFieldController(name);
  const options = field.element?.options ?? [];
  return (
    <TextField
      select
      name={input.name}
      inputRef={input.ref}
      value={Array.isArray(input.value) ? input.value : []}
      onChange={(event) => input.onChange(event.target.value as unknown as string[])}
      onBlur={input.onBlur}
      label={label}
      required={field.required}
      disabled={disabled}
      fullWidth
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? hint}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((value) => (
                <Chip key={value} label={optionLabel(field.path, value)} size="small" />
              ))}
            </Box>
          ),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(field.path, option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
