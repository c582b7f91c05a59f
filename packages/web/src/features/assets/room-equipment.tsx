import {
  Autocomplete,
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
} from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { FormSelect } from './form-select.tsx';

export const ROOM_FLAGS = ['single', 'double', 'fan', 'acc', 'seaview', 'warmwater'] as const;

function FlagCheckbox({ flag, label, disabled }: { flag: string; label: string; disabled?: boolean }) {
  const { setValue } = useFormContext();
  const name = `configuration.${flag}`;
  const checked = useWatch({ name }) === true;
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => setValue(name, event.target.checked, { shouldDirty: true })}
        />
      }
    />
  );
}

/** Single, double, fan, air conditioning, sea view, warm water: what the guest gets, ticked off. */
export function RoomFlags({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('assets.room.equipment')}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 2 }}>
        {ROOM_FLAGS.map((flag) => (
          <FlagCheckbox key={flag} flag={flag} label={t(`assets.flags.${flag}`)} disabled={disabled} />
        ))}
      </FormGroup>
    </Box>
  );
}

/**
 * The room's usual bed type and the ones it can also be set up with (a twin that becomes a
 * double). Stored as bed type ids, like each bed's type, so renaming a bed type changes nothing.
 */
export function RoomBedTypes() {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const bedTypes = useReferenceOptions('bedtype');
  const additional = (useWatch({ name: 'additionalBedTypes' }) ?? []) as string[];
  const options = bedTypes.options.map((option) => ({ value: option.id, label: option.label }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <FormSelect
        name="bedType"
        label={t('assets.room.bedType')}
        options={options}
        emptyLabel={t('assets.room.noBedType')}
        hint={t('assets.room.bedTypeHint')}
      />
      <Autocomplete
        multiple
        options={bedTypes.options.map((option) => option.id)}
        value={additional}
        getOptionLabel={(id) => bedTypes.labelOf(id)}
        filterSelectedOptions
        onChange={(_event, next) => setValue('additionalBedTypes', next, { shouldDirty: true })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('assets.room.additionalBedTypes')}
            helperText={t('assets.room.additionalHint')}
          />
        )}
      />
    </Box>
  );
}
