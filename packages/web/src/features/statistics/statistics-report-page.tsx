import type { AnyReport, ReportAnswer, ReportBasis, ReportExport, ReportFilters } from '@seaberth/domain';
import { groupedDefinition, RANGE_SPANS } from '@seaberth/domain';
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session-context.ts';
import { type AssetOption, AssetPicker } from '../../ui/asset-picker.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import type { Period } from '../../ui/period.ts';
import {
  ReportGroupBy,
  ReportParamsBar,
  ReportView,
  reportUnit,
  useReportParams,
} from '../../ui/report/index.ts';
import { MailReportButton } from './mail-report-button.tsx';
import { PrintReportButton } from './print-report-button.tsx';
import { type StatisticsQuery, statisticsKey } from './statistics-api.ts';
import {
  type StatisticsFilterName,
  type StatisticsFilterValues,
  StatisticsFilters,
} from './statistics-filters.tsx';

/** The server refuses a period of more nights than this (RANGE_SPANS.months); the screen says so first. */
const MAX_DAYS = RANGE_SPANS.months + 1;

/** What each report of a statistics screen is given: the screen's period (and basis) and its cache key. */
export interface StatisticsShared {
  query: StatisticsQuery;
  enabled: boolean;
  /** What a report mailed from the screen is set up with. */
  period: Period;
  basis?: ReportBasis;
  filters: ReportFilters;
}

/**
 * One report of a statistics screen: its chart and table for the screen's period (or, with
 * `ownPeriod`, for the report's own default period) with its downloads and its "Mail" action; a
 * report over time with its "Group by" (day, week, month, year; `groupBy` in the address).
 */
export function StatisticsReport<D extends AnyReport>({
  definition,
  calls,
  shared,
  ownPeriod = false,
}: {
  definition: D;
  calls: {
    load: (query: StatisticsQuery) => Promise<ReportAnswer<D>>;
    download: (query: StatisticsQuery, format: ReportExport) => Promise<void>;
  };
  shared: StatisticsShared;
  ownPeriod?: boolean;
}) {
  const [search, setSearch] = useSearchParams();
  const unit = reportUnit(definition, search.get('groupBy'), shared.period);
  const grouped = unit ? { groupBy: unit } : {};
  // Printed and mailed by the unit asked, and titled by it ("Income by week").
  const shown = groupedDefinition(definition, unit);
  // Its own period, but the same resort or vessel and bookings.
  const query = { ...(ownPeriod ? shared.filters : shared.query), ...grouped };
  const setUnit = (next: string) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('groupBy', next);
        return changed;
      },
      { replace: true },
    );
  return (
    <ReportView
      definition={definition}
      load={calls.load}
      download={calls.download}
      query={query}
      queryKey={statisticsKey}
      enabled={ownPeriod || shared.enabled}
      actions={
        <>
          {unit && (
            <ReportGroupBy definition={definition} period={shared.period} value={unit} onChange={setUnit} />
          )}
          <PrintReportButton definition={shown} query={query} enabled={ownPeriod || shared.enabled} />
          <MailReportButton
            definition={shown}
            period={shared.period}
            filters={{ ...shared.filters, ...grouped }}
            {...(shared.basis ? { basis: shared.basis } : {})}
          />
        </>
      }
    />
  );
}

/**
 * A statistics screen: the period (a year by default) and, when its reports count by a date, the
 * basis — both in the address, so a view can be bookmarked — over its reports, one under another
 * or, where two tables fit side by side, in two columns.
 */
export function StatisticsReportPage({
  title,
  intro,
  basis = false,
  columns = 1,
  assetTypes = ['resort', 'vessel'],
  filters = [],
  children,
}: {
  title: string;
  intro: string;
  /** The kinds of asset the screen may be narrowed to (the occupancy: resorts only). */
  assetTypes?: readonly AssetOption['type'][];
  /** Whether the reports count by a date the user may switch (stay or booking). */
  basis?: boolean;
  /** The bookings the reports may be narrowed to, beside the resort or vessel. */
  filters?: readonly StatisticsFilterName[];
  columns?: 1 | 2;
  children: (shared: StatisticsShared) => ReactNode;
}) {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const { bootstrap } = useSession();
  const [search, setSearch] = useSearchParams();
  const assets = ((bootstrap?.assets ?? []) as AssetOption[]).filter((a) => assetTypes.includes(a.type));
  // One resort or vessel from the address, when it is one the reader may see; else all of them.
  const asset = assets.some((a) => a.id === search.get('asset')) ? search.get('asset')! : '';
  /** Sets (or with nothing, drops) list parameters of the address, all in one change. */
  const setParams = (changes: Record<string, string[] | undefined>) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        for (const [name, values] of Object.entries(changes)) {
          if (values?.length) changed.set(name, values.join(','));
          else changed.delete(name);
        }
        return changed;
      },
      { replace: true },
    );
  const chosen = Object.fromEntries(
    filters.flatMap((name) => {
      const values = search.get(name)?.split(',').filter(Boolean) ?? [];
      return values.length ? [[name, values]] : [];
    }),
  ) as StatisticsFilterValues;
  const narrowed: ReportFilters = { ...(asset ? { assets: [asset] } : {}), ...chosen } as ReportFilters;
  const query = {
    from: params.period.from,
    to: params.period.to,
    ...(basis ? { basis: params.basis } : {}),
    ...narrowed,
  };
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeading title={title} subtitle={intro} />
      <ReportParamsBar
        period={params.period}
        onPeriod={params.setPeriod}
        problem={params.problem}
        today={params.today}
        {...(basis ? { basis: params.basis, onBasis: params.setBasis } : {})}
      >
        {assets.length > 1 && (
          <AssetPicker
            assets={assets}
            value={asset}
            onChange={(next) => setParams({ asset: next ? [next] : [] })}
            label={t('statistics.asset')}
          />
        )}
        {filters.length > 0 && <StatisticsFilters names={filters} value={chosen} onChange={setParams} />}
      </ReportParamsBar>
      {params.problem && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`reports.period.${params.problem}`, { days: MAX_DAYS - 1 })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          // Side by side only where both tables fit without scrolling.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            xl: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          },
        }}
      >
        {children({
          query,
          enabled: params.problem === null,
          period: params.period,
          filters: narrowed,
          ...(basis ? { basis: params.basis } : {}),
        })}
      </Box>
    </Box>
  );
}
