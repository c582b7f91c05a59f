import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { type FieldProps, useFieldController } from './field-props.ts';

export function SwitchField({ name, label, disabled, hint }: FieldProps) {
  const { field: input, errorMessage } = useFieldController(name);
  return (
    <FormControl error={Boolean(errorMessage)}>
      <FormControlLabel
        control={
          <Switch
            name={input.name}
            inputRef={input.ref}
            checked={input.value === true}
            onChange={(event) => input.onChange(event.target.checked)}
            onBlur={input.onBlur}
            disabled={disabled}
          />
        }
        label={label}
      />
      {(errorMessage ?? hint) && <FormHelperText>{errorMessage ?? hint}</FormHelperText>}
    </FormControl>
  );
}
