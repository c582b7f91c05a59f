import type { OnlineRoom } from '@seaberth/domain';
import { Alert, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKind } from './booking-choice.ts';
import { useBookingMoney } from './booking-money.ts';
import { useBookingSetup, useCatalogView, widgetRooms } from './booking-setup.ts';
import { nightsBetween } from './month.ts';
import { type PlaceQuery, useOnlineRooms } from './online-api.ts';
import { RoomCardFrame } from './room-card-frame.tsx';
import { guestChoices, RoomTypeCard } from './room-type-card.tsx';

export interface RoomPickerProps {
  kind: BookingKind;
  place: PlaceQuery;
  /** Only rooms of this type (the type chosen with the nights); null: all. */
  roomType?: string | null;
  /** Room id → guests (0 = not chosen). */
  value: Record<string, number>;
  onChange: (value: Record<string, number>) => void;
}

/** The cabins or rooms with free beds, each with its price per guest and how many guests go in it. */
export function RoomPicker({ kind, place, roomType = null, value, onChange }: RoomPickerProps) {
  const { t } = useTranslation();
  const { widget } = useBookingSetup();
  const rooms = useOnlineRooms(place, useCatalogView());
  const list = useMemo(
    () =>
      widgetRooms(rooms.data ?? [], widget).filter(
        (room) => room.freeBeds > 0 && (!roomType || room.roomType.id === roomType),
      ),
    [rooms.data, widget, roomType],
  );
  // A resort's rooms of a type are alike: one card per type, the guest chooses how many rooms.
  const types = useMemo(() => {
    const byType = new Map<string, OnlineRoom[]>();
    for (const room of list) byType.set(room.roomType.id, [...(byType.get(room.roomType.id) ?? []), room]);
    return [...byType.values()];
  }, [list]);

  if (rooms.isPending) return <Skeleton variant="rounded" height={120} />;
  if (rooms.isError) return <Alert severity="error">{t('onlineBooking.common.loadFailed')}</Alert>;
  if (list.length === 0) return <Alert severity="info">{t(`onlineBooking.rooms.none.${kind}`)}</Alert>;

  if (kind === 'resort' && 'from' in place)
    return (
      <Stack spacing={1.5} role="list" aria-label={t(`onlineBooking.rooms.title.${kind}`)}>
        {types.map((rooms) => (
          <RoomTypeCard
            key={rooms[0]!.roomType.id}
            rooms={rooms}
            nights={nightsBetween(place.from, place.to)}
            value={value}
            onChange={onChange}
          />
        ))}
      </Stack>
    );
  return (
    <Stack spacing={1.5} role="list" aria-label={t(`onlineBooking.rooms.title.${kind}`)}>
      {list.map((room) => (
        <RoomCard
          key={room.id}
          kind={kind}
          room={room}
          guests={value[room.id] ?? 0}
          onGuests={(guests) => onChange({ ...value, [room.id]: guests })}
        />
      ))}
    </Stack>
  );
}

function RoomCard({
  kind,
  room,
  guests,
  onGuests,
}: {
  kind: BookingKind;
  room: OnlineRoom;
  guests: number;
  onGuests: (guests: number) => void;
}) {
  const { t } = useTranslation();
  const money = useBookingMoney();
  return (
    <RoomCardFrame
      name={room.name}
      testId={`room-${room.id}`}
      chosen={guests > 0}
      imageUrl={room.imageUrl}
      subtitle={room.roomType.name}
      description={room.roomType.description}
      choice={
        <TextField
          select
          size="small"
          label={t('onlineBooking.rooms.guests')}
          value={guests}
          onChange={(event) => onGuests(Number(event.target.value))}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': t('onlineBooking.rooms.guestsIn', { room: room.name }) },
          }}
          sx={{ width: 120, flex: '0 0 auto', alignSelf: 'center' }}
        >
          {guestChoices(room.freeBeds).map((count) => (
            <option key={count} value={count}>
              {count === 0 ? t('onlineBooking.rooms.notChosen') : count}
            </option>
          ))}
        </TextField>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {room.sharedBerths
          ? t(`onlineBooking.rooms.freeBerths.${kind}`, { count: room.freeBeds, beds: room.beds })
          : t(`onlineBooking.rooms.sleeps`, { count: room.freeBeds })}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {room.price
          ? t('onlineBooking.rooms.pricePerGuest', { price: money.format(room.price) })
          : t('onlineBooking.rooms.priceOnRequest')}
      </Typography>
    </RoomCardFrame>
  );
}
