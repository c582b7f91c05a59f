import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CELL_COLORS, type CellColorKey, STATE_KEYS } from '../../ui/calendar-colors.ts';

/** The colours of free, partly taken, full, blocked and out-of-order nights (or the keys given), named. */
export function StateLegend({ keys = STATE_KEYS }: { keys?: readonly CellColorKey[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('assets.states.legend')}
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {keys.map((key) => (
        <Stack key={key} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              bgcolor: CELL_COLORS[key],
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Typography variant="body2">{t(`assets.states.${key}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
