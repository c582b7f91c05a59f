import type { BankEntryState } from '@seaberth/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BankEntryState, 'default' | 'warning' | 'success'> = {
  open: 'default',
  partial: 'warning',
  assigned: 'success',
};

/** How far an entry is assigned to bookings: nothing, part of it, all of it. */
export function BankEntryStateChip({ state }: { state: BankEntryState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={state === 'open' ? 'outlined' : 'filled'}
      color={COLORS[state] ?? 'default'}
      label={t(`resources.options.state.${state}`, { defaultValue: state })}
    />
  );
}
