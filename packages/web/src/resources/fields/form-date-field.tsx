import { DateField } from '../../app/date-field.tsx';
import { useFieldController } from './field-props.ts';

export interface FormDateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** Earliest and latest day offered, ISO (the other end of a range). */
  min?: string;
  max?: string;
}

/** The app's one date input (DD.MM.YYYY on screen, ISO in the form) bound to a form field. */
export function FormDateField({ name, label, required, disabled, hint, min, max }: FormDateFieldProps) {
  const { field: input, errorMessage } = useFieldController(name);
  return (
    <DateField
      name={input.name}
      inputRef={input.ref}
      label={label}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      min={min}
      max={max}
      required={required}
      disabled={disabled}
      error={errorMessage}
      helperText={hint}
    />
  );
}
