import { INCLUDE_IN_CHANNELS } from '@seaberth/domain';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputAdornment,
  TextField,
} from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useFieldController } from '../../resources/fields/field-props.ts';
import { OWN_EDITOR } from '../../resources/form-sections.ts';
import type { FieldOverrides } from '../../resources/resource-form.tsx';
import { ReferenceField } from '../../resources/fields/reference-field.tsx';
import { MoneyField } from '../../resources/fields/money-field.tsx';

const MONEY_KINDS = new Set(['Absolute', 'AbsoluteNights', 'FixUnit', 'Fix']);

/**
 * The special's value as its discount kind reads it: a percentage, an amount of its currency,
 * a number of free places, or nothing (Lowest).
 */
export function DiscountValueField(props: FieldProps) {
  const { t } = useTranslation();
  const kind = useWatch({ name: 'discount' }) as string | undefined;
  const { field: input, errorMessage } = useFieldController(props.name);
  if (kind && MONEY_KINDS.has(kind))
    return <MoneyField {...props} currencyPath="currency" hint={t(`pricing.discountHint.${kind}`)} />;
  const unit = kind === 'FOC' ? t('pricing.discountUnit.places') : kind === 'PerCent' ? '%' : '';
  return (
    <TextField
      name={input.name}
      inputRef={input.ref}
      label={props.label}
      type="number"
      fullWidth
      disabled={props.disabled || kind === 'Lowest'}
      value={input.value ?? ''}
      onBlur={input.onBlur}
      onChange={(event) => input.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? (kind ? t(`pricing.discountHint.${kind}`) : undefined)}
      slotProps={{
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** The booking channels a special is offered in, as checkboxes (SPEC §3 includeIn). */
export function IncludeInField({ name, label, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  const chosen: string[] = Array.isArray(input.value) ? input.value : [];
  return (
    <FormControl component="fieldset" error={Boolean(errorMessage)} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {INCLUDE_IN_CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            control={
              <Checkbox
                checked={chosen.includes(channel)}
                onChange={(event) =>
                  input.onChange(
                    event.target.checked
                      ? INCLUDE_IN_CHANNELS.filter((c) => c === channel || chosen.includes(c))
                      : chosen.filter((c) => c !== channel),
                  )
                }
              />
            }
            label={t(`resources.options.includeIn.${channel}`)}
          />
        ))}
      </FormGroup>
      <FormHelperText>{errorMessage ?? t('pricing.special.includeInHint')}</FormHelperText>
    </FormControl>
  );
}

/** Product categories only matter for the target "product categories"; otherwise left out. */
export function ProductCategoriesField(props: FieldProps) {
  const target = useWatch({ name: 'target' }) as string | undefined;
  if (target !== 'productCategory') return null;
  return <ReferenceField {...props} refs={['productcategory']} />;
}

/** How the special's form edits its fields; the preview reads the form through the same map. */
export const SPECIAL_FIELDS: FieldOverrides = {
  rule: OWN_EDITOR,
  discountValue: { render: (props) => <DiscountValueField {...props} /> },
  includeIn: { render: (props) => <IncludeInField {...props} />, wide: true },
  productCategories: { render: (props) => <ProductCategoriesField {...props} />, wide: true },
};
