import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CALENDAR_COLORS, STATE_COLORS, hatch } from '../../ui/calendar-colors.ts';

const KEYS = ['offer', 'reservation', 'booking', 'checkedIn', 'pastBooking'] as const;

function Swatch({ label, background }: { label: string; background: string }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 16, height: 16, borderRadius: 0.5, background, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

/** The chart's colours named: booking states, the desk's own, blockers, FOC when configured. */
export function ChartLegend({ focColor }: { focColor: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('occupancy.legend')}
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {KEYS.map((key) => (
        <Swatch key={key} label={t(`occupancy.colors.${key}`)} background={CALENDAR_COLORS[key]} />
      ))}
      {focColor && <Swatch label={t('occupancy.colors.foc')} background={focColor} />}
      <Swatch label={t('occupancy.colors.blocked')} background={hatch(STATE_COLORS.blocked)} />
      <Swatch label={t('occupancy.colors.outOfOrder')} background={hatch(STATE_COLORS.outOfOrder)} />
      <Swatch label={t('occupancy.colors.allotment')} background={hatch(CALENDAR_COLORS.allotment)} />
    </Stack>
  );
}
