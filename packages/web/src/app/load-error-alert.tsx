import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from './describe-error.ts';

export interface LoadErrorAlertProps {
  error: unknown;
  onRetry: () => void;
  /** Words before the error's own description ("Tours could not be loaded."). */
  lead?: ReactNode;
  sx?: SxProps<Theme>;
}

/** What a screen shows when its data did not arrive: the reason and a way to try again. */
export function LoadErrorAlert({ error, onRetry, lead, sx }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('resources.common.retry')}
        </Button>
      }
    >
      {lead} {describeError(error, t)}
    </Alert>
  );
}
