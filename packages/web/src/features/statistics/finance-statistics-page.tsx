import { incomeByMonthReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ReportView } from '../../ui/report/index.ts';
import { incomeByMonthCalls } from './statistics-api.ts';
import { StatisticsReportPage } from './statistics-report-page.tsx';

/** /stats/base — the money: what each month's sales bring, what of it is paid and what is still open, by stay or by booking date. */
export function FinanceStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage title={t('routes.statsBase')} intro={t('statistics.base.intro')} basis>
      {(shared) => <ReportView definition={incomeByMonthReport} {...incomeByMonthCalls} {...shared} />}
    </StatisticsReportPage>
  );
}
