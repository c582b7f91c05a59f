import { widgetResource } from '@seaberth/domain';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { editPageTitle } from '../../resources/format-value.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { useResourceRecord } from '../../resources/use-resource.ts';
import { AssetPage } from '../assets/asset-page.tsx';
import { WIDGETS_PATH, type WidgetRow, widgetPath } from './widget-api.ts';
import { WidgetEmbedPanel } from './widget-embed-panel.tsx';
import { widgetSections } from './widget-sections.ts';

/** /widget-admin/create and /widget-admin/:id — a widget's settings and, once stored, its snippet and preview. */
export function WidgetEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useResourceRecord(widgetResource, id);
  const sections = useMemo(() => widgetSections(t), [t]);
  const widget = id ? (record.data as WidgetRow | undefined) : undefined;

  const form = (
    <ResourceForm
      definition={widgetResource}
      id={id}
      sections={sections}
      onSaved={(saved, created) => {
        if (created) navigate(widgetPath(saved.id), { replace: true });
      }}
      onCancel={() => navigate(WIDGETS_PATH)}
    />
  );
  const title = editPageTitle(id, record.data, widgetResource.titleField, {
    loading: t('routes.widgetEdit'),
    creating: t('routes.widgetCreate'),
  });

  return (
    <AssetPage
      back={{ to: WIDGETS_PATH, label: t('routes.widgets') }}
      title={title}
      subtitle={t('widgets.editIntro')}
      tabs={[
        {
          value: 'details',
          label: t('routes.widgetEdit'),
          content: id ? (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ minWidth: 0 }}>{form}</Box>
              {widget && <WidgetEmbedPanel widget={widget} />}
            </Box>
          ) : (
            form
          ),
        },
      ]}
    />
  );
}
