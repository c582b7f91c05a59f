import type { OnlineRoom } from '@seaberth/domain';
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBookingMoney } from './booking-money.ts';
import { RoomCardFrame } from './room-card-frame.tsx';

/** None, or one guest up to the free beds. */
export const guestChoices = (free: number) => Array.from({ length: free + 1 }, (_, count) => count);

export interface RoomTypeCardProps {
  /** The free rooms of one type, alike for a guest. */
  rooms: OnlineRoom[];
  nights: number;
  value: Record<string, number>;
  onChange: (value: Record<string, number>) => void;
}

/**
 * One room type of a resort as guests read it: its public name, picture and description, the
 * price per guest per night (the figure of the month view) and for the stay, and the guests of
 * each room taken ("Room 1", "Room 2": never the resort's room numbers). A further room shows
 * once the one before has guests, while rooms of the type are free.
 */
export function RoomTypeCard({ rooms, nights, value, onChange }: RoomTypeCardProps) {
  const { t } = useTranslation();
  const money = useBookingMoney();
  const first = rooms[0]!;
  const type = first.roomType;
  const name = type.name || first.name;
  const taken = rooms.filter((room) => (value[room.id] ?? 0) > 0).length;
  const shown = rooms.slice(0, Math.min(rooms.length, taken + 1));
  const price = first.price;
  return (
    <RoomCardFrame
      name={name}
      testId={`room-type-${type.id}`}
      chosen={taken > 0}
      imageUrl={first.imageUrl}
      description={type.description}
      choice={
        <Stack spacing={1} sx={{ flex: '0 0 auto', alignSelf: 'center' }}>
          {shown.map((room, index) => {
            const label = t('onlineBooking.rooms.nthRoom', { number: index + 1 });
            return (
              <TextField
                key={room.id}
                select
                size="small"
                label={label}
                value={value[room.id] ?? 0}
                onChange={(event) => onChange({ ...value, [room.id]: Number(event.target.value) })}
                slotProps={{
                  select: { native: true },
                  htmlInput: {
                    'aria-label': t('onlineBooking.rooms.guestsIn', { room: `${name}, ${label}` }),
                  },
                }}
                sx={{ width: 140 }}
              >
                {guestChoices(room.freeBeds).map((count) => (
                  <option key={count} value={count}>
                    {count === 0 ? t('onlineBooking.rooms.notChosen') : count}
                  </option>
                ))}
              </TextField>
            );
          })}
        </Stack>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('onlineBooking.rooms.sleeps', { count: first.freeBeds })} ·{' '}
        {t('onlineBooking.rooms.roomsFree', { count: rooms.length })}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="price-per-guest">
        {price
          ? t('onlineBooking.rooms.pricePerGuestNight', {
              night: money.format({ ...price, amount: Math.round(price.amount / Math.max(1, nights)) }),
              stay: money.format(price),
              count: nights,
            })
          : t('onlineBooking.rooms.priceOnRequest')}
      </Typography>
    </RoomCardFrame>
  );
}
