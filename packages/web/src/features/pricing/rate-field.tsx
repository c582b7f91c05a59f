import { InputAdornment, TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { FieldProps } from '../../resources/fields/field-props.ts';
import { useFieldController } from '../../resources/fields/field-props.ts';
import { MoneyField } from '../../resources/fields/money-field.tsx';

export interface RateFieldProps extends FieldProps {
  /** Path of the `percent | absolute` field beside it. */
  typePath: string;
  currencyPath?: string;
  currency?: string;
}

/** A percentage, or with the type beside it on `absolute` an amount of money (minor units). */
export function RateField(props: RateFieldProps) {
  const type = useWatch({ name: props.typePath }) as unknown;
  const { field: input, errorMessage } = useFieldController(props.name);
  if (type === 'absolute') return <MoneyField {...props} />;
  return (
    <TextField
      name={input.name}
      inputRef={input.ref}
      label={props.label}
      type="number"
      fullWidth
      disabled={props.disabled}
      value={input.value ?? ''}
      onBlur={input.onBlur}
      onChange={(event) => input.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? props.hint}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}
