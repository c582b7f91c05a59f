import { Checkbox, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { problemAria, problemId, useFormState } from './guest-form-fields.tsx';
import { SignatureField } from './signature-field.tsx';

/** What the guest confirms by sending, the checkbox that says so, and the drawn signature. */
export function SignSection() {
  const { t } = useTranslation();
  const state = useFormState();
  const error = state.errors.consent;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('guestForms.consent.text')}</Typography>
      <div>
        <FormControlLabel
          control={
            <Checkbox
              name="consent"
              checked={state.data.consent}
              disabled={state.readOnly}
              onChange={(event) => state.set('consent', event.target.checked)}
              slotProps={{ input: problemAria('consent', error) }}
            />
          }
          label={t('guestForms.consent.label')}
        />
        {error && (
          <FormHelperText error id={problemId('consent')}>
            {error}
          </FormHelperText>
        )}
      </div>
      <SignatureField />
    </Stack>
  );
}
