import type { RelatedRecords } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from './resource-list.tsx';

/**
 * A tab a definition asks for (`tabs`): the related resource's records that name this one, made
 * and changed in place; a new one starts with this record, which its form does not ask for again.
 */
export function RelatedRecordsTab({ related, id }: { related: RelatedRecords; id: string }) {
  const { t } = useTranslation();
  const fixedFilter = useMemo(() => ({ [related.field]: id }), [related.field, id]);
  const intro = t(`resources.${related.resource.name}.tabIntro`, { defaultValue: '' });
  return (
    <ResourceList
      definition={related.resource}
      hideTitle
      intro={intro || undefined}
      inlineForm
      fixedFilter={fixedFilter}
    />
  );
}
