import { DATE_FORMATS } from '@seaberth/domain';
import type { SxProps, TextFieldProps, Theme } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ISO = 'YYYY-MM-DD';
const GERMAN_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DateFieldProps {
  label: string;
  /** The date as ISO `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with the ISO date, or '' while the field is empty or not yet a whole valid date. */
  onChange: (iso: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Earliest and latest allowed date, ISO. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** A message from the form; shown in place of the hint and marks the field. */
  error?: string | boolean;
  helperText?: string;
  size?: TextFieldProps['size'];
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

function parse(iso: string | null | undefined): Dayjs | null {
  const day = iso?.slice(0, 10) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = dayjs(day);
  // dayjs rolls 2027-02-30 over into March; such a value is no date.
  return date.isValid() && date.format(ISO) === day ? date : null;
}

const isoOf = (date: Dayjs | null): string => (date?.isValid() ? date.format(ISO) : '');

/**
 * The one date input of the app: typed or picked, always shown as SPEC §9's DD.MM.YYYY, held as ISO.
 * A plain `<input>` inside (not MUI's section spans), so labels, react-hook-form refs and tests
 * that type "15.03.2027" all work as with a text field.
 */
export function DateField(props: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('de') ? 'de' : 'en';
  // What the field holds, incomplete typing included: only a whole valid date reaches the form, and
  // a form still holding '' must not wipe "15.03." while the user types the year.
  const [inner, setInner] = useState<Dayjs | null>(() => parse(props.value));
  useEffect(() => {
    setInner((current) => (isoOf(current) === (props.value ?? '') ? current : parse(props.value)));
  }, [props.value]);
  const [problem, setProblem] = useState<string | null>(null);

  const rangeText = (reason: string | null): string | null => {
    if (reason === 'minDate' && props.min)
      return t('common.date.notBefore', { date: parse(props.min)?.format(DATE_FORMATS.default) });
    if (reason === 'maxDate' && props.max)
      return t('common.date.notAfter', { date: parse(props.max)?.format(DATE_FORMATS.default) });
    if (reason === 'invalidDate') return t('common.date.invalid');
    return null;
  };
  const message = typeof props.error === 'string' && props.error ? props.error : problem;

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={language === 'de' ? GERMAN_TEXTS : undefined}
    >
      <DesktopDatePicker
        label={props.label}
        value={inner}
        format={DATE_FORMATS.default}
        minDate={parse(props.min) ?? undefined}
        maxDate={parse(props.max) ?? undefined}
        disabled={props.disabled}
        enableAccessibleFieldDOMStructure={false}
        onError={(reason) => setProblem(rangeText(reason))}
        onChange={(date) => {
          setInner(date);
          const iso = isoOf(date);
          if (iso !== (props.value ?? '')) props.onChange(iso);
        }}
        inputRef={props.inputRef}
        sx={props.sx}
        slotProps={{
          textField: {
            name: props.name,
            required: props.required,
            size: props.size,
            fullWidth: props.fullWidth ?? !props.sx,
            onBlur: props.onBlur,
            error: Boolean(props.error) || Boolean(problem),
            helperText: message ?? props.helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
