import type { BankBalancePoint } from '@seaberth/domain';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/use-money.ts';
import { periodLabel } from './period-label.ts';

export interface BalanceSeries {
  id: string;
  name: string;
  currency: string;
  points: BankBalancePoint[];
}

/** Each account's balance at the end of each month, one line an account. */
export function BalanceChart({ series }: { series: BalanceSeries[] }) {
  const { i18n } = useTranslation();
  const { format, decimalsOf } = useMoney();
  const axisNumber = new Intl.NumberFormat(i18n.language);
  const periods = [...new Set(series.flatMap((s) => s.points.map((p) => p.period)))].sort();
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: periods.map((p) => periodLabel(p, 'month', i18n.language)) }]}
      yAxis={[{ width: 80, valueFormatter: (value: number) => axisNumber.format(value) }]}
      series={series.map((account) => {
        const unit = 10 ** decimalsOf(account.currency);
        const byPeriod = new Map(account.points.map((p) => [p.period, p.balance]));
        return {
          id: account.id,
          label: `${account.name} (${account.currency})`,
          data: periods.map((p) => {
            const balance = byPeriod.get(p);
            return balance === undefined ? null : balance / unit;
          }),
          valueFormatter: (value: number | null) =>
            value === null ? '' : format(Math.round(value * unit), account.currency),
          showMark: false,
          curve: 'linear' as const,
        };
      })}
    />
  );
}
