import { customerResource } from '@seaberth/domain';
import { useState } from 'react';
import {
  type CustomerChoice,
  CustomerAutocomplete,
  type CustomerRow,
} from '../../features/customers/index.ts';
import { useResource } from '../use-resource.ts';
import { type FieldProps, useFieldController } from './field-props.ts';

const toChoice = (row: CustomerRow): CustomerChoice => ({
  id: row.id,
  fullName: row.fullName ?? '',
  email: row.contact?.email,
});

/**
 * The customer kind: a customer's id, chosen with the app's one customer picker (a name or an
 * e-mail, searched on the server). A stored id is shown by the customer's name once it is loaded.
 */
export function CustomerField({ field, name, label, disabled, hint }: FieldProps) {
  const { field: input, errorMessage } = useFieldController(name);
  const id = typeof input.value === 'string' && input.value ? input.value : undefined;
  // The choice made here; a stored id (or one set by a reset) is looked up.
  const [picked, setPicked] = useState<CustomerChoice | null>(null);
  const stored = useResource(customerResource, picked?.id === id ? undefined : id);
  const value = !id ? null : picked?.id === id ? picked : stored.data ? toChoice(stored.data) : null;
  return (
    <CustomerAutocomplete<CustomerChoice>
      label={label}
      required={field.required}
      value={value}
      onChange={(next) => {
        setPicked(next);
        input.onChange(next?.id ?? '');
        input.onBlur();
      }}
      toOption={toChoice}
      error={errorMessage}
      hint={hint}
      searchWhileTyping
      fullWidth
      disabled={disabled}
    />
  );
}
