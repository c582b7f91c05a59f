import { Box, CircularProgress, Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { DatevCard } from './datev-card.tsx';
import { useDatevSettings, useXeroSettings } from './plugins-api.ts';
import { XeroCard } from './xero-card.tsx';

/** /plugins (admin): accounting connections — invoices to Xero, the DATEV batch for the tax adviser. */
export function PluginsPage() {
  const { t } = useTranslation();
  const xero = useXeroSettings();
  const datev = useDatevSettings();
  return (
    <Box>
      <PageHeading title={t('plugins.title')} subtitle={t('plugins.intro')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          {xero.isPending && <CircularProgress aria-label={t('resources.common.loading')} />}
          {xero.isError && <LoadErrorAlert error={xero.error} onRetry={() => xero.refetch()} />}
          {xero.data && <XeroCard settings={xero.data} />}
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          {datev.isPending && <CircularProgress aria-label={t('resources.common.loading')} />}
          {datev.isError && <LoadErrorAlert error={datev.error} onRetry={() => datev.refetch()} />}
          {datev.data && <DatevCard view={datev.data} />}
        </Grid>
      </Grid>
    </Box>
  );
}
