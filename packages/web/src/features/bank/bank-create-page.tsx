import { bankResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { AssetPage } from '../assets/asset-page.tsx';
import { BANK_FORM_FIELDS } from './bank-form-fields.tsx';

/** /bank/create — a new account through the generic form; once stored its page opens. */
export function BankCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AssetPage
      back={{ to: '/bank/list', label: t('routes.bankList') }}
      title={t('routes.bankCreate')}
      tabs={[
        {
          value: 'details',
          label: t('bank.tabs.details'),
          content: (
            <ResourceForm
              definition={bankResource}
              fields={BANK_FORM_FIELDS}
              onSaved={(saved) => navigate(`/bank/${saved.id}`, { replace: true })}
              onCancel={() => navigate('/bank/list')}
            />
          ),
        },
      ]}
    />
  );
}
