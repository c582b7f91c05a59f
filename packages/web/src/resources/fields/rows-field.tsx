import type { FieldDescriptor } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';

export interface RowsFieldProps {
  field: FieldDescriptor;
  name: string;
  label: string;
  disabled?: boolean;
  /** The values a new row starts with (the item's schema defaults). */
  newRow: () => Record<string, unknown>;
  /** Renders one field of a row; the form's dispatcher, passed in to keep this file free of cycles. */
  renderField: (child: FieldDescriptor, name: string) => ReactNode;
}

/** The message an error node carries itself (a refine on the list or a row), not its children's. */
function ownMessage(node: unknown): string | undefined {
  const record = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = record?.message ?? record?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * A list of objects as numbered rows, each a small sub-form of the item's own fields: add, remove
 * and move rows; a problem with one field shows under that field of that row.
 */
export function RowsField({ field, name, label, disabled, newRow, renderField }: RowsFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  // keyName: items may have an `id` of their own (price entries), which must stay theirs.
  const { fields, append, remove, move } = useFieldArray({ control, name, keyName: 'rowKey' });
  const { errors } = useFormState({ name });
  const listError = ownMessage(get(errors, name));
  const children = field.element?.fields ?? [];
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('resources.rows.empty')}
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((item, index) => {
          const number = index + 1;
          const rowName = `${name}.${index}`;
          const rowError = ownMessage(get(errors, rowName));
          return (
            <Box
              component="li"
              key={item.rowKey}
              aria-label={t('resources.rows.row', { label, number })}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                  {t('resources.rows.number', { number })}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('resources.rows.moveUp', { number })}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('resources.rows.moveDown', { number })}
                  disabled={disabled || index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('resources.rows.remove', { number })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {children.map((child) => renderField(child, `${rowName}.${child.name}`))}
              </Box>
              {rowError && <FormHelperText error>{translateValidationMessage(rowError, t)}</FormHelperText>}
            </Box>
          );
        })}
      </Stack>
      {listError && <FormHelperText error>{translateValidationMessage(listError, t)}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={disabled}
        onClick={() => append(newRow(), { shouldFocus: false })}
      >
        {t('resources.rows.add')}
      </Button>
    </Box>
  );
}
