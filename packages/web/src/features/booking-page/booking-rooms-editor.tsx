import { addDays, allows, type BookingDetail, type BookingRoom, type BookingState } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, IconButton, Link, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { DeskRoomsList } from '../front-desk/index.ts';
import { useWizardSession } from '../wizard/index.ts';
import { CustomerPicker, type GuestOption } from '../customers/index.ts';
import {
  DateRange,
  DepartureField,
  dialogProps,
  type Seat,
  SeatGuestDialog,
  useBookingMutation,
} from '../bookings/index.ts';

const _id = (value: string) => encodeURIComponent(value);
const DRAG_TYPE = 'application/x-seaberth-seat';

/** The guests' ids of a room after the guest of `from` is put onto place `to` (see setCustomers). */
export function seatsAfterDrop(
  booking: BookingDetail,
  from: { room: string; index: number },
  to: { room: string; index: number },
): { room: string; guests: (string | null)[] } | null {
  const source = booking.rooms.find((r) => r.id === from.room);
  const target = booking.rooms.find((r) => r.id === to.room);
  const moving = source?.guests[from.index];
  if (!source || !target || !moving || (from.room === to.room && from.index === to.index)) return null;
  const guests = target.guests.map((g) => g?.customer ?? null);
  if (from.room === to.room)
    [guests[from.index], guests[to.index]] = [guests[to.index]!, guests[from.index]!];
  else guests[to.index] = moving.customer;
  return { room: target.id, guests };
}

/**
 * The booking page's rooms for users who may change them: the desk's list (locks, moves, check-in)
 * with guests dragged from bed to bed or room to room (a taken bed swaps), a room added from those
 * free on the booking's dates, a room removed after a confirmation.
 */
export function BookingRoomsEditor({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BookingRoom | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [seating, setSeating] = useState<Seat | null>(null);
  const editable = allows(booking.state as BookingState, 'rooms');
  const seat = useBookingMutation(
    (next: { room: string; guests: (string | null)[] }) =>
      api.POST('/api/bookings/{id}/rooms/{roomId}/customers', {
        path: { id: booking.id, roomId: next.room },
        body: { guests: next.guests, version: booking.version },
      }),
    { done: 'bookingRooms.seated', onDone: () => setSeating(null) },
  );

  const drop = (event: DragEvent, room: BookingRoom, index: number) => {
    event.preventDefault();
    setOver(null);
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const next = seatsAfterDrop(booking, JSON.parse(raw), { room: room.id, index });
    if (next) seat.run(next);
  };

  const renderGuest = (room: BookingRoom, index: number) => {
    const guest = room.guests[index];
    const key = `${room.id}:${index}`;
    return (
      <Box
        component="span"
        data-seat={key}
        draggable={editable && Boolean(guest)}
        onDragStart={(event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ room: room.id, index }));
        }}
        onDragOver={(event: DragEvent) => {
          if (!editable || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
          event.preventDefault();
          setOver(key);
        }}
        onDragLeave={() => setOver((current) => (current === key ? null : current))}
        onDrop={(event: DragEvent) => drop(event, room, index)}
        sx={{
          px: 0.5,
          borderRadius: 1,
          border: '1px dashed',
          borderColor: over === key ? 'primary.main' : 'transparent',
          bgcolor: over === key ? 'action.hover' : undefined,
          cursor: editable && guest ? 'grab' : undefined,
        }}
        title={editable && guest ? t('bookingRooms.dragHint') : undefined}
      >
        {guest ? (
          <Link component={RouterLink} to={`/customer/${guest.customer}`} draggable={false}>
            {guest.fullName}
          </Link>
        ) : (
          t('bookings.move.emptyBed')
        )}
        {/* The drag without dragging (WCAG 2.5.7): choose the bed in a form. */}
        {editable && guest && booking.rooms.some((r) => r.guests.length > 1 || r.id !== room.id) && (
          <Tooltip title={t('bookingRooms.seat.open', { name: guest.fullName })}>
            <IconButton
              size="small"
              aria-label={t('bookingRooms.seat.open', { name: guest.fullName })}
              onClick={() => {
                seat.reset();
                setSeating({ room: room.id, index });
              }}
              sx={{ ml: 0.25, p: 0.25 }}
            >
              <SwapHorizIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    );
  };

  return (
    <>
      {seat.error && !seating && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          {seat.error.text}
        </Typography>
      )}
      <DeskRoomsList
        booking={booking}
        renderGuest={renderGuest}
        extraActions={(room) =>
          editable && booking.rooms.length > 1 ? (
            <Tooltip title={t('bookingRooms.remove', { room: room.roomName })}>
              <IconButton
                size="small"
                aria-label={t('bookingRooms.remove', { room: room.roomName })}
                onClick={() => setRemoving(room)}
              >
                <RemoveCircleOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null
        }
      />
      {editable && (
        <Button startIcon={<AddIcon />} sx={{ mt: 1.5 }} onClick={() => setAdding(true)}>
          {t(booking.type === 'vessel' ? 'bookingRooms.addCabin' : 'bookingRooms.addRoom')}
        </Button>
      )}
      {seating && (
        <SeatGuestDialog
          booking={booking}
          from={seating}
          pending={seat.pending}
          error={seat.error}
          onClose={() => setSeating(null)}
          onSeat={(to) => {
            const next = seatsAfterDrop(booking, seating, to);
            if (next) seat.run(next);
          }}
        />
      )}
      {adding && <AddRoomDialog booking={booking} onClose={() => setAdding(false)} />}
      {removing && <RemoveRoomDialog booking={booking} room={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

/** Where a room is added: the part the booking was made with, or its other part (a trip or a stay). */
type Part = 'main' | 'other';

/** Free rooms and the body of `POST rooms` for the part chosen (see `AddRoomDialog`). */
export function partRequest(
  booking: BookingDetail,
  part: Part,
  choice: { schedule: string; resort: string; from: string; to: string },
): { query: Record<string, string> | null; body: Record<string, unknown>; ready: boolean } {
  if (part === 'main') return { query: {}, body: {}, ready: true };
  const mixed = Boolean(booking.schedule && booking.resort);
  if (booking.type === 'resort') {
    const schedule = mixed ? booking.schedule! : choice.schedule;
    return { query: schedule ? { schedule } : null, body: { schedule }, ready: Boolean(schedule) };
  }
  if (mixed) {
    const stay = booking.rooms.filter((r) => !r.vessel);
    const from = stay.map((r) => r.from).sort()[0]!;
    const to = stay
      .map((r) => r.to)
      .sort()
      .at(-1)!;
    return { query: { resort: booking.resort!, from, to }, body: {}, ready: true };
  }
  const ready = Boolean(choice.resort && choice.from && choice.to && choice.from < choice.to);
  return {
    query: ready ? { resort: choice.resort, from: choice.from, to: choice.to } : null,
    body: { dates: { from: choice.from, to: choice.to } },
    ready,
  };
}

function AddRoomDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { resorts } = useWizardSession();
  const [part, setPart] = useState<Part>('main');
  const [choice, setChoice] = useState(() => ({
    schedule: '',
    resort: resorts.length === 1 ? resorts[0]!.id : '',
    // A week at the resort after the trip, until the operator says otherwise.
    from: booking.to,
    to: addDays(booking.to, 7),
  }));
  const [room, setRoom] = useState('');
  const [guests, setGuests] = useState<GuestOption[]>([]);
  const request = partRequest(booking, part, choice);
  const free = useQuery({
    queryKey: ['bookingFreeRooms', booking.id, booking.version, request.query],
    queryFn: () =>
      api.GET('/api/bookings/{id}/cabins', { path: { id: booking.id }, query: request.query ?? {} }),
    enabled: request.query !== null,
    meta: { silent: true },
  });
  const chosen = free.data?.find((r) => r.id === room);
  const places = Math.max(1, guests.length);
  const add = useBookingMutation(
    () =>
      api.POST('/api/bookings/{id}/rooms', {
        path: { id: booking.id },
        body: {
          room,
          guests: guests.length ? guests.map((g) => g.id) : [null],
          // A room with some beds taken is booked bed by bed.
          ...(chosen && !chosen.free ? { beds: chosen.freeBeds.slice(0, places) } : {}),
          ...request.body,
          version: booking.version,
        },
      }),
    { done: 'bookingRooms.added', onDone: onClose },
  );
  const cabin = (booking.type === 'vessel') === (part === 'main');
  const kind = cabin ? 'cabin' : 'room';
  const otherNew = part === 'other' && !(booking.schedule && booking.resort);
  const change = (next: Partial<typeof choice>) => {
    setChoice((current) => ({ ...current, ...next }));
    setRoom('');
  };
  return (
    <ActionDialog
      title={t(`bookingRooms.addTitle.${kind}`, { bookingNo: booking.bookingNo })}
      submitLabel={t(cabin ? 'bookingRooms.addCabin' : 'bookingRooms.addRoom')}
      {...dialogProps(add)}
      onClose={onClose}
      submitDisabled={!room || !request.ready}
    >
      <TextField
        select
        label={t('bookingRooms.part.label')}
        value={part}
        onChange={(e) => {
          setPart(e.target.value as Part);
          setRoom('');
        }}
        helperText={part === 'other' ? t('bookingRooms.part.help') : undefined}
      >
        <MenuItem value="main">
          {t(booking.type === 'vessel' ? 'bookingRooms.part.thisTrip' : 'bookingRooms.part.thisStay')}
        </MenuItem>
        <MenuItem value="other">
          {t(booking.type === 'vessel' ? 'bookingRooms.part.stay' : 'bookingRooms.part.trip')}
        </MenuItem>
      </TextField>
      {otherNew && booking.type === 'resort' && (
        <DepartureField
          booking={booking}
          value={choice.schedule}
          onChange={(schedule) => change({ schedule })}
        />
      )}
      {otherNew && booking.type === 'vessel' && (
        <>
          <TextField
            select
            label={t('wizard.stay.resort')}
            value={choice.resort}
            onChange={(e) => change({ resort: e.target.value })}
          >
            {resorts.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <DateRange
            from={choice.from}
            to={choice.to}
            setFrom={(from) => change({ from })}
            setTo={(to) => change({ to })}
            invalid={!choice.from || !choice.to || choice.from >= choice.to}
          />
        </>
      )}
      <TextField
        select
        label={t(`bookingRooms.which.${kind}`)}
        value={room}
        onChange={(e) => setRoom(e.target.value)}
        disabled={!request.ready}
        helperText={free.data && !free.data.length ? t('bookingRooms.noneFree') : undefined}
      >
        {(free.data ?? []).map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.free
              ? t('bookingRooms.wholeFree', { room: option.name, beds: option.availableBeds })
              : t('bookingRooms.bedsFree', { room: option.name, count: option.freeBeds.length })}
          </MenuItem>
        ))}
      </TextField>
      <CustomerPicker
        label={t('bookingRooms.guests')}
        value={guests}
        onChange={setGuests}
        max={chosen ? (chosen.free ? chosen.availableBeds : chosen.freeBeds.length) : undefined}
      />
      <Typography variant="body2" color="text.secondary">
        {t(part === 'other' ? 'bookingRooms.guestsHelpOther' : 'bookingRooms.guestsHelp')}
      </Typography>
    </ActionDialog>
  );
}

function RemoveRoomDialog({
  booking,
  room,
  onClose,
}: {
  booking: BookingDetail;
  room: BookingRoom;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useBookingMutation(
    () =>
      api.DELETE('/api/bookings/{id}/removeRoom/{roomId}', {
        path: { id: booking.id, roomId: room.id },
        query: { version: booking.version },
      }),
    { done: 'bookingRooms.removed', doneParams: { room: room.roomName }, onDone: onClose },
  );
  const names = room.guests.flatMap((g) => (g ? [g.fullName] : []));
  return (
    <ActionDialog
      title={t('bookingRooms.removeTitle', { room: room.roomName })}
      submitLabel={t('bookingRooms.removeConfirm')}
      {...dialogProps(remove)}
      onClose={onClose}
      destructive
    >
      <Typography variant="body2">
        {names.length
          ? t('bookingRooms.removeText', { guests: names.join(', ') })
          : t('bookingRooms.removeEmpty')}
      </Typography>
    </ActionDialog>
  );
}
