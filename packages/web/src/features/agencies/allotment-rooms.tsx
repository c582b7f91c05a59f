import type { AllotmentRoom } from '@seaberth/domain';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The rooms of an allotment: held ones stand out, ones booked out (or released) are struck through. */
export function AllotmentRooms({ rooms }: { rooms: AllotmentRoom[] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {rooms.map((room) => (
        <Chip
          key={room.id}
          size="small"
          label={room.name}
          color={room.held ? 'primary' : 'default'}
          variant={room.held ? 'filled' : 'outlined'}
          title={t(room.held ? 'agencies.allotments.roomHeld' : 'agencies.allotments.roomTaken')}
          data-held={room.held}
          sx={room.held ? undefined : { textDecoration: 'line-through', color: 'text.secondary' }}
        />
      ))}
    </Stack>
  );
}
