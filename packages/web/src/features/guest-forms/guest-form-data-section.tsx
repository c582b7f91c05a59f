import type { CustomerDataValue, GuestDataField, GuestDataGroup } from '@seaberth/domain';
import { Checkbox, FormControlLabel, FormHelperText, Grid, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../app/date-field.tsx';
import { FieldGrid, problemAria, problemId, useFormState } from './guest-form-fields.tsx';

const HALF = { xs: 12, sm: 6 };

/** The editor's section of a data group: `data:{group id}` (its title is the group's name). */
export const dataSection = (group: Pick<GuestDataGroup, 'id'>) => `data:${group.id}`;

/** The section holding a field path: a customer data field's group, else undefined. */
export function dataSectionOf(path: string, groups: readonly GuestDataGroup[]): string | undefined {
  if (!path.startsWith('data.')) return undefined;
  const key = path.slice('data.'.length);
  const group = groups.find((g) => g.fields.some((f) => f.key === key));
  return group ? dataSection(group) : undefined;
}

/**
 * The operator's customer data fields of one data group, each by its kind of value: a date in the
 * product's date field, a choice as a select, yes/no as a box, a number with the phone's number pad.
 */
export function GuestDataSection({ group }: { group: GuestDataGroup }) {
  return (
    <FieldGrid>
      {group.fields.map((field) => (
        <GuestDataLine key={field.key} field={field} />
      ))}
    </FieldGrid>
  );
}

function GuestDataLine({ field }: { field: GuestDataField }) {
  const { t } = useTranslation();
  const state = useFormState();
  const path = `data.${field.key}`;
  const value: CustomerDataValue | undefined = state.data.data[field.key];
  const error = state.errors[path] || undefined;
  const set = (next: CustomerDataValue) => state.set(path, next);
  const common = {
    fullWidth: true,
    name: path,
    label: field.label,
    disabled: state.readOnly,
    error: Boolean(error),
    helperText: error,
  };
  switch (field.type) {
    case 'date':
      return (
        <Grid size={HALF}>
          <DateField
            name={path}
            label={field.label}
            value={typeof value === 'string' ? value : ''}
            onChange={(iso) => set(iso || null)}
            disabled={state.readOnly}
            error={error}
          />
        </Grid>
      );
    case 'yesNo':
      return (
        <Grid size={HALF}>
          <FormControlLabel
            control={
              <Checkbox
                name={path}
                checked={value === true}
                disabled={state.readOnly}
                onChange={(event) => set(event.target.checked)}
                slotProps={{ input: { 'data-path': path, ...problemAria(path, error) } as object }}
              />
            }
            label={field.label}
          />
          {error && (
            <FormHelperText error id={problemId(path)}>
              {error}
            </FormHelperText>
          )}
        </Grid>
      );
    case 'choice':
      return (
        <Grid size={HALF}>
          <TextField
            {...common}
            select
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => set(event.target.value || null)}
            slotProps={{ htmlInput: { 'data-path': path } }}
          >
            <MenuItem value="">
              <em>{t('guestForms.notGiven')}</em>
            </MenuItem>
            {field.choices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      );
    case 'number':
      return (
        <Grid size={HALF}>
          <TextField
            {...common}
            type="number"
            value={typeof value === 'number' ? String(value) : ''}
            onChange={(event) => {
              const number = Number(event.target.value);
              set(event.target.value === '' || !Number.isFinite(number) ? null : number);
            }}
            slotProps={{ htmlInput: { 'data-path': path, inputMode: 'decimal' } }}
          />
        </Grid>
      );
    default:
      return (
        <Grid size={HALF}>
          <TextField
            {...common}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => set(event.target.value)}
            slotProps={{ htmlInput: { 'data-path': path, maxLength: 2000 } }}
          />
        </Grid>
      );
  }
}
