import { MEDICAL_QUESTIONS, medicalYes } from '@seaberth/domain';
import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { problemAria, problemId, useFormState } from './guest-form-fields.tsx';
import { UploadSlot, type UploadSlotProps } from './upload-slot.tsx';

/**
 * The WRSTC "Diver Medical | Participant Questionnaire" (2020): ten yes/no questions. Any yes
 * means a physician must evaluate the diver before diving; their signed form is uploaded here.
 */
export function MedicalSection({ upload }: { upload: Omit<UploadSlotProps, 'kind'> }) {
  const { t } = useTranslation();
  const state = useFormState();
  const answers = state.data.medical.answers;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('guestForms.medical.intro')}</Typography>
      {MEDICAL_QUESTIONS.map((question, index) => {
        const path = `medical.answers.${question}`;
        const error = state.errors[path];
        const answer = answers[question];
        const labelId = `medical-${question}`;
        return (
          <FormControl key={question} error={Boolean(error)} disabled={state.readOnly} component="fieldset">
            <FormLabel id={labelId} sx={{ color: 'text.primary' }}>
              {index + 1}. {t(`guestForms.medical.${question}`)}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              {...problemAria(path, error)}
              name={path}
              value={answer === undefined ? '' : answer ? 'yes' : 'no'}
              onChange={(event) => state.set(path, event.target.value === 'yes')}
            >
              {(['yes', 'no'] as const).map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio slotProps={{ input: problemAria(path, error) }} />}
                  label={t(`guestForms.medical.${choice}`)}
                />
              ))}
            </RadioGroup>
            {error && <FormHelperText id={problemId(path)}>{error}</FormHelperText>}
          </FormControl>
        );
      })}
      {medicalYes(state.data) && (
        <Box>
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="medical-yes">
            {t('guestForms.medical.physicianNeeded')}
          </Alert>
          <UploadSlot kind="physicianForm" {...upload} />
        </Box>
      )}
    </Stack>
  );
}
