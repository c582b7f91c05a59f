import { agencyContactResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** The agency's people: created, changed and removed in place; the agency is this one. */
export function AgencyContactsTab({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const fixedFilter = useMemo(() => ({ agency }), [agency]);
  return (
    <ResourceList
      definition={agencyContactResource}
      hideTitle
      intro={t('agencies.contacts.intro')}
      inlineForm
      fixedFilter={fixedFilter}
    />
  );
}
