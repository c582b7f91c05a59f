import { bankResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceEditPage } from '../../resources/resource-edit-page.tsx';

/** /bank/create — a new account through the generic form; once stored its page opens. */
export function BankCreatePage() {
  const { t } = useTranslation();
  return (
    <ResourceEditPage
      definition={bankResource}
      listPath="/bank/list"
      listLabel={t('routes.bankList')}
      recordPath={(id) => `/bank/${id}`}
      titles={{ creating: t('routes.bankCreate') }}
      formLabel={t('bank.tabs.details')}
    />
  );
}
