import { bedTypeResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /bedtype — the kinds of beds rooms and cabins are set up with. */
export function BedTypeListPage() {
  const { t } = useTranslation();
  return <ResourceList definition={bedTypeResource} intro={t('assets.bedType.intro')} inlineForm />;
}
