import type { OtaUpdate } from '@seaberth/domain';
import { Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstant } from '../../app/format-dates.ts';
import { formatDate } from '../../resources/format-value.ts';
import { formatMoney } from '../../ui/money.ts';

const STATE_COLOR = {
  applied: 'success',
  placed: 'success',
  conflict: 'error',
  error: 'error',
  rejected: 'default',
  ignored: 'default',
} as const;

export function OtaStateChip({ update }: { update: OtaUpdate }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATE_COLOR[update.state]}
      variant={update.state === 'conflict' ? 'filled' : 'outlined'}
      label={t(`otaBookings.state.${update.state}`)}
    />
  );
}

/** The room types sold, a type sold twice said once with its count: "2 × Beach Bungalow, Dorm". */
export function soldRoomTypes(rooms: OtaUpdate['rooms']): string {
  const counts = new Map<string, number>();
  for (const room of rooms) counts.set(room.roomTypeName, (counts.get(room.roomTypeName) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${count} × ${name}` : name)).join(', ');
}

/** The facts of an update as the list and the booking page show them, in the product's formats. */
export function useOtaUpdateText() {
  const { t, i18n } = useTranslation();
  return {
    received: (u: OtaUpdate) => formatInstant(u.receivedAt),
    dates: (u: OtaUpdate) => `${formatDate(u.from, false)} – ${formatDate(u.to, false)}`,
    kind: (u: OtaUpdate) => t(`otaBookings.kind.${u.kind}`),
    amount: (u: OtaUpdate) =>
      u.currency ? formatMoney({ amount: u.amount, currency: u.currency }, i18n.language) : '',
    roomTypes: (u: OtaUpdate) => soldRoomTypes(u.rooms),
  };
}

export function BookingLink({ update }: { update: OtaUpdate }) {
  if (!update.booking) return null;
  return (
    <Link component={RouterLink} to={`/booking/${update.booking}`}>
      {update.bookingNo ?? update.booking}
    </Link>
  );
}
