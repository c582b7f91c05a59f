import type { AnyReport, ReportAnswer, ReportExport } from '@seaberth/domain';
import { RANGE_SPANS } from '@seaberth/domain';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, ReportView, useReportParams } from '../../ui/report/index.ts';
import { MailReportButton } from './mail-report-button.tsx';
import { type StatisticsQuery, statisticsKey } from './statistics-api.ts';

/** The server refuses a period of more nights than this (RANGE_SPANS.months); the screen says so first. */
const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * A statistics screen of one report: the period (a year by default) and, for a report that counts
 * by a date, the basis — both in the address, so a view can be bookmarked — over the report itself.
 */
export function StatisticsReportPage<D extends AnyReport>({
  definition,
  calls,
  title,
  intro,
}: {
  definition: D;
  calls: {
    load: (query: StatisticsQuery) => Promise<ReportAnswer<D>>;
    download: (query: StatisticsQuery, format: ReportExport) => Promise<void>;
  };
  title: string;
  intro: string;
}) {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const counted = definition.basis !== undefined;
  const query = {
    from: params.period.from,
    to: params.period.to,
    ...(counted ? { basis: params.basis } : {}),
  };
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeading title={title} subtitle={intro} />
      <ReportParamsBar
        period={params.period}
        onPeriod={params.setPeriod}
        problem={params.problem}
        today={params.today}
        {...(counted ? { basis: params.basis, onBasis: params.setBasis } : {})}
      />
      {params.problem && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`reports.period.${params.problem}`, { days: MAX_DAYS - 1 })}
        </Alert>
      )}
      <ReportView
        definition={definition}
        load={calls.load}
        download={calls.download}
        query={query}
        queryKey={statisticsKey}
        enabled={params.problem === null}
        actions={
          <MailReportButton
            definition={definition}
            period={params.period}
            {...(counted ? { basis: params.basis } : {})}
          />
        }
      />
    </Box>
  );
}
