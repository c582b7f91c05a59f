import { bookingCalculationStatsReport, financeReport, incomeByMonthReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/session-context.ts';
import { bookingCalculationCalls, financeCalls, incomeByMonthCalls } from './statistics-api.ts';
import { StatisticsReport, StatisticsReportPage } from './statistics-report-page.tsx';

/**
 * /stats/base — the money: what each month's sales bring, what of it is paid and what is still
 * open; the payments received by method and the refunds per month (for those who may read
 * payments); and the sales' calculations split by line — by stay or by booking date.
 */
export function FinanceStatisticsPage() {
  const { t } = useTranslation();
  const canPayments = useCan(['bookingpayment.read']);
  return (
    <StatisticsReportPage title={t('routes.statsBase')} intro={t('statistics.base.intro')} basis>
      {(shared) => (
        <>
          <StatisticsReport definition={incomeByMonthReport} calls={incomeByMonthCalls} shared={shared} />
          {canPayments && (
            <StatisticsReport definition={financeReport} calls={financeCalls} shared={shared} />
          )}
          <StatisticsReport
            definition={bookingCalculationStatsReport}
            calls={bookingCalculationCalls}
            shared={shared}
          />
        </>
      )}
    </StatisticsReportPage>
  );
}
