import { LANGUAGES, type Language } from '@seaberth/domain';
import { Box, FormControl, FormLabel, Tab, Tabs, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useFieldController } from './field-props.ts';

/** One language's text: its own input, so errors and the form's dirty state stay per language. */
function LanguageInput({
  name,
  label,
  multiline,
  disabled,
  hint,
  hidden,
  id,
  tab,
}: {
  name: string;
  label: string;
  multiline: boolean;
  disabled?: boolean;
  hint?: string;
  hidden: boolean;
  id: string;
  tab: string;
}) {
  const { field: input, errorMessage } = useFieldController(name);
  return (
    <Box role="tabpanel" id={id} aria-labelledby={tab} hidden={hidden}>
      <TextField
        {...input}
        value={input.value ?? ''}
        label={label}
        disabled={disabled}
        fullWidth
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        error={Boolean(errorMessage)}
        helperText={errorMessage ?? hint}
      />
    </Box>
  );
}

/**
 * The localized text kind (`{ de, en }`): one field with a tab per language, starting in the
 * user's own. Both inputs stay mounted, so switching languages keeps what was typed, and a tab
 * whose text has an error says so.
 */
export function LocalizedField({ field, name, label, disabled, hint }: FieldProps) {
  const { t, i18n } = useTranslation();
  const own: Language = i18n.language?.startsWith('de') ? 'de' : 'en';
  const [shown, setShown] = useState<Language>(own);
  const id = useId();
  const { errors } = useFormState({ name });
  const multiline = field.ui.multiline === true;
  return (
    <FormControl component="fieldset" fullWidth disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Tabs
        value={shown}
        onChange={(_event, language: Language) => setShown(language)}
        aria-label={label}
        sx={{ minHeight: 36, mb: 1 }}
      >
        {LANGUAGES.map((language) => (
          <Tab
            key={language}
            value={language}
            id={`${id}-tab-${language}`}
            aria-controls={`${id}-panel-${language}`}
            label={t(`languages.${language}`)}
            sx={{
              minHeight: 36,
              py: 0.5,
              color: get(errors, `${name}.${language}`) ? 'error.main' : undefined,
            }}
          />
        ))}
      </Tabs>
      {LANGUAGES.map((language) => (
        <LanguageInput
          key={language}
          id={`${id}-panel-${language}`}
          tab={`${id}-tab-${language}`}
          name={`${name}.${language}`}
          label={`${label} (${t(`languages.${language}`)})`}
          multiline={multiline}
          disabled={disabled}
          hint={hint}
          hidden={language !== shown}
        />
      ))}
    </FormControl>
  );
}
