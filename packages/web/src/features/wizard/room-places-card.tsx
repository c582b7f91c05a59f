import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bedOfPlace } from '@seaberth/domain';
import { bedLabelNumber, placeLabel } from '../assets/index.ts';
import { QuickCustomerForm } from '../customers/index.ts';
import { GuestPlacePicker } from './guest-place-picker.tsx';
import { loadGuest } from './wizard-api.ts';
import { isChildGuest, type WizardGuest, type WizardRoom } from './wizard-draft.ts';
import { type RoomOffer, withBedMode, withBedToggled, withPlaceCount } from './wizard-rooms.ts';
import { type WizardIssue } from './wizard-validation.ts';
import { issueAt } from './wizard-issues.ts';

export interface RoomPlacesCardProps {
  room: WizardRoom;
  /** The room as the free list has it now; absent once it is no longer free. */
  offer: RoomOffer | undefined;
  typeName: string;
  arrival: string;
  childMaxAge: number;
  /** The room's place in the draft, for its problems (`rooms.{index}`). */
  index: number;
  issues: readonly WizardIssue[];
  onChange: (room: WizardRoom) => void;
  onRemove: () => void;
  /** Shown under the places: the booked guests' relations to add (RelatedGuestsRow). */
  children?: ReactNode;
}

/** One chosen room: how it is sold (whole or bed by bed) and who sleeps in each place. */
export function RoomPlacesCard({
  room,
  offer,
  typeName,
  arrival,
  childMaxAge,
  index,
  issues,
  onChange,
  onRemove,
  children,
}: RoomPlacesCardProps) {
  const { t } = useTranslation();
  const [creatingFor, setCreatingFor] = useState<number | null>(null);
  const byBed = room.beds !== null;
  const freeBeds = [...new Set([...(offer?.freeBeds ?? []), ...(room.beds ?? [])])].sort((a, b) => a - b);
  const setGuest = (place: number, guest: WizardGuest | null) =>
    onChange({
      ...room,
      places: room.places.map((entry, i) =>
        i === place ? { ...entry, guest, variant: guest ? entry.variant : null } : entry,
      ),
    });
  const roomError = issueAt(
    issues.filter((issue) => !/\.guests\.\d+$/.test(issue.path)),
    `rooms.${index}`,
    t,
  );

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid={`wizard-room-${room.room}`}
      component="section"
      aria-label={room.name}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {room.name}
          </Typography>
          {typeName && (
            <Typography variant="body2" color="text.secondary">
              {typeName}
            </Typography>
          )}
        </Box>
        <Tooltip title={t('wizard.rooms.remove', { room: room.name })}>
          <IconButton onClick={onRemove} aria-label={t('wizard.rooms.remove', { room: room.name })}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>

      {offer?.sharedWith && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid={`shared-with-${room.room}`}>
          {t(`wizard.rooms.sharedWith.${offer.sharedWith}`, { room: room.name })}
        </Alert>
      )}
      {offer?.allowSharedRoom && offer.free && (
        <FormControlLabel
          control={
            <Switch
              checked={byBed}
              onChange={(event) => onChange(withBedMode(room, event.target.checked, freeBeds))}
            />
          }
          label={t('wizard.rooms.byBed')}
        />
      )}
      {byBed ? (
        <FormGroup row role="group" aria-label={t('wizard.rooms.bedsOf', { room: room.name })} sx={{ mt: 1 }}>
          {freeBeds.map((bed) => (
            <FormControlLabel
              key={bed}
              label={placeLabel(bed, offer?.placeBeds, t)}
              control={
                <Checkbox
                  checked={room.beds?.includes(bed) ?? false}
                  onChange={(event) => onChange(withBedToggled(room, bed, event.target.checked))}
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <TextField
          select
          size="small"
          label={t('wizard.rooms.places', { room: room.name })}
          value={room.places.length}
          onChange={(event) => onChange(withPlaceCount(room, Number(event.target.value)))}
          sx={{ mt: 2, width: { xs: '100%', sm: 240 } }}
        >
          {Array.from({ length: room.capacity }, (_, i) => i + 1).map((count) => (
            <MenuItem key={count} value={count}>
              {t('wizard.rooms.placeCount', { count })}
            </MenuItem>
          ))}
        </TextField>
      )}

      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {room.places.map((place, i) => {
          const label = byBed
            ? t('wizard.guests.bedLabel', {
                no: bedLabelNumber(bedOfPlace(room.beds?.[i] ?? i, offer?.placeBeds).bed),
                room: room.name,
              })
            : t('wizard.guests.placeLabel', { no: i + 1, room: room.name });
          const child = place.guest ? isChildGuest(place.guest, arrival, childMaxAge) : false;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place's position in the room is its identity
            <Box key={i}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <GuestPlacePicker
                    label={label}
                    value={place.guest}
                    onChange={(guest) => setGuest(i, guest)}
                    error={issueAt(issues, `rooms.${index}.guests.${i}`, t, true)}
                  />
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
                  {child && (
                    <Chip
                      size="small"
                      color="secondary"
                      label={t('wizard.guests.child')}
                      data-testid={`wizard-child-${place.guest?.id}`}
                    />
                  )}
                  <Button
                    size="small"
                    startIcon={<PersonAddAlt1Icon />}
                    onClick={() => setCreatingFor(i)}
                    aria-label={t('wizard.guests.newFor', { place: label })}
                  >
                    {t('wizard.guests.new')}
                  </Button>
                </Stack>
              </Stack>
              {creatingFor === i && (
                <Box sx={{ mt: 1 }}>
                  <QuickCustomerForm
                    onCancel={() => setCreatingFor(null)}
                    onCreated={async (created) => {
                      // The form closes with the guest already in the place: closed first, the
                      // place showed empty while the guest loaded, and Next then said it needs one.
                      try {
                        setGuest(i, await loadGuest(created));
                      } finally {
                        setCreatingFor(null);
                      }
                    }}
                  />
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      {children}
      {roomError && (
        <FormHelperText error sx={{ mt: 1 }}>
          {roomError}
        </FormHelperText>
      )}
    </Paper>
  );
}
