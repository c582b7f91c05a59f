import { Alert, Box, LinearProgress, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { ENTRY_PAGE_SIZES, FIRST_PAGE, type Paging, useEntryList } from './bank-api.ts';
import { BankEntriesTable } from './bank-entries-table.tsx';
import type { BankEntryRow } from './bank-types.ts';
import { AssignDialog } from './assign-dialog.tsx';

/** Manual or temporary payments of every account, a page at a time, each assignable from here. */
export function AllAccountsEntries({ kind, empty }: { kind: 'manual' | 'temporary'; empty: string }) {
  const { t } = useTranslation();
  const canAssign = useCan(['bankentries.update']);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const entries = useEntryList(kind, paging);
  const [assigning, setAssigning] = useState<BankEntryRow | null>(null);
  const data = entries.data;
  return (
    <Box>
      <Box sx={{ height: 4, mb: 1 }}>{entries.isFetching && <LinearProgress />}</Box>
      {entries.isError && !data ? (
        <LoadErrorAlert error={entries.error} onRetry={() => entries.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : data.data.length === 0 ? (
        <Alert severity="info">{empty}</Alert>
      ) : (
        <>
          <BankEntriesTable entries={data.data} showAccount onAssign={canAssign ? setAssigning : undefined} />
          <TablePagination
            component="div"
            count={data.total}
            page={paging.page}
            onPageChange={(_event, page) => setPaging({ page, size: paging.size })}
            rowsPerPage={paging.size}
            rowsPerPageOptions={ENTRY_PAGE_SIZES}
            onRowsPerPageChange={(event) => setPaging({ page: 0, size: Number(event.target.value) })}
          />
        </>
      )}
      {assigning && <AssignDialog entry={assigning} onClose={() => setAssigning(null)} />}
    </Box>
  );
}
