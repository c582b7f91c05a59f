import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';

/**
 * Logs in to the account's IMAP and SMTP servers as the mailbox would (`POST {id}/test`) and says
 * for each whether it worked or what the server answered.
 */
export function MailAccountTestDialog({ account, onClose }: { account: ResourceRow; onClose: () => void }) {
  const { t } = useTranslation();
  // A query rather than a mutation: it starts when the dialog opens and "Try again" refetches.
  const test = useQuery({
    queryKey: ['mailaccount', account.id, 'test'],
    queryFn: () => api.POST('/api/mailaccount/{id}/test', { path: { id: account.id } }),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="mail-account-test-title">
      <DialogTitle id="mail-account-test-title">
        {t('mailAccounts.testTitle', { name: String(account.name ?? '') })}
      </DialogTitle>
      <DialogContent>
        {test.isFetching && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('mailAccounts.testing')} />
          </Box>
        )}
        {!test.isFetching && test.isError && (
          <LoadErrorAlert error={test.error} onRetry={() => test.refetch()} />
        )}
        {!test.isFetching && test.data && (
          <Stack spacing={1} data-testid="mail-account-test-result">
            {(['imap', 'smtp'] as const).map((side) => {
              const problem = test.data[side];
              return (
                <Alert key={side} severity={problem ? 'error' : 'success'}>
                  {problem
                    ? t(`mailAccounts.${side}Failed`, { error: problem })
                    : t(`mailAccounts.${side}Works`)}
                </Alert>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => test.refetch()} disabled={test.isFetching}>
          {t('mailAccounts.testAgain')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
