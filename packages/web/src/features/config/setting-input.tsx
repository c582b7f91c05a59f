import type { SettingDefinition } from '@seaberth/domain';
import {
  Autocomplete,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputAdornment,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import { useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'];

/** The timezones the browser knows (IANA names), the stored one first kept when unknown. */
function timezones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !known.includes(current) ? [current, ...known] : known;
}

export interface SettingInputProps {
  definition: SettingDefinition;
  control: Control<Record<string, unknown>>;
  disabled: boolean;
  /** Currency codes for `currency` settings. */
  currencies: string[];
}

/** One setting as the field its kind asks for, labelled and explained, with its error in place. */
export function SettingInput({ definition, control, disabled, currencies }: SettingInputProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: definition.key });
  const { key } = definition;
  const label = t(`settings.fields.${key}`);
  const help = t(`settings.fields.${key}Help`, { defaultValue: '' }) || undefined;
  const error = translateValidationMessage(fieldState.error?.message, t);
  const optionLabel = (value: string) => t(`settings.options.${key}.${value}`, { defaultValue: value });
  const zones = useMemo(
    () => (definition.kind === 'timezone' ? timezones(String(field.value ?? '')) : []),
    [definition.kind, field.value],
  );

  switch (definition.kind) {
    case 'switch':
      return (
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            control={
              <Switch
                checked={field.value === true}
                onChange={(_event, on) => field.onChange(on)}
                disabled={disabled}
                name={key}
              />
            }
            label={label}
          />
          {(error ?? help) && <FormHelperText sx={{ mt: 0 }}>{error ?? help}</FormHelperText>}
        </FormControl>
      );
    case 'multiselect':
    case 'weekdays': {
      const options = definition.kind === 'weekdays' ? WEEKDAYS : [...(definition.options ?? [])];
      const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
      const text = (value: string) =>
        definition.kind === 'weekdays' ? t(`settings.weekdays.${value}`) : optionLabel(value);
      return (
        <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {options.map((option) => (
              <FormControlLabel
                key={option}
                label={text(option)}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(_event, on) =>
                      field.onChange(on ? [...chosen, option] : chosen.filter((value) => value !== option))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {(error ?? help) && <FormHelperText>{error ?? help}</FormHelperText>}
        </FormControl>
      );
    }
    case 'timezone':
      return (
        <Autocomplete
          options={zones}
          value={String(field.value ?? '')}
          onChange={(_event, value) => field.onChange(value ?? '')}
          disableClearable
          disabled={disabled}
          renderInput={(params) => (
            <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? help} />
          )}
        />
      );
    default:
      return (
        <TextField
          name={key}
          inputRef={field.ref}
          label={label}
          value={typeof field.value === 'number' && Number.isNaN(field.value) ? '' : (field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(
              definition.kind === 'number'
                ? event.target.value === ''
                  ? Number.NaN
                  : Number(event.target.value)
                : event.target.value,
            )
          }
          select={definition.kind === 'select' || definition.kind === 'currency'}
          type={definition.kind === 'number' ? 'number' : definition.kind === 'email' ? 'email' : 'text'}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? help}
          placeholder={definition.kind === 'color' ? '#1a7f8e' : undefined}
          slotProps={{
            htmlInput:
              definition.kind === 'number'
                ? { min: definition.min, max: definition.max, step: 1 }
                : undefined,
            input: definition.unit
              ? {
                  endAdornment: (
                    <InputAdornment position="end">{t(`settings.units.${definition.unit}`)}</InputAdornment>
                  ),
                }
              : undefined,
          }}
        >
          {definition.kind === 'select' &&
            (definition.options ?? []).map((option) => (
              <MenuItem key={option} value={option}>
                {optionLabel(option)}
              </MenuItem>
            ))}
          {definition.kind === 'currency' &&
            [...new Set([...currencies, String(field.value ?? '')])].filter(Boolean).map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
        </TextField>
      );
  }
}
