import { scheduleResource, tourResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { recordTitle } from '../../resources/format-value.ts';
import { useResource } from '../../resources/use-resource.ts';
import { TabbedPage } from '../../resources/tabbed-page.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { dayWithWeekday } from './trip-dates.ts';

/** /schedules/create — a new departure, with the tour of `?tour=` chosen; saved, its trip page opens. */
export function ScheduleCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tourId = params.get('tour') ?? '';
  const defaults = useMemo(() => (tourId ? { tour: tourId } : {}), [tourId]);
  const tour = useResource(tourResource, tourId || undefined);
  const back = tourId
    ? {
        to: `/tour/${tourId}?tab=schedules`,
        label: tour.data ? recordTitle(tour.data, 'name') : t('tours.tour.one'),
      }
    : { to: '/schedule', label: t('tours.schedule.title') };
  return (
    <TabbedPage
      back={back}
      title={t('tours.schedule.new')}
      tabs={[
        {
          value: 'details',
          label: t('tours.tour.tabs.details'),
          content: (
            <ScheduleForm
              defaults={defaults}
              onSaved={(saved) => navigate(`/schedule/${saved.id}`, { replace: true })}
              onCancel={() => navigate(back.to)}
            />
          ),
        },
      ]}
    />
  );
}

/** /tour/:tour/schedules/:schedule — edit a departure of a tour, then back to the tour. */
export function ScheduleEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tour: tourId = '', schedule: id } = useParams();
  const tour = useResource(tourResource, tourId || undefined);
  const record = useResource(scheduleResource, id);
  const back = {
    to: `/tour/${tourId}?tab=schedules`,
    label: tour.data ? recordTitle(tour.data, 'name') : t('tours.tour.one'),
  };
  const from = record.data?.from;
  const to = record.data?.to;
  return (
    <TabbedPage
      back={back}
      title={
        typeof from === 'string' && typeof to === 'string'
          ? `${dayWithWeekday(from)} – ${dayWithWeekday(to)}`
          : t('tours.schedule.one')
      }
      subtitle={tour.data ? `${t('tours.schedule.one')} · ${recordTitle(tour.data, 'name')}` : undefined}
      tabs={[
        {
          value: 'details',
          label: t('tours.tour.tabs.details'),
          content: (
            <ScheduleForm id={id} onSaved={() => navigate(back.to)} onCancel={() => navigate(back.to)} />
          ),
        },
      ]}
    />
  );
}
