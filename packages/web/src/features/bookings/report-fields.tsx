import { BOOKING_STATES, type BookingState } from '@seaberth/domain';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  ListSubheader,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.ts';
import type { PrintFormat } from './booking-report-query.ts';

interface AssetOption {
  id: string;
  name: string;
  type: 'resort' | 'vessel';
}

/** One resort or vessel the user works with (the bootstrap's assets), or every place; `type:id`. */
export function PlaceSelect({ value, onChange }: { value: string; onChange: (place: string) => void }) {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const assets = (bootstrap?.assets ?? []) as AssetOption[];
  const group = (type: AssetOption['type']) => {
    const items = assets.filter((asset) => asset.type === type);
    if (!items.length) return [];
    return [
      <ListSubheader key={type}>{t(`prints.report.${type}s`)}</ListSubheader>,
      ...items.map((asset) => (
        <MenuItem key={`${type}:${asset.id}`} value={`${type}:${asset.id}`}>
          {asset.name}
        </MenuItem>
      )),
    ];
  };
  return (
    <TextField
      select
      label={t('prints.report.place')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('prints.report.allPlaces')}</MenuItem>
      {group('resort')}
      {group('vessel')}
    </TextField>
  );
}

/** Several booking states; none chosen leaves it to the server (the states that hold beds). */
export function StatesSelect({
  value,
  onChange,
}: {
  value: BookingState[];
  onChange: (states: BookingState[]) => void;
}) {
  const { t } = useTranslation();
  const label = (state: string) => t(`resources.options.state.${state}`, { defaultValue: state });
  return (
    <TextField
      select
      label={t('prints.report.states')}
      value={value}
      helperText={t('prints.report.statesHint')}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange((typeof next === 'string' ? next.split(',') : next) as BookingState[]);
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) =>
            (selected as string[]).length
              ? (selected as string[]).map(label).join(', ')
              : t('prints.report.defaultStates'),
        },
        inputLabel: { shrink: true },
      }}
    >
      {BOOKING_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {label(state)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** PDF with the letterhead (the default) or an HTML page to print from the browser. */
export function FormatChoice({
  value,
  onChange,
}: {
  value: PrintFormat;
  onChange: (f: PrintFormat) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{t('prints.format')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(_event, next) => onChange(next as PrintFormat)}
      >
        {(['pdf', 'html'] as const).map((format) => (
          <FormControlLabel
            key={format}
            value={format}
            control={<Radio />}
            label={t(`prints.formats.${format}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
