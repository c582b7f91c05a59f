import { vesselDeckResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** The decks of one vessel, edited in place: a deck is four numbers and a name. */
export function VesselDecksTab({ vesselId }: { vesselId: string }) {
  const { t } = useTranslation();
  const fixedFilter = useMemo(() => ({ vessel: vesselId }), [vesselId]);
  return (
    <ResourceList
      definition={vesselDeckResource}
      hideTitle
      intro={t('assets.deck.intro')}
      fixedFilter={fixedFilter}
      inlineForm
    />
  );
}
