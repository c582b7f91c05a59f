import { widgetResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/session-context.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import { OnlineLimitsPanel } from './online-limits-panel.tsx';
import { widgetPath } from './widget-api.ts';

/**
 * /widget-admin and /widget-admin/list — the booking widgets embedded on the operator's websites,
 * and (for administrators, who set them) the limits on what guests hold while they pay.
 */
export function WidgetListPage() {
  const { t } = useTranslation();
  const isAdmin = useCan(['admin']);
  return (
    <>
      <ResourceList
        definition={widgetResource}
        title={t('routes.widgets')}
        intro={t('widgets.listIntro')}
        createPath="/widget-admin/create"
        editPath={widgetPath}
      />
      {isAdmin && <OnlineLimitsPanel />}
    </>
  );
}
