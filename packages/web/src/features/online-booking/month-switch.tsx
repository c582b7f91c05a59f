import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { addMonths, monthLabel, monthOf } from './month.ts';
import { operatorToday } from '../../app/clock.ts';

export interface MonthSwitchProps {
  month: string;
  onChange: (month: string) => void;
}

/** Previous month, the month shown, next month; nothing before the current month is offered. */
export function MonthSwitch({ month, onChange }: MonthSwitchProps) {
  const { t, i18n } = useTranslation();
  const atStart = month <= monthOf(operatorToday());
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <IconButton
        aria-label={t('onlineBooking.calendar.previous')}
        onClick={() => onChange(addMonths(month, -1))}
        disabled={atStart}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} aria-live="polite">
        {monthLabel(month, i18n.language)}
      </Typography>
      <IconButton aria-label={t('onlineBooking.calendar.next')} onClick={() => onChange(addMonths(month, 1))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
