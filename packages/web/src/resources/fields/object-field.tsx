import type { FieldDescriptor } from '@seaberth/domain';
import { Box, FormHelperText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';

export interface ObjectFieldProps {
  field: FieldDescriptor;
  name: string;
  label: string;
  /** Renders one child field; the form's dispatcher, passed in to keep this file free of cycles. */
  renderField: (child: FieldDescriptor, name: string) => ReactNode;
}

/** A nested object as a titled group of its own fields (user settings, translations). */
export function ObjectField({ field, name, label, renderField }: ObjectFieldProps) {
  const { errors } = useFormState({ name });
  // Errors on the object itself (a refine across its fields) have no child input to show them.
  const ownError = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {(field.fields ?? []).map((child) => renderField(child, `${name}.${child.name}`))}
      </Box>
      {ownError && <FormHelperText error>{ownError}</FormHelperText>}
    </Box>
  );
}
