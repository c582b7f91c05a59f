import type { FormState } from '@seaberth/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Open (waiting for the customer) or answered. */
export function FormStateChip({ state }: { state: FormState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`resources.options.state.${state}`)}
      color={state === 'answered' ? 'success' : 'default'}
      variant={state === 'answered' ? 'filled' : 'outlined'}
    />
  );
}
