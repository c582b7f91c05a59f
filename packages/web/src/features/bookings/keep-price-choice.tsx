import { FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface KeepPriceChoiceProps {
  keepPrice: boolean;
  onChange: (keepPrice: boolean) => void;
  /** The question, for screen readers. */
  label: string;
  keep: { label: ReactNode; hint?: ReactNode };
  reprice: { label: ReactNode; hint?: ReactNode };
}

function Option({ value, text }: { value: 'keep' | 'reprice'; text: KeepPriceChoiceProps['keep'] }) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={
        <>
          {text.label}
          {text.hint && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {text.hint}
            </Typography>
          )}
        </>
      }
      sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, '& + &': { mt: 1 } }}
    />
  );
}

/**
 * Whether a changed booking keeps the price it was sold at or is priced again: asked wherever the
 * desk changes nights or rooms (an early departure, a move on the chart).
 */
export function KeepPriceChoice({ keepPrice, onChange, label, keep, reprice }: KeepPriceChoiceProps) {
  return (
    <RadioGroup
      name="keepPrice"
      value={keepPrice ? 'keep' : 'reprice'}
      onChange={(event) => onChange(event.target.value === 'keep')}
      aria-label={label}
    >
      <Option value="keep" text={keep} />
      <Option value="reprice" text={reprice} />
    </RadioGroup>
  );
}
