import { TextField } from '@mui/material';
import { type FieldProps, useFieldController } from './field-props.ts';

/** Numbers stay numbers in the form; an emptied input is '' so the schema can say "required". */
export function NumberField({ field, name, label, disabled, hint }: FieldProps) {
  const { field: input, errorMessage } = useFieldController(name);
  return (
    <TextField
      name={input.name}
      inputRef={input.ref}
      onBlur={input.onBlur}
      value={input.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        input.onChange(text === '' ? '' : Number(text));
      }}
      type="number"
      label={label}
      required={field.required}
      disabled={disabled}
      fullWidth
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? hint}
    />
  );
}
