import { vesselListResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { ResortPrintCard } from './resort-print-card.tsx';

export interface ListsPageProps {
  /** /resort/lists shows the lists that belong to no vessel: the ones a resort prints. */
  mode?: 'vessel' | 'resort';
}

/**
 * /vessellist and /resort/lists — the printable lists (manifest, crew list, room list). Which
 * fields a list prints is kept here; printing it for a trip or a stay comes with the schedules.
 */
export function ListsPage({ mode = 'vessel' }: ListsPageProps) {
  const { t } = useTranslation();
  const fixedFilter = useMemo(() => (mode === 'resort' ? { vessel: null } : undefined), [mode]);
  return (
    <ResourceList
      key={mode}
      definition={vesselListResource}
      title={t(mode === 'resort' ? 'assets.lists.resortTitle' : 'assets.lists.vesselTitle')}
      intro={t(mode === 'resort' ? 'assets.lists.resortIntro' : 'assets.lists.vesselIntro')}
      fixedFilter={fixedFilter}
      inlineForm
    />
  );
}

/** /vessellist */
export function VesselListsPage() {
  return <ListsPage mode="vessel" />;
}

/** /resort/lists */
export function ResortListsPage() {
  return (
    <>
      <ResortPrintCard />
      <ListsPage mode="resort" />
    </>
  );
}
