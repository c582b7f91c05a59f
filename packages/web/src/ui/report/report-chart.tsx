import type { AnyReport, ReportChart as ChartSpec, ReportColumn, ReportRow } from '@seaberth/domain';
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { useReportFormat } from './report-format.ts';

type Row = Record<string, unknown>;
export type ChartPoint = { x: string } & Record<string, number | string>;

/**
 * The chart's points: rows that share an x (an entry's lines per currency) add up, since a chart's
 * series are counts or ratios, never money (the definition refuses money series).
 */
export function chartPoints(
  chart: ChartSpec,
  rows: readonly Row[],
  label: (row: Row) => string,
): ChartPoint[] {
  const points = new Map<string, ChartPoint>();
  for (const row of rows) {
    const x = label(row);
    const point = points.get(x) ?? ({ x } as ChartPoint);
    for (const key of chart.series) point[key] = Number(point[key] ?? 0) + Number(row[key] ?? 0);
    points.set(x, point);
  }
  return [...points.values()];
}

/**
 * A report's chart as its definition draws it. Bars over names lie horizontal, so long names stay
 * readable on a phone; bars over dates stand. A pie draws the first series.
 */
export function ReportChart<D extends AnyReport>({
  definition,
  rows,
}: {
  definition: D;
  rows: ReportRow<D>[];
}) {
  const { i18n } = useTranslation();
  const language = currentLanguage();
  const formatCell = useReportFormat();
  const chart = definition.chart as ChartSpec | undefined;
  if (!chart) return null;
  const columnOf = (key: string) =>
    definition.columns.find((c: ReportColumn) => c.key === key) as ReportColumn;
  const xColumn = columnOf(chart.x);
  const points = chartPoints(chart, rows, (row) => formatCell(xColumn, row));
  const numbers = new Intl.NumberFormat(i18n.language);
  // Counts have no halves: ticks of whole numbers.
  const counts = chart.series.every((key) => columnOf(key).kind === 'integer');
  // Ratios (occupancy, load factor) are fractions: the axis reads them as percents.
  const percents = chart.series.every((key) => columnOf(key).kind === 'percent');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const value = {
    valueFormatter: (v: number) => (percents ? percent.format(v) : numbers.format(v)),
    ...(counts ? { tickMinStep: 1 } : {}),
  };
  const series = chart.series.map((key) => ({
    dataKey: key,
    label: columnOf(key).label[language],
    valueFormatter: (value: number | null) =>
      value === null ? '' : formatCell(columnOf(key), { [key]: value }),
  }));
  const testId = `report-chart-${definition.name}`;

  if (chart.kind === 'pie') {
    const [first] = chart.series;
    return (
      <Box data-testid={testId}>
        <PieChart
          height={260}
          series={[
            {
              data: points.map((p, i) => ({ id: i, label: p.x, value: Math.max(0, Number(p[first!] ?? 0)) })),
              innerRadius: 50,
              paddingAngle: 1,
              valueFormatter: (item) => series[0]!.valueFormatter(item.value),
            },
          ]}
          slotProps={{
            legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
          }}
        />
      </Box>
    );
  }
  if (chart.kind === 'line')
    return (
      <Box data-testid={testId}>
        <LineChart
          height={280}
          dataset={points}
          xAxis={[{ scaleType: 'point', dataKey: 'x' }]}
          yAxis={[{ ...value, width: 56 }]}
          series={series}
        />
      </Box>
    );
  const horizontal = xColumn.kind !== 'date';
  const band = { scaleType: 'band' as const, dataKey: 'x', width: 140 };
  return (
    <Box data-testid={testId}>
      <BarChart
        height={horizontal ? Math.max(160, 70 + points.length * 34 * Math.max(1, series.length * 0.6)) : 280}
        dataset={points}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? value : band]}
        yAxis={[horizontal ? band : { ...value, width: 56 }]}
        series={series}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
        }}
      />
    </Box>
  );
}
