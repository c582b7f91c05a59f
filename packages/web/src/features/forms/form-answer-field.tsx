import { type FormField, LONG_ANSWER_MAX, SHORT_ANSWER_MAX } from '@seaberth/domain';
import {
  Box,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Rating,
  TextField,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from './form-texts.ts';

export type FormAnswer = string | number | boolean | string[] | null;

export interface FormAnswerFieldProps {
  field: FormField;
  language: string;
  value: FormAnswer | undefined;
  onChange: (value: FormAnswer) => void;
  /** Already in the reader's language. */
  error?: string;
  disabled?: boolean;
  /** Unique on the page: the builder's preview and the real form may share one screen. */
  inputId: string;
}

const NATIVE_INPUT: Partial<Record<FormField['type'], string>> = {
  Date: 'date',
  Time: 'time',
  DateTime: 'datetime-local',
};

const asText = (value: FormAnswer | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: FormAnswer | undefined) => (Array.isArray(value) ? value : []);

/**
 * One question of a form, as the customer answers it: the label (with its required mark), the
 * help text under it, and the field's problem in place of the help when there is one.
 */
export function FormAnswerField({
  field,
  language,
  value,
  onChange,
  error,
  disabled,
  inputId,
}: FormAnswerFieldProps) {
  const { t } = useTranslation();
  const label = pickText(field.label, language);
  const help = pickText(field.help, language);
  const helper = error ?? (help || undefined);
  const optionLabel = (option: FormField['options'][number]) =>
    pickText(option.label, language) || option.value;
  const common = {
    id: inputId,
    label,
    required: field.required,
    error: Boolean(error),
    disabled,
    fullWidth: true,
  };

  switch (field.type) {
    case 'QuestionShort':
    case 'QuestionLong': {
      const long = field.type === 'QuestionLong';
      return (
        <TextField
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          multiline={long}
          minRows={long ? 3 : undefined}
          helperText={helper}
          slotProps={{ htmlInput: { maxLength: long ? LONG_ANSWER_MAX : SHORT_ANSWER_MAX } }}
        />
      );
    }
    case 'Date':
    case 'Time':
    case 'DateTime':
      return (
        <TextField
          {...common}
          type={NATIVE_INPUT[field.type]}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          helperText={helper}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: field.type === 'DateTime' ? 320 : 240 }}
        />
      );
    case 'Select':
      return (
        <TextField
          {...common}
          select
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          helperText={helper}
        >
          <MenuItem value="">
            <em>{t('forms.render.choose')}</em>
          </MenuItem>
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'MultipleSelect':
      return (
        <TextField
          {...common}
          select
          value={asList(value)}
          onChange={(event) => {
            const next = event.target.value as unknown;
            onChange(typeof next === 'string' ? next.split(',') : (next as string[]));
          }}
          helperText={helper}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {(selected as string[]).map((chosen) => {
                    const option = field.options.find((o) => o.value === chosen);
                    return <Chip key={chosen} size="small" label={option ? optionLabel(option) : chosen} />;
                  })}
                </Box>
              ),
            },
          }}
        >
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              <Checkbox checked={asList(value).includes(option.value)} sx={{ p: 0, mr: 1 }} />
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'Radio':
      return (
        <Group id={inputId} label={label} required={field.required} error={error} helper={helper}>
          <RadioGroup
            aria-labelledby={`${inputId}-label`}
            {...groupAria(inputId, error, helper)}
            value={asText(value)}
            onChange={(event) => onChange(event.target.value)}
          >
            {field.options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={
                  <Radio disabled={disabled} slotProps={{ input: choiceAria(inputId, error, helper) }} />
                }
                label={optionLabel(option)}
              />
            ))}
          </RadioGroup>
        </Group>
      );
    case 'MultipleChoice': {
      const picked = asList(value);
      return (
        <Group id={inputId} label={label} required={field.required} error={error} helper={helper}>
          <FormGroup aria-labelledby={`${inputId}-label`}>
            {field.options.map((option) => (
              <FormControlLabel
                key={option.value}
                label={optionLabel(option)}
                control={
                  <Checkbox
                    disabled={disabled}
                    slotProps={{ input: choiceAria(inputId, error, helper) }}
                    checked={picked.includes(option.value)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? field.options
                              .map((o) => o.value)
                              .filter((v) => v === option.value || picked.includes(v))
                          : picked.filter((v) => v !== option.value),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Group>
      );
    }
    case 'Stars':
      return (
        <Group id={inputId} label={label} required={field.required} error={error} helper={helper}>
          <Rating
            name={inputId}
            role="radiogroup"
            aria-labelledby={`${inputId}-label`}
            {...groupAria(inputId, error, helper)}
            value={typeof value === 'number' ? value : null}
            max={field.maxStars}
            size="large"
            disabled={disabled}
            onChange={(_event, next) => onChange(next !== null && Number.isFinite(next) ? next : null)}
            getLabelText={(count) => t('forms.render.stars', { count, max: field.maxStars })}
            sx={{ fontSize: { xs: '2.25rem', sm: '2.5rem' } }}
          />
        </Group>
      );
    default:
      return null;
  }
}

/** The id of a group's help or problem text, which its choices are described by. */
const helperId = (inputId: string) => `${inputId}-helper`;

/**
 * A group's problem is tied to it as to a text field (WCAG 3.3.1): the group is marked invalid and
 * described by the message, so a screen reader says both when the focus enters it.
 */
function groupAria(inputId: string, error: string | undefined, helper: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': helper ? helperId(inputId) : undefined,
  };
}

/** Each radio or checkbox says the group's state and message too: not every screen reader reads a group's. */
function choiceAria(inputId: string, error: string | undefined, helper: string | undefined) {
  return groupAria(inputId, error, helper) as object;
}

/** A labelled group of radios, checkboxes or stars, with its required mark and its problem. */
function Group({
  id,
  label,
  required,
  error,
  helper,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} fullWidth>
      <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {label}
      </FormLabel>
      {children}
      {helper && (
        <FormHelperText id={helperId(id)} sx={{ mx: 0, whiteSpace: 'pre-line' }}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
