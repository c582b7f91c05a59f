import {
  Box,
  LinearProgress,
  Step,
  StepButton,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from './wizard-draft.ts';

export interface WizardStepperProps {
  active: number;
  /** Steps that are complete (a tick in the stepper). */
  complete: (step: number) => boolean;
  onSelect: (step: number) => void;
}

/**
 * The five steps on top; any step can be clicked (going forward checks the steps in between). On a
 * phone the row of labels would not fit: it becomes "Step 2 of 5" with a progress bar.
 */
export function WizardStepper({ active, complete, onSelect }: WizardStepperProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const label = (step: number) => t(`wizard.steps.${WIZARD_STEPS[step]}`);
  if (narrow) {
    return (
      <Box sx={{ mb: 2 }} data-testid="wizard-stepper-compact">
        <Typography variant="subtitle1" component="p">
          {t('wizard.stepOf', { step: active + 1, count: WIZARD_STEPS.length, label: label(active) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((active + 1) / WIZARD_STEPS.length) * 100}
          aria-label={t('wizard.progress')}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
    );
  }
  return (
    <Stepper nonLinear activeStep={active} sx={{ mb: 3 }} aria-label={t('wizard.progress')}>
      {WIZARD_STEPS.map((name, step) => (
        <Step key={name} completed={step !== active && complete(step)}>
          <StepButton onClick={() => onSelect(step)} aria-current={step === active ? 'step' : undefined}>
            {label(step)}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
