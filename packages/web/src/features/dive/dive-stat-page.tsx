import {
  DIVE_STATISTICS_GROUPS,
  type DiveStatisticsGroup,
  diveStatisticsReport,
  RANGE_SPANS,
} from '@seaberth/domain';
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, ReportView, useReportParams } from '../../ui/report/index.ts';
import { diveLogKeys, diveStatisticsCalls } from './dive-log-api.ts';

const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * /stats/dive — the dive centre's figures on the report layer: dives per day or month, per site,
 * dive type, boat or guide, divers per level, the nitrox share; chart, table, CSV and XLSX. The
 * period and the grouping live in the address.
 */
export function DiveStatPage() {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const [search, setSearch] = useSearchParams();
  const asked = search.get('groupBy') as DiveStatisticsGroup | null;
  const groupBy: DiveStatisticsGroup = asked && DIVE_STATISTICS_GROUPS.includes(asked) ? asked : 'month';
  const query = { from: params.period.from, to: params.period.to, groupBy };
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.statsDive')} subtitle={t('diveLog.statistics.intro')} />
      <ReportParamsBar
        period={params.period}
        onPeriod={params.setPeriod}
        problem={params.problem}
        today={params.today}
      />
      <TextField
        select
        size="small"
        label={t('diveLog.statistics.groupBy')}
        value={groupBy}
        onChange={(event) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('groupBy', event.target.value);
              return next;
            },
            { replace: true },
          )
        }
        sx={{ mb: 2, minWidth: 220 }}
      >
        {DIVE_STATISTICS_GROUPS.map((group) => (
          <MenuItem key={group} value={group}>
            {t(`diveLog.statistics.groups.${group}`)}
          </MenuItem>
        ))}
      </TextField>
      {params.problem && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`reports.period.${params.problem}`, { days: MAX_DAYS - 1 })}
        </Alert>
      )}
      <ReportView
        definition={diveStatisticsReport}
        query={query}
        queryKey={[...diveLogKeys.all, 'statistics']}
        enabled={params.problem === null}
        {...diveStatisticsCalls}
      />
    </Box>
  );
}
