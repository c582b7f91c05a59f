import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { bedLabelNumber } from './bed-numbers.ts';

export interface BedChoiceProps {
  beds: { no: number; active: boolean }[];
  /** null: the whole room; otherwise the chosen bed numbers. */
  value: number[] | null;
  onChange: (value: number[] | null) => void;
  error?: string;
}

/** Whole room, or only some beds of a dorm or shared cabin. */
export function BedChoice({ beds, value, onChange, error }: BedChoiceProps) {
  const { t } = useTranslation();
  const toggle = (no: number, on: boolean) => {
    const current = value ?? [];
    onChange(on ? [...current, no].sort((a, b) => a - b) : current.filter((n) => n !== no));
  };
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id="block-scope-label">{t('assets.blockers.scope')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="block-scope-label"
        value={value === null ? 'room' : 'beds'}
        onChange={(_event, next) => onChange(next === 'room' ? null : [])}
      >
        <FormControlLabel value="room" control={<Radio />} label={t('assets.blockers.wholeRoom')} />
        <FormControlLabel value="beds" control={<Radio />} label={t('assets.blockers.someBeds')} />
      </RadioGroup>
      {value !== null && (
        <FormGroup row aria-label={t('assets.blockers.beds')}>
          {beds.map((bed) => (
            <FormControlLabel
              key={bed.no}
              label={t('assets.beds.bed', { number: bedLabelNumber(bed.no) })}
              control={
                <Checkbox
                  checked={value.includes(bed.no)}
                  onChange={(event) => toggle(bed.no, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
