import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../resources/fields/field-props.ts';
import { useFieldController } from '../../resources/fields/field-props.ts';
import { decimalToMinor, minorToDecimal } from '../../ui/money.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';

export interface MoneyInputProps {
  label: string;
  /** Integer minor units, or null for "no amount". */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: string;
  decimals?: number;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  hint?: string;
  size?: 'small' | 'medium';
  /** Called with the committed value when the input is left (grids save cell by cell). */
  onBlur?: () => void;
  inputLabel?: string;
}

/** An amount typed as a decimal ("123.45") and kept as integer minor units (ARCHITECTURE: money). */
export function MoneyInput({
  label,
  value,
  onChange,
  currency,
  decimals = 2,
  disabled,
  required,
  error,
  hint,
  size,
  onBlur,
  inputLabel,
}: MoneyInputProps) {
  const { t } = useTranslation();
  const shown = value === null ? '' : minorToDecimal(value, decimals);
  const [text, setText] = useState(shown);
  // A value changed elsewhere (reset, reload) replaces what is typed unless it is the same amount.
  useEffect(() => {
    setText((current) => (decimalToMinor(current, decimals) === value ? current : shown));
  }, [shown, value, decimals]);
  const parsed = text.trim() === '' ? null : decimalToMinor(text, decimals);
  const invalid = text.trim() !== '' && (parsed === null || parsed < 0);
  return (
    <TextField
      label={label}
      value={text}
      size={size}
      disabled={disabled}
      required={required}
      fullWidth
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const minor = next.trim() === '' ? null : decimalToMinor(next, decimals);
        if (next.trim() === '' || (minor !== null && minor >= 0)) onChange(minor);
      }}
      onBlur={onBlur}
      error={invalid || Boolean(error)}
      helperText={
        invalid ? t('pricing.money.invalid', { example: minorToDecimal(12345, decimals) }) : (error ?? hint)
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-label': inputLabel },
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
      }}
    />
  );
}

/** The currency a money field of a form is written in: a sibling field, the list's first currency… */
function useFormCurrency(currencyPath: string | undefined, fixed: string | undefined): string {
  const watched = useWatch({ name: currencyPath ?? '__none__' }) as unknown;
  if (fixed) return fixed;
  if (Array.isArray(watched)) return String(watched[0] ?? 'EUR');
  return typeof watched === 'string' && watched ? watched : 'EUR';
}

export interface MoneyFieldProps extends FieldProps {
  /** Path of the field naming the currency (a code, or a list whose first code counts). */
  currencyPath?: string;
  currency?: string;
}

/** A form field of integer minor units shown as a decimal amount of its currency. */
export function MoneyField({ field, name, label, disabled, hint, currencyPath, currency }: MoneyFieldProps) {
  const { field: input, errorMessage } = useFieldController(name);
  const code = useFormCurrency(currencyPath, currency);
  const { decimalsOf } = useCurrencies();
  const value = typeof input.value === 'number' ? input.value : null;
  return (
    <MoneyInput
      label={label}
      value={value}
      currency={code}
      decimals={decimalsOf(code)}
      required={field.required}
      disabled={disabled}
      error={errorMessage}
      hint={hint}
      onBlur={input.onBlur}
      onChange={(minor) => input.onChange(minor ?? '')}
    />
  );
}

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
