import type { GuestFormState } from '@seaberth/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLORS = { draft: 'default', submitted: 'primary', applied: 'success' } as const;

/** Draft, sent or applied: one chip the review list, the detail and the booking page share. */
export function GuestFormStateChip({ state }: { state: GuestFormState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'draft' ? 'outlined' : 'filled'}
      label={t(`guestForms.states.${state}`)}
      data-state={state}
    />
  );
}
