import {
  Alert,
  Box,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import type { RoomTypeOffer, useRoomOffers } from './wizard-api.ts';
import type { RoomOffer } from './wizard-rooms.ts';

export interface RoomChooserProps {
  offers: ReturnType<typeof useRoomOffers>;
  selected: ReadonlySet<string>;
  onToggle: (offer: RoomOffer, group: RoomTypeOffer, on: boolean) => void;
  /** Beside a room type's name (the fast path's price for the party). */
  typeExtra?: (group: RoomTypeOffer) => ReactNode;
  /** "Cabins" on a trip, "Rooms" at a resort. */
  cabins?: boolean;
}

/** The free rooms for the nights by room type; a tick takes a room into the booking. */
export function RoomChooser({ offers, selected, onToggle, typeExtra, cabins = false }: RoomChooserProps) {
  const { t } = useTranslation();
  if (offers.isPending) return <CircularProgress size={24} aria-label={t('wizard.common.loading')} />;
  if (offers.error && offers.groups.length === 0)
    return (
      <LoadErrorAlert error={offers.error} onRetry={offers.refetch} lead={t('wizard.availability.failed')} />
    );
  if (offers.groups.length === 0)
    return (
      <Alert severity="info">{t(cabins ? 'wizard.rooms.noneFreeCabins' : 'wizard.rooms.noneFree')}</Alert>
    );
  return (
    <Stack spacing={1.5} data-testid="wizard-room-chooser">
      <Box sx={{ height: 4 }}>{offers.isFetching && <LinearProgress />}</Box>
      {offers.groups.map((group) => {
        const name = group.name || t('wizard.availability.noType');
        return (
          <Paper
            key={group.id}
            variant="outlined"
            sx={{ p: 1.5 }}
            data-testid={`wizard-type-${group.id || 'none'}`}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
            >
              <Typography variant="subtitle1" component="h3">
                {name}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {t('wizard.rooms.typeFree', { count: group.freeRooms, beds: group.freeBeds })}
                </Typography>
              </Typography>
              {typeExtra?.(group)}
            </Stack>
            <FormGroup row role="group" aria-label={name}>
              {group.rooms.map((offer) => (
                <FormControlLabel
                  key={offer.id}
                  control={
                    <Checkbox
                      checked={selected.has(offer.id)}
                      onChange={(event) => onToggle(offer, group, event.target.checked)}
                    />
                  }
                  label={
                    <>
                      {offer.free
                        ? t('wizard.rooms.roomLabel', { name: offer.name, count: offer.availableBeds })
                        : t('wizard.rooms.sharedLabel', { name: offer.name, count: offer.freeBeds.length })}
                      {offer.allotment && (
                        <Chip
                          size="small"
                          color="secondary"
                          variant="outlined"
                          label={t('wizard.rooms.allotment')}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </>
                  }
                />
              ))}
            </FormGroup>
          </Paper>
        );
      })}
    </Stack>
  );
}
