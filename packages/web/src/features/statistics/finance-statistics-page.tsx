import { incomeByMonthReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { incomeByMonthCalls } from './statistics-api.ts';
import { StatisticsReport, StatisticsReportPage } from './statistics-report-page.tsx';

/** /stats/base — the money: what each month's sales bring, what of it is paid and what is still open, by stay or by booking date. */
export function FinanceStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage title={t('routes.statsBase')} intro={t('statistics.base.intro')} basis>
      {(shared) => (
        <StatisticsReport definition={incomeByMonthReport} calls={incomeByMonthCalls} shared={shared} />
      )}
    </StatisticsReportPage>
  );
}
