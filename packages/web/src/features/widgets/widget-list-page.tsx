import { widgetResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { widgetPath } from './widget-api.ts';

/** /widget-admin and /widget-admin/list — the booking widgets embedded on the operator's websites. */
export function WidgetListPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={widgetResource}
      title={t('routes.widgets')}
      intro={t('widgets.listIntro')}
      createPath="/widget-admin/create"
      editPath={widgetPath}
    />
  );
}
