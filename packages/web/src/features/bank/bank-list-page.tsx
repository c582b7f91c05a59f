import { bankResource } from '@seaberth/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { formatIban } from './bank-format.ts';

/** /bank/list — the accounts as the generic list; an account opens its page. */
export function BankListPage() {
  const { t } = useTranslation();
  const columns = useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(
    () => ({
      iban: {
        minWidth: 240,
        valueFormatter: (value) => (typeof value === 'string' ? formatIban(value) : ''),
      },
    }),
    [],
  );
  return (
    <ResourceList
      definition={bankResource}
      intro={t('bank.list.intro')}
      createPath="/bank/create"
      editPath={(id) => `/bank/${id}`}
      columnOverrides={columns}
    />
  );
}
