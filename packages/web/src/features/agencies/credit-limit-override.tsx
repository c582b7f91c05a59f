import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * After a 409 CREDIT_LIMIT: "book past the limit" for someone allowed to (bookings.update); the
 * call is sent again with `overrideCreditLimit` and the server notes it in the booking's history.
 */
export function CreditLimitOverride({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="credit-limit-override">
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={t('agencies.creditLimit.override')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('agencies.creditLimit.overrideHint')}</FormHelperText>
    </Stack>
  );
}
