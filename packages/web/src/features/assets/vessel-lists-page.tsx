import { vesselListResource } from '@seaberth/domain';
import PrintIcon from '@mui/icons-material/Print';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';
import { PrintTripDialog } from './print-trip-dialog.tsx';
import { ResortPrintCard } from './resort-print-card.tsx';

export interface ListsPageProps {
  /** /resort/lists shows the lists that belong to no vessel: the ones a resort prints. */
  mode?: 'vessel' | 'resort';
}

/**
 * /vessellist and /resort/lists — the printable lists (manifest, crew list, room list) and which
 * fields each prints. A vessel list prints for one trip from its row.
 */
export function ListsPage({ mode = 'vessel' }: ListsPageProps) {
  const { t } = useTranslation();
  const fixedFilter = useMemo(() => (mode === 'resort' ? { vessel: null } : undefined), [mode]);
  const [printing, setPrinting] = useState<ResourceRow | null>(null);
  // Vessel lists print for one trip; resort lists print from the card above the list.
  const printAction = useCallback(
    (row: ResourceRow): ExtraRowAction[] =>
      mode === 'vessel'
        ? [
            {
              key: 'print',
              label: t('assets.lists.print'),
              icon: <PrintIcon />,
              onClick: () => setPrinting(row),
            },
          ]
        : [],
    [mode, t],
  );
  return (
    <>
      <ResourceList
        key={mode}
        definition={vesselListResource}
        title={t(mode === 'resort' ? 'assets.lists.resortTitle' : 'assets.lists.vesselTitle')}
        intro={t(mode === 'resort' ? 'assets.lists.resortIntro' : 'assets.lists.vesselIntro')}
        fixedFilter={fixedFilter}
        inlineForm
        extraActions={printAction}
      />
      {printing && <PrintTripDialog list={printing} onClose={() => setPrinting(null)} />}
    </>
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
