import { wordedFieldErrors } from '../../i18n/validation-messages.ts';
import {
  type FormAnswers,
  type FormField,
  formAnswerProblems,
  LANGUAGES,
  type Language,
} from '@seaberth/domain';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { type FormAnswer, FormRenderer } from './form-renderer.tsx';
import { FormSheet } from './form-sheet.tsx';
import { type AnswerErrors, answerErrors, ownAnswers } from './form-texts.ts';

/**
 * The builder's live preview: the form as the customer will see it, in either language, to try
 * out. "Check answers" runs the same check as the customer's "Send".
 */
export function DefinitionPreview({
  name,
  description,
  fields,
}: {
  name: string;
  description: string;
  fields: FormField[];
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [checked, setChecked] = useState(false);
  const change = (key: string, value: FormAnswer) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  const check = () => {
    setErrors(answerErrors(wordedFieldErrors(formAnswerProblems(fields, ownAnswers(fields, answers)), t)));
    setChecked(true);
  };
  const problems = Object.keys(errors).length;

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="form-preview-title" data-testid="form-preview">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2" id="form-preview-title">
          {t('forms.builder.preview')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          onChange={(_event, next: Language | null) => next && setLanguage(next)}
          aria-label={t('forms.builder.previewLanguage')}
        >
          {LANGUAGES.map((lang) => (
            <ToggleButton key={lang} value={lang} lang={lang} aria-label={t(`languages.${lang}`)}>
              {lang.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('forms.builder.previewHint')}
      </Typography>
      <FormSheet name={name || t('forms.builder.untitled')} description={description} headingLevel="h2">
        {fields.length === 0 ? (
          <Typography color="text.secondary">{t('forms.builder.previewEmpty')}</Typography>
        ) : (
          <FormRenderer
            fields={fields}
            language={language}
            answers={answers}
            onChange={change}
            errors={errors}
            idPrefix="preview"
          />
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<FactCheckOutlinedIcon />}
            onClick={check}
            disabled={!fields.length}
          >
            {t('forms.builder.checkAnswers')}
          </Button>
          {checked && (
            <Typography variant="body2" color={problems ? 'error' : 'success.main'} role="status">
              {problems
                ? t('forms.builder.checkProblems', { count: problems })
                : t('forms.builder.checkFine')}
            </Typography>
          )}
        </Stack>
      </FormSheet>
    </Stack>
  );
}
