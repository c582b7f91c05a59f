import { useFormContext, useWatch } from 'react-hook-form';
import { MoneyInput } from '../../ui/money-input.tsx';
import { type FieldProps, useFieldController } from './field-props.ts';

/** The path of a field beside `name` (`entries.3.amount` → `entries.3.currency`). */
export function siblingPath(name: string, sibling: string): string {
  const parent = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : '';
  return parent ? `${parent}.${sibling}` : sibling;
}

/** The currency a money field is written in: fixed by the screen, else the field beside it. */
function currencyOf(watched: unknown, fixed: string | undefined): string {
  if (fixed) return fixed;
  // A list of codes (a price list's currencies): amounts are written in the first.
  if (Array.isArray(watched)) return String(watched[0] ?? 'EUR');
  return typeof watched === 'string' && watched ? watched : 'EUR';
}

export interface MoneyFieldProps extends FieldProps {
  /** Path of the field naming the currency; by default the one the field kind names beside it. */
  currencyPath?: string;
  /** A currency the screen fixes (a variant is written in its price list's currency). */
  currency?: string;
  /** Offer the operator's currencies beside the amount, written to the currency field. */
  pickCurrency?: boolean;
}

/**
 * The money field kind: integer minor units shown and typed as an amount of its currency. An
 * amount that is not one yet is held as NaN, so the schema refuses it instead of saving the last
 * amount that parsed.
 */
export function MoneyField({
  field,
  name,
  label,
  disabled,
  hint,
  currencyPath,
  currency,
  pickCurrency = false,
}: MoneyFieldProps) {
  const { field: input, errorMessage } = useFieldController(name);
  const { setValue } = useFormContext();
  const path = currencyPath ?? (field.ui.currency ? siblingPath(name, field.ui.currency) : undefined);
  const watched = useWatch({ name: path ?? '__none__' }) as unknown;
  const code = currencyOf(watched, currency);
  const value = typeof input.value === 'number' && !Number.isNaN(input.value) ? input.value : null;
  return (
    <MoneyInput
      name={input.name}
      label={label}
      value={value}
      currency={code}
      onCurrencyChange={
        pickCurrency && path
          ? (next) => setValue(path, next, { shouldDirty: true, shouldValidate: true })
          : undefined
      }
      signed={field.ui.signed === true}
      required={field.required}
      disabled={disabled}
      error={errorMessage}
      hint={hint}
      onBlur={input.onBlur}
      onChange={(minor, valid) => input.onChange(valid ? (minor ?? '') : Number.NaN)}
    />
  );
}
