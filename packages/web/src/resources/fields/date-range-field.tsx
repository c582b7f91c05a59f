import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from './field-group.tsx';
import type { FieldProps } from './field-props.ts';
import { FormDateField } from './form-date-field.tsx';

/**
 * The date range kind (`{ from, to }`, both days inclusive): one field of two dates, the second
 * offered from the first on. Either may stay empty for a range open on that side. The field's name
 * is the group's (a screen reader says it on entering), the dates are "from" and "until".
 */
export function DateRangeField({ name, label, disabled, hint }: FieldProps) {
  const { t } = useTranslation();
  const [from, to] = useWatch({ name: [`${name}.from`, `${name}.to`] }) as unknown[];
  return (
    <FieldGroup label={label} disabled={disabled} footer={hint}>
      <FormDateField
        name={`${name}.from`}
        label={t('resources.common.rangeFrom')}
        disabled={disabled}
        max={typeof to === 'string' && to ? to : undefined}
      />
      <FormDateField
        name={`${name}.to`}
        label={t('resources.common.rangeTo')}
        disabled={disabled}
        min={typeof from === 'string' && from ? from : undefined}
      />
    </FieldGroup>
  );
}
