import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from './load-error-alert.tsx';

/**
 * The one dialog of a connection test (a payment provider, a mail account, a connected system):
 * the test is a query that starts when the dialog opens; a spinner while it runs, the refusal with
 * a retry, or what the screen makes of the answer; "again" runs it once more.
 */
export function TestResultDialog<T>({
  title,
  test,
  testingLabel,
  againLabel,
  onClose,
  children,
}: {
  title: string;
  test: UseQueryResult<T>;
  testingLabel: string;
  againLabel: string;
  onClose: () => void;
  children: (answer: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {test.isFetching && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={testingLabel} />
          </Box>
        )}
        {!test.isFetching && test.isError && (
          <LoadErrorAlert error={test.error} onRetry={() => test.refetch()} />
        )}
        {!test.isFetching && test.data !== undefined && children(test.data)}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => test.refetch()} disabled={test.isFetching}>
          {againLabel}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
