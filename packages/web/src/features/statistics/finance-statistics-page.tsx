import { incomeByMonthReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { incomeByMonthCalls } from './statistics-api.ts';
import { StatisticsReportPage } from './statistics-report-page.tsx';

/** /stats/base — the money: what each month's sales bring, what of it is paid and what is still open, by stay or by booking date. */
export function FinanceStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage
      definition={incomeByMonthReport}
      calls={incomeByMonthCalls}
      title={t('routes.statsBase')}
      intro={t('statistics.base.intro')}
    />
  );
}
