import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardState } from './wizard-draft.ts';
import { useNewBookingStates } from './wizard-session.ts';

/** Offer, reservation or booking (for an agent, what the operator allows): the state the new booking starts in. */
export function StateChoice({
  value,
  onChange,
}: {
  value: WizardState;
  onChange: (state: WizardState) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const states = useNewBookingStates();
  return (
    <FormControl>
      <FormLabel id={id}>{t('wizard.state.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(_event, next) => onChange(next as WizardState)}
      >
        {states.map((state) => (
          <FormControlLabel
            key={state}
            value={state}
            control={<Radio />}
            label={t(`wizard.state.${state}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
