import { BOOKING_CHANNELS, type BookingSourceKind, formatDate } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SampleBooking, SampleRoom } from './quote-draft.ts';
import type { SampleOptions } from './sample-booking.ts';
import { DateField } from '../../app/date-field.tsx';

export interface SampleBookingFormProps {
  value: SampleBooking;
  onChange: (next: SampleBooking) => void;
  options: SampleOptions;
  currencies: string[];
  /** Fewer fields (no add-ons, no currency) for the special editor's side panel. */
  compact?: boolean;
}

const MAX_GUESTS_PER_ROOM = 12;

/** A sample booking: resort or vessel, dates or a departure, rooms with their guests' ages. */
export function SampleBookingForm({ value, onChange, options, currencies, compact }: SampleBookingFormProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<SampleBooking>) => onChange({ ...value, ...patch });
  const changeRoom = (index: number, patch: Partial<SampleRoom>) =>
    change({ rooms: value.rooms.map((room, i) => (i === index ? { ...room, ...patch } : room)) });
  const assets = value.assetKind === 'resort' ? options.resorts : options.vessels;
  const useSchedule = value.assetKind === 'vessel' && value.scheduleId !== '';
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: compact ? '1fr' : { xs: '1fr', sm: 'auto 1fr' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          sx={{ justifySelf: 'start' }}
          value={value.assetKind}
          aria-label={t('pricing.sample.assetKind')}
          onChange={(_event, kind: SampleBooking['assetKind'] | null) =>
            kind &&
            change({
              assetKind: kind,
              assetId: '',
              scheduleId: '',
              rooms: value.rooms.map((r) => ({ ...r, roomType: '' })),
            })
          }
        >
          <ToggleButton value="resort">{t('pricing.sample.resort')}</ToggleButton>
          <ToggleButton value="vessel">{t('pricing.sample.vessel')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={value.assetKind === 'resort' ? t('pricing.sample.resort') : t('pricing.sample.vessel')}
          value={assets.some((a) => a.id === value.assetId) ? value.assetId : ''}
          onChange={(event) =>
            change({
              assetId: event.target.value,
              scheduleId: '',
              rooms: value.rooms.map((r) => ({ ...r, roomType: '' })),
            })
          }
          helperText={assets.length === 0 ? t('pricing.sample.noAssets') : undefined}
        >
          {assets.map((asset) => (
            <MenuItem key={asset.id} value={asset.id}>
              {asset.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {value.assetKind === 'vessel' && (
        <TextField
          select
          size="small"
          label={t('pricing.sample.schedule')}
          value={value.scheduleId}
          onChange={(event) => change({ scheduleId: event.target.value })}
        >
          <MenuItem value="">
            <em>{t('pricing.sample.ownDates')}</em>
          </MenuItem>
          {options.schedules.map((schedule) => (
            <MenuItem key={schedule.id} value={schedule.id}>
              {formatDate(String(schedule.from))} – {formatDate(String(schedule.to))}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box
        sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: compact ? '1fr 1fr' : '1fr 1fr 1fr' } }}
      >
        {!useSchedule && (
          <>
            <DateField
              size="small"
              label={t('pricing.sample.arrival')}
              value={value.from}
              onChange={(from) => change({ from })}
            />
            <DateField
              size="small"
              label={t('pricing.sample.departure')}
              value={value.to}
              onChange={(to) => change({ to })}
              error={
                value.from && value.to && value.to <= value.from
                  ? t('pricing.sample.datesInvalid')
                  : undefined
              }
            />
          </>
        )}
        <DateField
          size="small"
          label={t('pricing.sample.bookingDate')}
          value={value.bookingDate}
          onChange={(bookingDate) => change({ bookingDate })}
        />
        <TextField
          select
          size="small"
          label={t('pricing.sample.source')}
          value={value.source}
          onChange={(event) => change({ source: event.target.value as BookingSourceKind })}
        >
          {BOOKING_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {t(`pricing.source.${channel}`)}
            </MenuItem>
          ))}
        </TextField>
        {!compact && (
          <TextField
            select
            size="small"
            label={t('pricing.sample.currency')}
            value={value.currency}
            onChange={(event) => change({ currency: event.target.value })}
          >
            {(currencies.includes(value.currency) ? currencies : [value.currency, ...currencies]).map(
              (code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ),
            )}
          </TextField>
        )}
      </Box>
      <Typography variant="subtitle2">{t('pricing.sample.rooms')}</Typography>
      {value.rooms.map((room, index) => (
        <RoomLine
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms are edited in place, never reordered
          key={index}
          index={index}
          room={room}
          roomTypes={options.roomTypes.map((rt) => ({ id: rt.id, label: String(rt.name ?? rt.id) }))}
          onChange={(patch) => changeRoom(index, patch)}
          onRemove={
            value.rooms.length > 1
              ? () => change({ rooms: value.rooms.filter((_, i) => i !== index) })
              : undefined
          }
        />
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() =>
            change({ rooms: [...value.rooms, { roomType: value.rooms[0]?.roomType ?? '', ages: ['', ''] }] })
          }
        >
          {value.assetKind === 'vessel' ? t('pricing.sample.addCabin') : t('pricing.sample.addRoom')}
        </Button>
      </Box>
      {!compact && (
        <Autocomplete
          multiple
          size="small"
          options={options.supplements.map((s) => s.id)}
          getOptionLabel={(id) => String(options.supplements.find((s) => s.id === id)?.name ?? id)}
          value={value.addons}
          onChange={(_event, addons) => change({ addons })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('pricing.sample.addons')}
              helperText={t('pricing.sample.addonsHint')}
            />
          )}
        />
      )}
    </Stack>
  );
}

function RoomLine({
  index,
  room,
  roomTypes,
  onChange,
  onRemove,
}: {
  index: number;
  room: SampleRoom;
  roomTypes: { id: string; label: string }[];
  onChange: (patch: Partial<SampleRoom>) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const no = index + 1;
  return (
    <Stack spacing={1} role="group" aria-label={t('pricing.sample.roomNo', { no })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('pricing.sample.roomType', { no })}
          value={roomTypes.some((rt) => rt.id === room.roomType) ? room.roomType : ''}
          onChange={(event) => onChange({ roomType: event.target.value })}
          sx={{ flex: 1, minWidth: 0 }}
          helperText={roomTypes.length === 0 ? t('pricing.sample.noRoomTypes') : undefined}
        >
          {roomTypes.map((rt) => (
            <MenuItem key={rt.id} value={rt.id}>
              {rt.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('pricing.sample.guests')}
          value={room.ages.length}
          sx={{ width: 96, flexShrink: 0 }}
          slotProps={{ htmlInput: { min: 1, max: MAX_GUESTS_PER_ROOM } }}
          onChange={(event) => {
            const count = Math.max(1, Math.min(MAX_GUESTS_PER_ROOM, Number(event.target.value) || 1));
            onChange({ ages: Array.from({ length: count }, (_, i) => room.ages[i] ?? '') });
          }}
        />
        {onRemove && (
          <Tooltip title={t('pricing.sample.removeRoom')}>
            <IconButton aria-label={t('pricing.sample.removeRoomNo', { no })} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {room.ages.map((age, guest) => (
          <TextField
            // biome-ignore lint/suspicious/noArrayIndexKey: a guest is their place in the room
            key={guest}
            size="small"
            label={t('pricing.sample.age', { no: guest + 1 })}
            placeholder={t('pricing.sample.adult')}
            value={age}
            sx={{ width: 88 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
            onChange={(event) =>
              onChange({
                ages: room.ages.map((a, i) => (i === guest ? event.target.value.replace(/\D/g, '') : a)),
              })
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
