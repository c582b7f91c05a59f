import type { InvoiceExportState } from '@seaberth/domain';
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InvoiceExportState, 'success' | 'error' | 'default' | 'info'> = {
  pushed: 'success',
  error: 'error',
  voided: 'default',
  pushing: 'info',
};

/** Where a document stands at Xero; an error shows Xero's words on hover. */
export function ExportStateChip({ state, error }: { state: InvoiceExportState; error?: string | null }) {
  const { t } = useTranslation();
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={t(`plugins.xero.state.${state}`)}
      data-testid={`xero-state-${state}`}
    />
  );
  return error ? <Tooltip title={error}>{chip}</Tooltip> : chip;
}
