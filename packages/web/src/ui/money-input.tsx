import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToMinor, minorToDecimal } from './money.ts';
import { useCurrencies } from './use-currencies.ts';

export interface MoneyInputProps {
  label: string;
  /** Integer minor units, or null for no amount. */
  value: number | null;
  /**
   * The amount in minor units after each keystroke: null while the input is empty or holds no
   * amount yet (`valid` tells the two apart, so a form can refuse "12,3x" instead of saving 12).
   */
  onChange: (minor: number | null, valid: boolean) => void;
  currency: string;
  /**
   * Offers the operator's currencies beside the amount and reports the choice; without it the
   * currency is fixed and shown after the amount.
   */
  onCurrencyChange?: (code: string) => void;
  currencyLabel?: string;
  /** A message on the chosen currency (the server refused it). */
  currencyError?: string;
  /** Minor units per major unit of the currency; by default the operator's setting for it. */
  decimals?: number;
  /** A correction may take money away: a minus sign is allowed. */
  signed?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The dialog's first field: the cursor starts here. */
  autoFocus?: boolean;
  error?: string;
  hint?: string;
  size?: 'small' | 'medium';
  /** Called when the amount is left (grids save cell by cell). */
  onBlur?: () => void;
  /** An accessible name other than the label (a grid cell names its row and column). */
  inputLabel?: string;
  name?: string;
}

/** The minor units a typed amount stands for, or null when it is none (or negative where not allowed). */
function amountOf(text: string, decimals: number, signed: boolean): number | null {
  const minor = decimalToMinor(text, decimals);
  return minor !== null && (signed || minor >= 0) ? minor : null;
}

/**
 * Money as the operator types it ("123.45", "123,45"), kept as integer minor units with the
 * currency's own decimals (ARCHITECTURE: money is never a float), with the currency fixed beside
 * it or picked from the operator's currencies. Every money entry of the app is this input.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  currency,
  onCurrencyChange,
  currencyLabel,
  currencyError,
  decimals: fixedDecimals,
  signed = false,
  disabled,
  required,
  autoFocus,
  error,
  hint,
  size,
  onBlur,
  inputLabel,
  name,
}: MoneyInputProps) {
  const { t } = useTranslation();
  const { codes, decimalsOf } = useCurrencies();
  const decimals = fixedDecimals ?? decimalsOf(currency);
  const shown = value === null ? '' : minorToDecimal(value, decimals);
  const [text, setText] = useState(shown);
  // A value set from outside (a reset, a prefill, another currency's decimals) replaces what is
  // typed, unless it is the same amount or the parent merely heard "no amount yet" from here.
  useEffect(() => {
    setText((current) => {
      const typed = current.trim() === '' ? null : amountOf(current, decimals, signed);
      const stillTyping = value === null && current.trim() !== '' && typed === null;
      return typed === value || stillTyping ? current : shown;
    });
  }, [shown, value, decimals, signed]);
  const invalid = text.trim() !== '' && amountOf(text, decimals, signed) === null;
  const amount = (
    <TextField
      label={label}
      name={name}
      value={text}
      size={size}
      disabled={disabled}
      required={required}
      autoFocus={autoFocus}
      fullWidth
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const minor = next.trim() === '' ? null : amountOf(next, decimals, signed);
        onChange(minor, next.trim() === '' || minor !== null);
      }}
      onBlur={onBlur}
      error={invalid || Boolean(error)}
      helperText={
        invalid ? t('pricing.money.invalid', { example: minorToDecimal(12345, decimals) }) : (error ?? hint)
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-label': inputLabel },
        input: onCurrencyChange
          ? undefined
          : { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
      }}
    />
  );
  if (!onCurrencyChange) return amount;
  // A stored code the operator no longer keeps stays choosable, so the record is shown as it is.
  const choices = currency && !codes.includes(currency) ? [currency, ...codes] : codes;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {amount}
      <TextField
        select
        label={currencyLabel ?? t('fields.currency')}
        value={currency}
        size={size}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          // What is typed is what the person means: in a currency of other decimals ("120.50" in
          // yen) it stands for other minor units, or for none.
          const nextDecimals = fixedDecimals ?? decimalsOf(next);
          if (nextDecimals !== decimals && text.trim() !== '') {
            const minor = amountOf(text, nextDecimals, signed);
            onChange(minor, minor !== null);
          }
          onCurrencyChange(next);
        }}
        error={Boolean(currencyError)}
        helperText={currencyError}
        sx={{ minWidth: 110 }}
      >
        {choices.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
