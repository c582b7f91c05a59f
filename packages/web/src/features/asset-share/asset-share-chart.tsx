import type { AssetShareCurrencyTotal, AssetShareTotal } from '@seaberth/domain';
import { Box, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/use-money.ts';

// Resorts in greens, vessels in blues, so the split reads at a glance whatever the names.
const SHADES = { resort: ['#2e7d32', '#66bb6a', '#a5d6a7'], vessel: ['#1565c0', '#42a5f5', '#90caf9'] };

/**
 * One currency's revenue of combined bookings as a ring: a slice per resort and vessel the user may
 * see; without any (a user limited to other assets) the resort and vessel sides as a whole.
 */
export function AssetShareChart({
  total,
  assets,
}: {
  total: AssetShareCurrencyTotal;
  assets: AssetShareTotal[];
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const seen = { resort: 0, vessel: 0 };
  const slices = assets.length
    ? assets.map((a) => ({
        id: `${a.kind}-${a.asset}`,
        label: a.name,
        value: Math.max(0, a.amount),
        color: SHADES[a.kind][seen[a.kind]++ % 3],
      }))
    : (['resort', 'vessel'] as const).map((kind) => ({
        id: kind,
        label: t(`assetShare.${kind}`),
        value: Math.max(0, total[kind]),
        color: SHADES[kind][0],
      }));
  return (
    <Box data-testid={`asset-share-chart-${total.currency}`} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {t('assetShare.chartTitle', { currency: total.currency })}
      </Typography>
      <PieChart
        height={240}
        series={[
          {
            data: slices,
            innerRadius: 55,
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => format(item.value, total.currency),
          },
        ]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
      />
    </Box>
  );
}
