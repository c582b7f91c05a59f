import { Box, Stack, Typography } from '@mui/material';
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellColorKey, stateColors } from '../../ui/calendar-colors.ts';

export interface UnplacedCabin {
  id: string;
  name: string;
  state: CellColorKey;
  /** The deck it will go on when placed by click or keyboard. */
  deckName: string | null;
}

export interface UnplacedCabinsProps {
  cabins: UnplacedCabin[];
  editable: boolean;
  onPlace: (id: string) => void;
  onDragStart: (event: PointerEvent, id: string) => void;
}

/** Cabins with no place on the plan yet: drag one onto a deck, or press it to put it on its deck. */
export function UnplacedCabins({ cabins, editable, onPlace, onDragStart }: UnplacedCabinsProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="unplaced-title">
      <Typography id="unplaced-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('assets.plan.notPlaced')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {cabins.length === 0
          ? t('assets.plan.allPlaced')
          : editable
            ? t('assets.plan.notPlacedHint')
            : t('assets.plan.notPlacedReadOnly')}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cabins.map((cabin) => {
          const colors = stateColors(cabin.state);
          return (
            <li key={cabin.id}>
              <Box
                component="button"
                type="button"
                disabled={!editable}
                aria-label={t('assets.plan.placeCabin', { name: cabin.name })}
                onClick={() => onPlace(cabin.id)}
                onPointerDown={editable ? (event: PointerEvent) => onDragStart(event, cabin.id) : undefined}
                sx={{
                  display: 'flex',
                  width: '100%',
                  alignItems: 'center',
                  gap: 1,
                  px: 1,
                  py: 0.75,
                  font: 'inherit',
                  textAlign: 'left',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'background.paper',
                  cursor: editable ? 'grab' : 'default',
                  touchAction: 'none',
                  userSelect: 'none',
                  '&:hover': editable ? { borderColor: 'primary.main' } : undefined,
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 14,
                    height: 14,
                    borderRadius: 0.5,
                    flex: 'none',
                    border: 1,
                    borderColor: 'divider',
                  }}
                  style={{ background: colors.background }}
                />
                <Box sx={{ flex: 1, fontWeight: 600 }}>{cabin.name}</Box>
                {cabin.deckName && (
                  <Typography variant="caption" color="text.secondary">
                    {cabin.deckName}
                  </Typography>
                )}
              </Box>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
