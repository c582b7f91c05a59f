import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { CELL_KEYS, stateColors } from '../../ui/calendar-colors.ts';
import { StateLegend, useCabinStates } from '../assets/index.ts';

/**
 * Every cabin of the vessel in its state over the trip's nights, as coloured tiles: one look says
 * how full the trip is. The worst night counts (a cabin blocked for a night cannot be sold).
 */
export function CabinTiles({ vesselId, from, to }: { vesselId: string; from: string; to: string }) {
  const { t } = useTranslation();
  const { states, occupancy } = useCabinStates(vesselId, from, to);
  if (occupancy.isPending) {
    return <CircularProgress size={24} aria-label={t('resources.common.loading')} />;
  }
  if (occupancy.isError) {
    return <Alert severity="error">{describeError(occupancy.error, t)}</Alert>;
  }
  const rooms = occupancy.data?.rooms ?? [];
  if (rooms.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('tours.trip.noCabins')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        aria-label={t('tours.trip.cabins')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {rooms.map((room) => {
          const key = states.get(room.id) ?? 'free';
          const colors = stateColors(key);
          const state = t(`assets.states.${key}`);
          return (
            <Box
              component="li"
              key={room.id}
              aria-label={`${room.name}: ${state}`}
              title={`${room.name}: ${state}`}
              sx={{
                ...colors,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                px: 1.25,
                py: 1,
                minHeight: 56,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }} noWrap>
                {room.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'inherit', opacity: 0.85 }} noWrap component="div">
                {state}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <StateLegend keys={CELL_KEYS} />
    </Stack>
  );
}
