import { translationResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /config/translations: the operator's overrides of interface texts, per language. */
export function TranslationsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList definition={translationResource} inlineForm intro={t('resources.translation.intro')} />
  );
}
