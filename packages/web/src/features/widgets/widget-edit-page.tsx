import { widgetResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceEditPage } from '../../resources/resource-edit-page.tsx';
import { WIDGETS_PATH, widgetPath } from './widget-api.ts';
import { WidgetEmbedPanel } from './widget-embed-panel.tsx';
import { widgetSections } from './widget-sections.ts';

/** /widget-admin/create and /widget-admin/:id — a widget's settings and, once stored, its snippet and preview. */
export function WidgetEditPage() {
  const { t } = useTranslation();
  const sections = useMemo(() => widgetSections(t), [t]);
  return (
    <ResourceEditPage
      definition={widgetResource}
      listPath={WIDGETS_PATH}
      listLabel={t('routes.widgets')}
      recordPath={widgetPath}
      subtitle={t('widgets.editIntro')}
      sections={sections}
      aside={(widget) => <WidgetEmbedPanel widget={widget} />}
    />
  );
}
