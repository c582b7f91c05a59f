import { incomeByMonthReport, RANGE_SPANS } from '@seaberth/domain';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, ReportView, useReportParams } from '../../ui/report/index.ts';
import { incomeByMonthCalls, statisticsKey } from './statistics-api.ts';

/** The server refuses a period of more nights than this (RANGE_SPANS.months); the screen says so first. */
const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * /stats/base — the money: what each month's sales bring, what of it is paid and what is still
 * open, for a year or any period, by stay or by booking date; period and basis in the address.
 */
export function FinanceStatisticsPage() {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const query = { from: params.period.from, to: params.period.to, basis: params.basis };
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeading title={t('routes.statsBase')} subtitle={t('statistics.base.intro')} />
      <ReportParamsBar
        period={params.period}
        onPeriod={params.setPeriod}
        problem={params.problem}
        today={params.today}
        basis={params.basis}
        onBasis={params.setBasis}
      />
      {params.problem && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`reports.period.${params.problem}`, { days: MAX_DAYS - 1 })}
        </Alert>
      )}
      <ReportView
        definition={incomeByMonthReport}
        {...incomeByMonthCalls}
        query={query}
        queryKey={statisticsKey}
        enabled={params.problem === null}
      />
    </Box>
  );
}
