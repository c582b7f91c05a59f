import { priceListResource } from '@seaberth/domain';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import { WrappingToolbar } from '../../ui/wrapping-toolbar.tsx';
import { priceListColumns } from './pricing-columns.tsx';
import { QuotePreview } from './quote-preview.tsx';

/** /price — the seasons (price lists) and a quote preview to try them on a sample booking. */
export function PriceListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'quote' ? 'quote' : 'lists';
  const columns = useMemo(() => priceListColumns(t), [t]);
  return (
    <Box>
      <PageHeading title={t('pricing.priceList.title')} />
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setParams({ tab: value }, { replace: true })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="lists" label={t('pricing.priceList.tabs.lists')} />
        <Tab value="quote" label={t('pricing.priceList.tabs.quote')} />
      </Tabs>
      {tab === 'lists' ? (
        <WrappingToolbar>
          <ResourceList
            definition={priceListResource}
            hideTitle
            intro={t('pricing.priceList.listIntro')}
            createPath="/price/new"
            editPath={(id) => `/price/${id}`}
            columnOverrides={columns}
          />
        </WrappingToolbar>
      ) : (
        <Box role="tabpanel" aria-label={t('pricing.priceList.tabs.quote')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
            {t('pricing.quote.intro')}
          </Typography>
          <QuotePreview />
        </Box>
      )}
    </Box>
  );
}
