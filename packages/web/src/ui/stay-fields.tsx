import { addDays, isIsoDate } from '@seaberth/domain';
import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../app/date-field.tsx';
import { MAX_NIGHTS, nightsOf } from './nights.ts';

/** A resort or vessel a user may book, as the pickers offer it. */
export interface AssetOption {
  id: string;
  name: string;
  type: 'resort' | 'vessel';
}

export interface StayFieldsProps {
  resorts: AssetOption[];
  resort: string;
  from: string;
  to: string;
  onResort: (resort: string) => void;
  onStay: (from: string, to: string) => void;
  errors?: { resort?: string; from?: string; to?: string };
  /** The departure date as a field of its own (the wizard); the fast path asks for nights only. */
  withDeparture?: boolean;
}

/** A week: what most guests of a dive resort stay, until the operator says otherwise. */
const DEFAULT_NIGHTS = 7;

/** Resort, arrival and nights (or departure): the stay a resort booking is for. */
export function StayFields({
  resorts,
  resort,
  from,
  to,
  onResort,
  onStay,
  errors = {},
  withDeparture = true,
}: StayFieldsProps) {
  const { t } = useTranslation();
  // Kept here so nights typed before the arrival survive until the arrival is known.
  const [nightsInput, setNightsInput] = useState(() => String(nightsOf(from, to) || DEFAULT_NIGHTS));
  const nights = nightsOf(from, to) || Number(nightsInput) || 0;
  const shownNights = nightsOf(from, to) > 0 ? String(nightsOf(from, to)) : nightsInput;

  const changeArrival = (value: string) => {
    const count = Number(nightsInput) || nights;
    onStay(value, isIsoDate(value) && count > 0 ? addDays(value, Math.min(count, MAX_NIGHTS + 1)) : '');
  };
  const changeNights = (value: string) => {
    setNightsInput(value);
    const count = Number(value);
    if (isIsoDate(from) && Number.isInteger(count) && count > 0)
      onStay(from, addDays(from, Math.min(count, MAX_NIGHTS + 1)));
    else if (isIsoDate(from)) onStay(from, '');
  };
  const changeDeparture = (value: string) => {
    const count = nightsOf(from, value);
    if (count > 0) setNightsInput(String(count));
    onStay(from, value);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: withDeparture ? 'repeat(2, 1fr)' : '2fr 1fr 1fr',
          md: withDeparture ? '2fr 1fr 1fr 1fr' : '2fr 1fr 1fr',
        },
      }}
    >
      <TextField
        select
        label={t('wizard.stay.resort')}
        value={resorts.some((r) => r.id === resort) ? resort : ''}
        onChange={(event) => onResort(event.target.value)}
        error={Boolean(errors.resort)}
        helperText={errors.resort}
        required
      >
        {resorts.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        label={t('wizard.stay.arrival')}
        value={from}
        onChange={(iso) => changeArrival(iso)}
        error={Boolean(errors.from)}
        helperText={errors.from}
        required
      />
      <TextField
        label={t('wizard.stay.nights')}
        type="number"
        value={shownNights}
        onChange={(event) => changeNights(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: MAX_NIGHTS, inputMode: 'numeric' } }}
        error={!withDeparture && Boolean(errors.to)}
        helperText={!withDeparture ? errors.to : undefined}
      />
      {withDeparture && (
        <DateField
          label={t('wizard.stay.departure')}
          value={to}
          onChange={(iso) => changeDeparture(iso)}
          error={Boolean(errors.to)}
          helperText={errors.to}
          required
          min={from || undefined}
        />
      )}
    </Box>
  );
}
