import { customerRelationResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /customer/relation — every pair of guests who belong together, each entered once. */
export function CustomerRelationsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList definition={customerRelationResource} intro={t('customers.relationsIntro')} inlineForm />
  );
}
