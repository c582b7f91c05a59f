import type { GuestFormData } from '@seaberth/domain';
import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Grid,
  MenuItem,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../app/date-field.tsx';
import { countryOptions } from '../../ui/countries.ts';
import { type FieldErrors, valueAt } from './guest-form-paths.ts';

/** What every field of one guest's form reads and writes. */
export interface FormState {
  data: GuestFormData;
  set: (path: string, value: unknown) => void;
  errors: FieldErrors;
  readOnly: boolean;
}

export const FormStateContext = createContext<FormState | null>(null);

export function useFormState(): FormState {
  const state = useContext(FormStateContext);
  if (!state) throw new Error('A guest-form field needs its form');
  return state;
}

interface LineProps {
  path: string;
  label?: string;
  required?: boolean;
  /** Grid width on phones, tablets and up: a name takes a third, a street the whole line. */
  size?: { xs?: number; sm?: number; md?: number };
  autoComplete?: string;
  helperText?: ReactNode;
}

const HALF = { xs: 12, sm: 6 };

/** The id of the message under a field that is not a text field (a box, a group, the signature). */
export function problemId(path: string): string {
  return `gf-problem-${path.replace(/[^\w-]/g, '-')}`;
}

/**
 * Ties a field's problem to it as MUI does for text fields (WCAG 3.3.1): marked invalid and
 * described by the message, which carries `problemId(path)`.
 */
export function problemAria(path: string, error: unknown): Record<string, unknown> {
  return error ? { 'aria-invalid': true, 'aria-describedby': problemId(path) } : {};
}

/** The label of a field: `guestForms.fields.<path>`. */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (path: string) => t(`guestForms.fields.${path}`);
}

function useLine(path: string, label: string | undefined) {
  const state = useFormState();
  const labelOf = useFieldLabel();
  const error = state.errors[path];
  return {
    state,
    value: valueAt(state.data, path),
    label: label ?? labelOf(path),
    error: error || undefined,
  };
}

function Line({
  path,
  label,
  required,
  size = HALF,
  helperText,
  value,
  onValue,
  ...rest
}: LineProps & { value: string; onValue: (text: string) => void } & Omit<
    TextFieldProps,
    'value' | 'onChange' | 'size' | 'label'
  >) {
  const line = useLine(path, label);
  return (
    <Grid size={size}>
      <TextField
        {...rest}
        fullWidth
        name={path}
        label={line.label}
        required={required}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        disabled={line.state.readOnly}
        error={Boolean(line.error)}
        helperText={line.error ?? helperText}
        slotProps={{
          ...rest.slotProps,
          htmlInput: { 'data-path': path, ...(rest.slotProps?.htmlInput ?? {}) },
        }}
      />
    </Grid>
  );
}

export function TextLine(props: LineProps & { multiline?: boolean; type?: string; inputMode?: string }) {
  const { state, value } = useLine(props.path, props.label);
  const { inputMode, ...rest } = props;
  return (
    <Line
      {...rest}
      autoComplete={props.autoComplete}
      value={typeof value === 'string' ? value : ''}
      onValue={(text) => state.set(props.path, text)}
      minRows={props.multiline ? 3 : undefined}
      slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
    />
  );
}

/** A date typed as DD.MM.YYYY or picked from a calendar, kept as YYYY-MM-DD or null. */
export function DateLine(props: LineProps) {
  const line = useLine(props.path, props.label);
  return (
    <Grid size={props.size ?? HALF}>
      <DateField
        name={props.path}
        label={line.label}
        required={props.required}
        value={typeof line.value === 'string' ? line.value : ''}
        onChange={(iso) => line.state.set(props.path, iso || null)}
        disabled={line.state.readOnly}
        error={line.error}
        helperText={typeof props.helperText === 'string' ? props.helperText : undefined}
      />
    </Grid>
  );
}

export function TimeLine(props: LineProps) {
  const { state, value } = useLine(props.path, props.label);
  return (
    <Line
      {...props}
      type="time"
      value={typeof value === 'string' ? value : ''}
      onValue={(text) => state.set(props.path, text)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A whole number or nothing (dives, height, weight). */
export function NumberLine(props: LineProps) {
  const { state, value } = useLine(props.path, props.label);
  return (
    <Line
      {...props}
      type="number"
      value={typeof value === 'number' ? String(value) : ''}
      onValue={(text) => {
        const number = Number.parseInt(text, 10);
        state.set(props.path, text === '' || Number.isNaN(number) ? null : number);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', min: 0 } }}
    />
  );
}

export function SelectLine(
  props: LineProps & { options: { value: string; label: string }[]; allowEmpty?: boolean },
) {
  const { t } = useTranslation();
  const { state, value } = useLine(props.path, props.label);
  const { options, allowEmpty = true, ...rest } = props;
  return (
    <Line
      {...rest}
      select
      value={typeof value === 'string' ? value : ''}
      onValue={(text) => state.set(props.path, text)}
    >
      {allowEmpty && (
        <MenuItem value="">
          <em>{t('guestForms.notGiven')}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </Line>
  );
}

/** A country by its name in the guest's language, kept as its two-letter code. */
export function CountryLine({ path, label, required, size = HALF }: LineProps) {
  const { i18n } = useTranslation();
  const line = useLine(path, label);
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const code = typeof line.value === 'string' ? line.value.toUpperCase() : '';
  const chosen = options.find((option) => option.code === code) ?? null;
  return (
    <Grid size={size}>
      <Autocomplete
        options={options}
        value={chosen}
        disabled={line.state.readOnly}
        autoHighlight
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        onChange={(_event, option) => line.state.set(path, option?.code ?? '')}
        renderInput={(params) => (
          <TextField
            {...params}
            name={path}
            label={line.label}
            required={required}
            error={Boolean(line.error)}
            helperText={line.error}
            slotProps={{ htmlInput: { ...params.inputProps, 'data-path': path } }}
          />
        )}
      />
    </Grid>
  );
}

export function CheckLine({ path, label, size = { xs: 12 } }: LineProps) {
  const line = useLine(path, label);
  return (
    <Grid size={size}>
      <FormControlLabel
        control={
          <Checkbox
            name={path}
            checked={line.value === true}
            disabled={line.state.readOnly}
            onChange={(event) => line.state.set(path, event.target.checked)}
            slotProps={{ input: problemAria(path, line.error) }}
          />
        }
        label={line.label}
      />
      {line.error && (
        <FormHelperText error id={problemId(path)}>
          {line.error}
        </FormHelperText>
      )}
    </Grid>
  );
}

/** The fields of one section, two to a row from tablets up, one on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2}>
      {children}
    </Grid>
  );
}
