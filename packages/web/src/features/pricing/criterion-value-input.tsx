import type { Criterion, Operator } from '@seaberth/domain';
import { Autocomplete, Chip, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.ts';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { decimalToMinor, minorToDecimal } from '../../ui/money.ts';
import { CRITERION_INPUTS, isListOperator } from './rule-text.ts';

type Value = string | number;

export interface CriterionValueInputProps {
  criterion: Criterion;
  operator: Operator;
  values: Value[];
  onChange: (values: Value[]) => void;
  label: string;
  error?: string;
  disabled?: boolean;
  baseCurrency: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The value(s) of one criterion, entered the way the criterion compares them. */
export function CriterionValueInput(props: CriterionValueInputProps) {
  const input = CRITERION_INPUTS[props.criterion];
  switch (input.kind) {
    case 'weekday':
      return <WeekdayInput {...props} />;
    case 'reference':
      return <ReferenceInput {...props} refName={input.ref} />;
    case 'country':
      return <CountryInput {...props} />;
    default:
      return <PlainInput {...props} kind={input.kind} />;
  }
}

function WeekdayInput({ operator, values, onChange, label, disabled }: CriterionValueInputProps) {
  const { t } = useTranslation();
  const many = isListOperator(operator);
  const chosen = values.map(Number);
  return (
    <ToggleButtonGroup
      size="small"
      aria-label={label}
      value={many ? chosen : (chosen[0] ?? null)}
      exclusive={!many}
      disabled={disabled}
      onChange={(_event, next: number | number[] | null) => {
        if (next === null) return;
        onChange(Array.isArray(next) ? [...next].sort() : [next]);
      }}
    >
      {WEEKDAYS.map((day) => (
        <ToggleButton key={day} value={day} aria-label={t(`pricing.weekdayLong.${day}`)} sx={{ px: 1.25 }}>
          {t(`pricing.weekday.${day}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function ReferenceInput({
  operator,
  values,
  onChange,
  label,
  error,
  disabled,
  refName,
}: CriterionValueInputProps & { refName: string }) {
  const reference = useReferenceOptions(refName);
  const ids = values.map(String).filter(Boolean);
  if (isListOperator(operator)) {
    return (
      <Autocomplete
        multiple
        size="small"
        options={reference.options.map((o) => o.id)}
        getOptionLabel={(id) => reference.labelOf(id)}
        value={ids}
        disabled={disabled}
        loading={reference.isLoading}
        onChange={(_event, next) => onChange(next)}
        renderInput={(params) => (
          <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
        )}
        sx={{ minWidth: 0, flex: 1 }}
      />
    );
  }
  return (
    <Autocomplete
      size="small"
      options={reference.options.map((o) => o.id)}
      getOptionLabel={(id) => reference.labelOf(id)}
      value={ids[0] ?? null}
      disabled={disabled}
      loading={reference.isLoading}
      onChange={(_event, next) => onChange(next ? [next] : [])}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
      sx={{ minWidth: 0, flex: 1 }}
    />
  );
}

function CountryInput({ operator, values, onChange, label, error, disabled }: CriterionValueInputProps) {
  const { bootstrap } = useSession();
  const countries = bootstrap?.countries ?? [];
  const nameOf = (code: string) => countries.find((c) => c.code.toUpperCase() === code.toUpperCase())?.name;
  const codes = values.map((v) => String(v).toUpperCase()).filter(Boolean);
  const many = isListOperator(operator);
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={countries.map((c) => c.code.toUpperCase())}
      getOptionLabel={(code) => (nameOf(code) ? `${code} – ${nameOf(code)}` : code)}
      value={codes}
      disabled={disabled}
      onChange={(_event, next) => {
        const cleaned = next
          .map((code) => code.trim().toUpperCase())
          .filter((code) => /^[A-Z]{2}$/.test(code));
        onChange(many ? [...new Set(cleaned)] : cleaned.slice(-1));
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((code, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={code} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
      sx={{ minWidth: 0, flex: 1 }}
    />
  );
}

function PlainInput({
  operator,
  values,
  onChange,
  label,
  error,
  disabled,
  kind,
  baseCurrency,
}: CriterionValueInputProps & { kind: 'number' | 'money' | 'date' | 'text' }) {
  const { t } = useTranslation();
  const toText = (value: Value) =>
    kind === 'money' && typeof value === 'number' ? minorToDecimal(value, 2) : String(value);
  const parse = (text: string): Value | null => {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    if (kind === 'number') {
      const n = Number(trimmed.replace(',', '.'));
      return Number.isFinite(n) ? n : null;
    }
    if (kind === 'money') return decimalToMinor(trimmed, 2);
    if (kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? trimmed : null;
    return trimmed;
  };
  const hint = kind === 'money' ? t('pricing.rule.moneyHint', { currency: baseCurrency }) : undefined;
  if (isListOperator(operator)) {
    return (
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        size="small"
        options={[]}
        value={values.map(toText)}
        disabled={disabled}
        onChange={(_event, next) => onChange(next.map(parse).filter((v): v is Value => v !== null))}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            error={Boolean(error)}
            helperText={error ?? hint ?? t('pricing.rule.listHint')}
            placeholder={kind === 'date' ? 'YYYY-MM-DD' : undefined}
          />
        )}
        sx={{ minWidth: 0, flex: 1 }}
      />
    );
  }
  const first = values[0];
  if (kind === 'money')
    return (
      <MoneyInput
        size="small"
        label={label}
        value={typeof first === 'number' ? first : null}
        currency={baseCurrency}
        disabled={disabled}
        error={error}
        onChange={(minor) => onChange(minor === null ? [] : [minor])}
      />
    );
  return (
    <TextField
      size="small"
      label={label}
      type={kind === 'date' ? 'date' : kind === 'number' ? 'number' : 'text'}
      value={first === undefined ? '' : toText(first)}
      disabled={disabled}
      onChange={(event) => {
        const parsed = parse(event.target.value);
        onChange(parsed === null ? [] : [parsed]);
      }}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ inputLabel: kind === 'date' ? { shrink: true } : undefined }}
      sx={{ minWidth: 0, flex: 1 }}
    />
  );
}
