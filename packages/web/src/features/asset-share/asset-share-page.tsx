import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { ASSET_SHARE_MAX_DAYS } from '@seaberth/domain';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, useReportParams } from '../../ui/report/index.ts';
import { saveText } from '../../ui/save-text.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useAssetShare } from './asset-share-api.ts';
import { AssetShareAssets } from './asset-share-assets.tsx';
import { AssetShareChart } from './asset-share-chart.tsx';
import { assetShareCsv } from './asset-share-csv.ts';
import { AssetShareTable } from './asset-share-table.tsx';

const CSV_COLUMNS = [
  'bookingNo',
  'leadName',
  'arrival',
  'departure',
  'state',
  'resortName',
  'resort',
  'vesselName',
  'vessel',
  'total',
  'paid',
  'open',
  'commission',
  'currency',
];

/**
 * /finance/assetshare — the revenue of combined bookings (a resort stay and a trip in one booking)
 * split between the resort and the vessel for a period: a ring per currency, the totals per asset
 * and the bookings with their two parts.
 */
export function AssetSharePage() {
  const { t } = useTranslation();
  const { decimalsOf } = useMoney();
  // The period lives in the address (`?from=2027-03-01&to=2027-03-31`): linkable and reloadable.
  const { period, setPeriod, problem, today } = useReportParams({
    span: 'month',
    maxDays: ASSET_SHARE_MAX_DAYS,
  });
  const report = useAssetShare(period, problem === null);
  const data = report.data;
  const download = () =>
    data &&
    saveText(
      assetShareCsv(
        data,
        CSV_COLUMNS.map((c) => t(`assetShare.csv.${c}`)),
        decimalsOf,
      ),
      `asset-share-${data.from}-${data.to}.csv`,
    );
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading
        title={t('routes.assetShare')}
        subtitle={t('assetShare.intro')}
        actions={
          <Button
            startIcon={<FileDownloadIcon />}
            onClick={download}
            disabled={!data?.bookings.length}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('assetShare.download')}
          </Button>
        }
      />
      <ReportParamsBar
        period={period}
        onPeriod={setPeriod}
        problem={problem}
        today={today}
        spans={['month']}
      />
      <Box sx={{ height: 4, mb: 1 }}>{report.isFetching && <LinearProgress />}</Box>
      {problem ? (
        <Alert severity="info">{t(`reports.period.${problem}`, { days: ASSET_SHARE_MAX_DAYS })}</Alert>
      ) : report.isError && !data ? (
        <LoadErrorAlert error={report.error} onRetry={() => report.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : data.bookings.length === 0 ? (
        <Alert severity="info">{t('assetShare.none')}</Alert>
      ) : (
        <Stack spacing={2}>
          {data.totals.map((total) => {
            const assets = data.assets.filter((a) => a.currency === total.currency);
            return (
              <Paper key={total.currency} variant="outlined" sx={{ p: 2 }}>
                <Stack
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={3}
                  sx={{ alignItems: { md: 'center' } }}
                >
                  <Box sx={{ flex: { md: '0 0 340px' } }}>
                    <AssetShareChart total={total} assets={assets} />
                  </Box>
                  {assets.length > 0 && (
                    // A region a keyboard can reach: on a phone the figures scroll sideways
                    // (WCAG 2.1.1, axe's scrollable-region-focusable; the table has no control).
                    <Box
                      tabIndex={0}
                      role="region"
                      aria-label={t('assetShare.assetsTable', { currency: total.currency })}
                      sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}
                    >
                      <AssetShareAssets currency={total.currency} assets={assets} />
                    </Box>
                  )}
                </Stack>
              </Paper>
            );
          })}
          <AssetShareTable bookings={data.bookings} totals={data.totals} />
          <Typography variant="body2" color="text.secondary">
            {t('assetShare.explain')}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
