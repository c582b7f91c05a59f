import { type ContestState, contestResource } from '@seaberth/domain';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';
import { ContestEntriesDialog } from './contest-entries-dialog.tsx';
import { ContestStateChip } from './contest-state-chip.tsx';

/**
 * /contest/list — the operator's contests, server-paged, searched by name and sorted by name,
 * period, state or entries; created and edited in the shared dialog, each with its entries and
 * its draw a click away.
 */
export function ContestListPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const actions = useCallback(
    (row: ResourceRow): ExtraRowAction[] => [
      {
        key: 'entries',
        label: t('contests.openEntries', { name: String(row.name ?? '') }),
        icon: <EmojiEventsIcon />,
        onClick: () => setOpen(row.id),
      },
    ],
    [t],
  );
  const columns = useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(
    () => ({
      state: {
        flex: 0,
        width: 130,
        renderCell: ({ value }) => (value ? <ContestStateChip state={value as ContestState} /> : null),
      },
      entries: { type: 'number', flex: 0, width: 110 },
      winners: { flex: 0, width: 110 },
      actions: { width: 170 },
    }),
    [],
  );
  return (
    <>
      <ResourceList
        definition={contestResource}
        intro={t('contests.intro')}
        inlineForm
        extraActions={actions}
        columnOverrides={columns}
      />
      {open && <ContestEntriesDialog contest={open} onClose={() => setOpen(null)} />}
    </>
  );
}
