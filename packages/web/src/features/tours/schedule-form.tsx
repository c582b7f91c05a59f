import { scheduleResource } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSection } from '../../resources/resource-form.tsx';
import { ResourceForm } from '../../resources/resource-form.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { ScheduleDatesSummary } from './schedule-dates-summary.tsx';

function scheduleSections(t: TFunction): FormSection[] {
  return [
    {
      key: 'trip',
      title: t('tours.schedule.sections.trip'),
      intro: t('tours.schedule.sections.tripIntro'),
      paths: ['tour', 'vessel'],
    },
    {
      key: 'dates',
      title: t('tours.schedule.sections.dates'),
      intro: t('tours.schedule.sections.datesIntro'),
      paths: ['from', 'to'],
      content: <ScheduleDatesSummary />,
    },
    {
      key: 'diving',
      title: t('tours.schedule.sections.diving'),
      intro: t('tours.schedule.sections.divingIntro'),
      paths: ['status', 'divesPerDay', 'diveDays', 'note'],
    },
  ];
}

export interface ScheduleFormProps {
  id?: string;
  defaults?: Record<string, unknown>;
  onSaved: (record: ResourceRow, created: boolean) => void;
  onCancel: () => void;
}

/** Create and edit a departure: the same form for /schedules/create and /tour/:tour/schedules/:id. */
export function ScheduleForm({ id, defaults, onSaved, onCancel }: ScheduleFormProps) {
  const { t } = useTranslation();
  const sections = useMemo(() => scheduleSections(t), [t]);
  return (
    <ResourceForm
      definition={scheduleResource}
      id={id}
      defaults={defaults}
      sections={sections}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
