import type { CashflowPoint } from '@seaberth/domain';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/use-money.ts';
import { periodLabel } from './period-label.ts';

/** Received against expected per period, in one currency: two bars a period. */
export function CashflowChart({
  currency,
  points,
  groupBy,
}: {
  currency: string;
  points: CashflowPoint[];
  groupBy: 'week' | 'month';
}) {
  const { t, i18n } = useTranslation();
  const { format, decimalsOf } = useMoney();
  const unit = 10 ** decimalsOf(currency);
  const axisNumber = new Intl.NumberFormat(i18n.language);
  const money = (value: number | null) => (value === null ? '' : format(Math.round(value * unit), currency));
  return (
    <Box data-testid={`cashflow-chart-${currency}`}>
      <Typography variant="subtitle1" component="h3">
        {currency}
      </Typography>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: points.map((point) => periodLabel(point.period, groupBy, i18n.language)),
          },
        ]}
        yAxis={[{ width: 80, valueFormatter: (value: number) => axisNumber.format(value) }]}
        series={[
          {
            id: 'received',
            label: t('bank.cashflow.received'),
            data: points.map((point) => point.received / unit),
            valueFormatter: money,
          },
          {
            id: 'expected',
            label: t('bank.cashflow.expected'),
            data: points.map((point) => point.expected / unit),
            valueFormatter: money,
          },
        ]}
      />
    </Box>
  );
}
