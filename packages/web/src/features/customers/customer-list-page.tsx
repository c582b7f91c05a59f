import { customerResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /customer/list — guests and bookers, searched by name and e-mail. */
export function CustomerListPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={customerResource}
      intro={t('customers.listIntro')}
      createPath="/customer/create"
      editPath={(id) => `/customer/${id}`}
    />
  );
}
