import { type Bed, MAX_BEDS_PER_ROOM } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { bedLabelNumber } from './bed-numbers.ts';

const NEW_BED: Bed = { active: true, visible: true, type: '', maxAge: -1, internalId: '' };

/**
 * The beds of a room. An existing bed keeps its number for good (bookings and blockers refer to
 * it), so the number is shown, never edited; a new bed gets the next number when saved.
 */
export function BedEditor({ name, disabled }: { name: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const beds = (useWatch({ name }) ?? []) as Bed[];
  const { errors } = useFormState({ name });
  const bedTypes = useReferenceOptions('bedtype');
  const listError =
    (get(errors, name) as { message?: string; root?: { message?: string } } | undefined) ?? {};
  const message = listError.message ?? listError.root?.message;
  const active = beds.filter((bed) => bed.active).length;

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('assets.beds.summary', { count: beds.length, active })}
      </Typography>
      <Stack
        component="ul"
        spacing={1}
        aria-label={t('assets.beds.list')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {fields.map((item, index) => {
          const bed = beds[index] ?? NEW_BED;
          const label =
            bed.no === undefined
              ? t('assets.beds.newBed')
              : t('assets.beds.bed', { number: bedLabelNumber(bed.no) });
          return (
            <Box
              component="li"
              key={item.id}
              aria-label={label}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'center',
                gridTemplateColumns: {
                  xs: '1fr 1fr',
                  md: '90px auto auto minmax(160px,1fr) 130px 150px 40px',
                },
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: bed.active ? 'background.paper' : 'grey.50',
              }}
            >
              {bed.no === undefined ? (
                <Chip size="small" color="secondary" label={t('assets.beds.new')} />
              ) : (
                <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
              )}
              <BedCheck
                list={name}
                index={index}
                field="active"
                label={t('assets.beds.active')}
                disabled={disabled}
              />
              <BedCheck
                list={name}
                index={index}
                field="visible"
                label={t('assets.beds.visible')}
                disabled={disabled}
              />
              <BedField
                list={name}
                index={index}
                field="type"
                label={t('assets.beds.type')}
                select
                disabled={disabled}
              >
                <MenuItem value="">
                  <em>{t('assets.beds.roomDefault')}</em>
                </MenuItem>
                {bedTypes.options.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.label}
                  </MenuItem>
                ))}
              </BedField>
              <BedField
                list={name}
                index={index}
                field="maxAge"
                label={t('assets.beds.maxAge')}
                number
                disabled={disabled}
              />
              <BedField
                list={name}
                index={index}
                field="internalId"
                label={t('assets.beds.internalId')}
                disabled={disabled}
              />
              <Tooltip title={fields.length <= 1 ? t('assets.beds.lastBed') : ''}>
                <span>
                  <IconButton
                    aria-label={t('assets.beds.remove', { name: label })}
                    onClick={() => remove(index)}
                    disabled={disabled || fields.length <= 1}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          );
        })}
      </Stack>
      {message && <FormHelperText error>{translateValidationMessage(message, t)}</FormHelperText>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ ...NEW_BED })}
          disabled={disabled || fields.length >= MAX_BEDS_PER_ROOM}
        >
          {t('assets.beds.add')}
        </Button>
      </Box>
    </Stack>
  );
}

function BedCheck(props: {
  list: string;
  index: number;
  field: 'active' | 'visible';
  label: string;
  disabled?: boolean;
}) {
  const { setValue } = useFormContext();
  const name = `${props.list}.${props.index}.${props.field}`;
  const checked = useWatch({ name }) === true;
  return (
    <FormControlLabel
      label={props.label}
      control={
        <Checkbox
          checked={checked}
          disabled={props.disabled}
          onChange={(event) => setValue(name, event.target.checked, { shouldDirty: true })}
        />
      }
    />
  );
}

interface BedFieldProps {
  /** Where the beds live in the form. */
  list: string;
  index: number;
  field: 'type' | 'maxAge' | 'internalId';
  label: string;
  select?: boolean;
  /** maxAge: -1 (no limit) shows as an empty input. */
  number?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

function BedField({ list, index, field, label, select, number, disabled, children }: BedFieldProps) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const { errors } = useFormState({ name: `${list}.${index}.${field}` });
  const value = useWatch({ name: `${list}.${index}.${field}` }) as string | number | undefined;
  const error = (get(errors, `${list}.${index}.${field}`) as { message?: string } | undefined)?.message;
  const shown = number ? (typeof value === 'number' && value >= 0 ? value : '') : (value ?? '');
  return (
    <TextField
      size="small"
      select={select}
      type={number ? 'number' : undefined}
      label={label}
      value={shown}
      disabled={disabled}
      onChange={(event) => {
        const text = event.target.value;
        const next = number ? (text === '' ? -1 : Number(text)) : text;
        setValue(`${list}.${index}.${field}`, next, { shouldDirty: true, shouldValidate: true });
      }}
      error={Boolean(error)}
      helperText={
        error
          ? translateValidationMessage(error, t)
          : number && shown === ''
            ? t('assets.beds.noLimit')
            : undefined
      }
      slotProps={
        number
          ? { htmlInput: { min: 0, max: 120 } }
          : select
            ? // An empty type means "as the room": shown as such, not as an unfilled input.
              { select: { displayEmpty: true }, inputLabel: { shrink: true } }
            : undefined
      }
    >
      {children}
    </TextField>
  );
}
