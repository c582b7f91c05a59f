import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../resources/fields/field-props.ts';
import { useFieldController } from '../../resources/fields/field-props.ts';
import { decimalToMinor, minorToDecimal } from '../../ui/money.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';

/**
 * An account's opening balance: minor units typed as a decimal of the account's currency, with a
 * sign, since an account may start overdrawn (the price fields of the pricing area take none).
 */
export function SignedMoneyField({ field, name, label, disabled, hint }: FieldProps) {
  const { t } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  const watched = useWatch({ name: 'currency' }) as unknown;
  const currency = typeof watched === 'string' && watched ? watched : 'EUR';
  const decimals = useCurrencies().decimalsOf(currency);
  const value = typeof input.value === 'number' ? input.value : null;
  const shown = value === null ? '' : minorToDecimal(value, decimals);
  const [text, setText] = useState(shown);
  // A value changed elsewhere (reset, reload) replaces what is typed unless it is the same amount.
  useEffect(() => {
    setText((current) => (decimalToMinor(current, decimals) === value ? current : shown));
  }, [shown, value, decimals]);
  const invalid = text.trim() !== '' && decimalToMinor(text, decimals) === null;
  return (
    <TextField
      label={label}
      value={text}
      fullWidth
      required={field.required}
      disabled={disabled}
      onBlur={input.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        const minor = event.target.value.trim() === '' ? 0 : decimalToMinor(event.target.value, decimals);
        if (minor !== null) input.onChange(minor);
      }}
      error={invalid || Boolean(errorMessage)}
      helperText={
        invalid
          ? t('pricing.money.invalid', { example: minorToDecimal(-12345, decimals) })
          : (errorMessage ?? hint)
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
      }}
    />
  );
}
