import { addDays, defaultDiveDays, isIsoDate, scheduleNights, tourResource } from '@seaberth/domain';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResource } from '../../resources/use-resource.ts';
import { dayWithWeekday } from './trip-dates.ts';

/**
 * Inside the schedule form: once a tour and the embarkation day are known, the disembarkation day
 * follows from the tour's nights and the vessel from the tour's usual vessel, unless the operator
 * chose them. Below the dates it says what they mean: nights aboard and dive days (SPEC §9).
 */
export function ScheduleDatesSummary() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext();
  const [tourId, from, to, diveDays] = useWatch({ control, name: ['tour', 'from', 'to', 'diveDays'] }) as [
    string,
    string,
    string,
    number | string,
  ];
  const tour = useResource(tourResource, tourId || undefined);
  // The day this form filled in itself: it may follow a new tour or embarkation day, a typed one not.
  const filledTo = useRef<string | null>(null);

  useEffect(() => {
    const data = tour.data;
    if (!data || data.id !== tourId) return;
    if (!getValues('vessel') && typeof data.vessel === 'string') {
      setValue('vessel', data.vessel, { shouldDirty: true });
    }
    const nights = Number(data.nights);
    if (!isIsoDate(from) || !(nights > 0)) return;
    const current = getValues('to');
    if (current && current !== filledTo.current) return;
    const next = addDays(from, nights);
    filledTo.current = next;
    setValue('to', next, { shouldDirty: true });
  }, [tour.data, tourId, from, getValues, setValue]);

  if (!isIsoDate(from) || !isIsoDate(to) || from >= to) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('tours.schedule.datesHint')}
      </Typography>
    );
  }
  const nights = scheduleNights({ from, to });
  const own = diveDays !== '' && diveDays !== null && diveDays !== undefined;
  const dives = own ? Number(diveDays) : defaultDiveDays(nights);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
      <EventNoteOutlinedIcon fontSize="small" color="action" aria-hidden />
      <Typography variant="body2">
        {t('tours.schedule.summary', {
          from: dayWithWeekday(from),
          to: dayWithWeekday(to),
          nights,
          count: nights,
        })}{' '}
        ·{' '}
        {own
          ? t('tours.schedule.diveDaysOwn', { count: dives })
          : t('tours.schedule.diveDaysDerived', { count: dives })}
      </Typography>
    </Stack>
  );
}
