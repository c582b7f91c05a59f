import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { TestResultDialog } from '../../app/test-result-dialog.tsx';
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
    <TestResultDialog
      title={t('mailAccounts.testTitle', { name: String(account.name ?? '') })}
      test={test}
      testingLabel={t('mailAccounts.testing')}
      againLabel={t('mailAccounts.testAgain')}
      onClose={onClose}
    >
      {(answer) => (
        <Stack spacing={1} data-testid="mail-account-test-result">
          {(['imap', 'smtp'] as const).map((side) => {
            const problem = answer[side];
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
    </TestResultDialog>
  );
}
