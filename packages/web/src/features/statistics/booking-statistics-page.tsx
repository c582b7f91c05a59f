import {
  type AnyReport,
  RANGE_SPANS,
  statsByAgeReport,
  statsByRepeaterReport,
  topAgenciesReport,
  topCountriesReport,
  topCustomersReport,
} from '@seaberth/domain';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, ReportView, useReportParams } from '../../ui/report/index.ts';
import { MailReportButton } from './mail-report-button.tsx';
import {
  agesCalls,
  repeatersCalls,
  statisticsKey,
  topAgenciesCalls,
  topCountriesCalls,
  topCustomersCalls,
} from './statistics-api.ts';

/** The server refuses a period of more nights than this (RANGE_SPANS.months); the screen says so first. */
const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * /stats/booking — who brings the sales: the lead guests' countries, the agencies and the customers, for a month,
 * a year or any period, counted by stay or by booking date. The period and the basis live in the
 * address, so a view can be bookmarked and shared.
 */
export function BookingStatisticsPage() {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const query = { from: params.period.from, to: params.period.to, basis: params.basis };
  const enabled = params.problem === null;
  const shared = { query, queryKey: statisticsKey, enabled };
  const mail = (definition: AnyReport) => (
    <MailReportButton definition={definition} period={params.period} basis={params.basis} />
  );
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeading title={t('routes.statsBooking')} subtitle={t('statistics.booking.intro')} />
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
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Side by side only where both tables fit without scrolling.
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ReportView
          definition={topCountriesReport}
          {...topCountriesCalls}
          {...shared}
          actions={mail(topCountriesReport)}
        />
        <ReportView
          definition={topAgenciesReport}
          {...topAgenciesCalls}
          {...shared}
          actions={mail(topAgenciesReport)}
        />
        <ReportView
          definition={topCustomersReport}
          {...topCustomersCalls}
          {...shared}
          actions={mail(topCustomersReport)}
        />
        <ReportView
          definition={statsByRepeaterReport}
          {...repeatersCalls}
          {...shared}
          actions={mail(statsByRepeaterReport)}
        />
        <ReportView
          definition={statsByAgeReport}
          {...agesCalls}
          {...shared}
          actions={mail(statsByAgeReport)}
        />
      </Box>
    </Box>
  );
}
