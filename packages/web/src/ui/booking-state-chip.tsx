import { type BookingState, bookingCalendarColor, contrastTextColor } from '@seaberth/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CALENDAR_COLORS } from './calendar-colors.ts';

/** A booking's state in its calendar colour (SPEC §4), so lists and the calendar read alike. */
export function BookingStateChip({
  state,
  size = 'small',
}: {
  state: BookingState;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const background = CALENDAR_COLORS[bookingCalendarColor(state)];
  return (
    <Chip
      size={size}
      label={t(`resources.options.state.${state}`, { defaultValue: state })}
      data-state={state}
      sx={{ background, color: contrastTextColor(background), fontWeight: 500 }}
    />
  );
}
