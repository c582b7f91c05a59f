import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { useMoney } from '../../ui/use-money.ts';
import type { WizardAddon, WizardGuest } from './wizard-draft.ts';

export interface AddonRowProps {
  supplement: ResourceRow;
  /** Absent while the add-on is not taken. */
  value: WizardAddon | undefined;
  guests: WizardGuest[];
  onChange: (value: WizardAddon | undefined) => void;
  error?: string;
}

/** One supplement or add-on: taken or not, for every guest or some, how many. */
export function AddonRow({ supplement, value, guests, onChange, error }: AddonRowProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = String(supplement.name ?? '');
  const amount = typeof supplement.amount === 'number' ? supplement.amount : 0;
  const currency = typeof supplement.currency === 'string' ? supplement.currency : 'EUR';
  const rule = String(supplement.addRule ?? '');
  const price = `${money.format(amount, currency)} (${t(`resources.options.addRule.${rule}`, { defaultValue: rule })})`;
  const toggleGuest = (id: string, on: boolean) => {
    if (!value) return;
    const current = value.customers ?? [];
    onChange({ ...value, customers: on ? [...current, id] : current.filter((entry) => entry !== id) });
  };
  return (
    <Box data-testid={`wizard-addon-${supplement.id}`}>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? { supplement: supplement.id, customers: null, quantity: 1 }
                  : undefined,
              )
            }
          />
        }
        label={`${name} · ${price}`}
      />
      {value && (
        <Stack spacing={1} sx={{ pl: { xs: 2, sm: 4 }, pb: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label={t('wizard.extras.addonFor', { name })}
              value={value.customers === null ? 'all' : 'some'}
              onChange={(event) =>
                onChange({ ...value, customers: event.target.value === 'all' ? null : [] })
              }
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="all">{t('wizard.extras.allGuests')}</MenuItem>
              <MenuItem value="some">{t('wizard.extras.someGuests')}</MenuItem>
            </TextField>
            <TextField
              size="small"
              type="number"
              label={t('wizard.extras.quantityOf', { name })}
              value={value.quantity}
              onChange={(event) =>
                onChange({ ...value, quantity: Math.max(1, Math.trunc(Number(event.target.value) || 1)) })
              }
              slotProps={{ htmlInput: { min: 1, max: 1000 } }}
              sx={{ width: 140 }}
            />
          </Stack>
          {value.customers !== null && (
            <FormGroup row role="group" aria-label={t('wizard.extras.guestsOf', { name })}>
              {guests.map((guest) => (
                <FormControlLabel
                  key={guest.id}
                  label={guest.fullName}
                  control={
                    <Checkbox
                      checked={value.customers?.includes(guest.id) ?? false}
                      onChange={(event) => toggleGuest(guest.id, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Stack>
      )}
    </Box>
  );
}
