import { type BankEntryState, bankEntryResource } from '@seaberth/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../app/session-context.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { useMoney } from '../../ui/use-money.ts';
import { BankEntryStateChip } from './bank-entry-state-chip.tsx';

/**
 * /bank/entry/list — the entries of every account through the generic list (filtered by account,
 * state and source); an entry opens its account, where it is assigned.
 */
export function BankEntryListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { format } = useMoney();
  const canOpen = useCan(['banks.update']);
  const columns = useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(
    () => ({
      amount: {
        type: 'number',
        valueFormatter: (value, row) =>
          typeof value === 'number' ? format(value, String(row.currency ?? 'EUR')) : '',
      },
      remittance: { flex: 2, minWidth: 220 },
      state: {
        width: 150,
        renderCell: ({ value }) => (value ? <BankEntryStateChip state={value as BankEntryState} /> : null),
      },
    }),
    [format],
  );
  return (
    <ResourceList
      definition={bankEntryResource}
      title={t('routes.bankEntryList')}
      intro={t('bank.entryList.intro')}
      columnOverrides={columns}
      onOpenRow={canOpen ? (row) => navigate(`/bank/${String(row.bank)}`) : undefined}
      filterFromUrl
    />
  );
}
