import { DATE_FORMATS, type FormField, formatDate } from '@seaberth/domain';
import { Box, Rating, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FormAnswer } from './form-answer-field.tsx';
import { pickText } from './form-texts.ts';

/** What a customer answered, as text: dates in SPEC §9's format, options by their labels. */
export function answerText(field: FormField, value: FormAnswer | undefined, language: string): string {
  if (value === undefined || value === null || value === '') return '';
  const optionLabel = (picked: string) => {
    const option = field.options.find((o) => o.value === picked);
    return option ? pickText(option.label, language) || option.value : picked;
  };
  switch (field.type) {
    case 'Date':
      return typeof value === 'string' ? formatDate(value) || value : String(value);
    case 'DateTime':
      return typeof value === 'string' ? formatDate(value, DATE_FORMATS.dateTime) || value : String(value);
    case 'Radio':
    case 'Select':
      return typeof value === 'string' ? optionLabel(value) : String(value);
    case 'MultipleChoice':
    case 'MultipleSelect':
      return Array.isArray(value) ? value.map(optionLabel).join(', ') : String(value);
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** One question with its answer, read only (an answered form, the staff's view of it). */
export function FormAnswerView({
  field,
  language,
  value,
}: {
  field: FormField;
  language: string;
  value: FormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const label = pickText(field.label, language);
  const text = answerText(field, value, language);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      {field.type === 'Stars' && typeof value === 'number' ? (
        <Rating
          value={value}
          max={field.maxStars}
          readOnly
          getLabelText={(count) => t('forms.render.stars', { count, max: field.maxStars })}
        />
      ) : text ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>
      ) : (
        <Typography color="text.disabled" sx={{ fontStyle: 'italic' }}>
          {t('forms.render.notAnswered')}
        </Typography>
      )}
    </Box>
  );
}
