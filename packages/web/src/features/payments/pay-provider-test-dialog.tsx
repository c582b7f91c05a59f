import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useProviderTest } from './pay-provider-api.ts';

/** Asks the provider with the stored credentials (`POST {id}/test`) and says what it answered. */
export function PayProviderTestDialog({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const test = useProviderTest(id);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('payProviders.testTitle', { name })}</DialogTitle>
      <DialogContent>
        {test.isFetching && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('payProviders.testing')} />
          </Box>
        )}
        {!test.isFetching && test.isError && (
          <LoadErrorAlert error={test.error} onRetry={() => test.refetch()} />
        )}
        {!test.isFetching && test.data && (
          <Alert severity={test.data.ok ? 'success' : 'error'} data-testid="pay-provider-test-result">
            {test.data.ok
              ? t('payProviders.testWorks', { message: test.data.message })
              : t('payProviders.testFailed', { message: test.data.message })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => test.refetch()} disabled={test.isFetching}>
          {t('payProviders.testAgain')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
