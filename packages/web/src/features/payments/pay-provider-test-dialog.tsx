import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TestResultDialog } from '../../app/test-result-dialog.tsx';
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
  return (
    <TestResultDialog
      title={t('payProviders.testTitle', { name })}
      test={useProviderTest(id)}
      testingLabel={t('payProviders.testing')}
      againLabel={t('payProviders.testAgain')}
      onClose={onClose}
    >
      {(answer) => (
        <Alert severity={answer.ok ? 'success' : 'error'} data-testid="pay-provider-test-result">
          {answer.ok
            ? t('payProviders.testWorks', { message: answer.message })
            : t('payProviders.testFailed', { message: answer.message })}
        </Alert>
      )}
    </TestResultDialog>
  );
}
