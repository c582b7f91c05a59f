import type { TodayFigures } from '@seaberth/domain';
import { formatDate } from '@seaberth/domain';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

type Nights = NonNullable<TodayFigures['stays']>['nights'];

/** Guests per night for the next two weeks: a glance shows the busy and the quiet days. */
export function OccupancyBars({ nights }: { nights: Nights }) {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const label = (iso: string) =>
    `${weekday.format(new Date(`${iso}T00:00:00Z`))} ${formatDate(iso).slice(0, 6)}`;
  return (
    <BarChart
      height={200}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[
        { scaleType: 'band', data: nights.map((n) => label(n.date)), tickLabelStyle: { fontSize: 10 } },
      ]}
      yAxis={[{ width: 32, tickMinStep: 1 }]}
      series={[
        {
          data: nights.map((n) => n.guests),
          label: t('today.nights.series'),
          color: '#1e88e5',
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
