import type { BankEntryPayment } from '@seaberth/domain';
import { Alert, Box, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { ENTRY_PAGE_SIZES, FIRST_PAGE, type Paging, useBankEntries } from './bank-api.ts';
import { BankEntriesTable } from './bank-entries-table.tsx';
import { BankEntryFilters } from './bank-entry-filters.tsx';
import type { BankEntryRow, EntryFilters } from './bank-types.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { TakeBackDialog } from './take-back-dialog.tsx';

const NO_FILTERS: EntryFilters = { state: '', from: '', to: '', search: '' };

/** One account's entries, a page at a time from the server, filtered; assigned and taken back here. */
export function BankEntriesTab({ bank }: { bank: string }) {
  const { t } = useTranslation();
  const canAssign = useCan(['bankentries.update']);
  const [typed, setTyped] = useState<EntryFilters>(NO_FILTERS);
  const search = useDebouncedValue(typed.search);
  // A period turned round is not asked for: the field says why.
  const backwards = Boolean(typed.from && typed.to && typed.to < typed.from);
  const filters = useMemo<EntryFilters>(
    () => ({ ...typed, search, ...(backwards ? { from: '', to: '' } : {}) }),
    [typed, search, backwards],
  );
  const [paged, setPaged] = useState<Paging & { filters: EntryFilters }>({ filters, ...FIRST_PAGE });
  // Other filters start again on the first page; the page size stays.
  const paging: Paging =
    paged.filters === filters ? { page: paged.page, size: paged.size } : { page: 0, size: paged.size };
  const entries = useBankEntries(bank, filters, paging);
  const [assigning, setAssigning] = useState<BankEntryRow | null>(null);
  const [takingBack, setTakingBack] = useState<{ payment: BankEntryPayment; currency: string } | null>(null);
  const data = entries.data;
  return (
    <Box>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <BankEntryFilters value={typed} onChange={setTyped} />
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{entries.isFetching && <LinearProgress />}</Box>
      {entries.isError && !data ? (
        <LoadErrorAlert error={entries.error} onRetry={() => entries.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : data.data.length === 0 ? (
        <Alert severity="info">{t('bank.entries.none')}</Alert>
      ) : (
        <>
          <BankEntriesTable
            entries={data.data}
            onAssign={canAssign ? setAssigning : undefined}
            onTakeBack={
              canAssign ? (payment, entry) => setTakingBack({ payment, currency: entry.currency }) : undefined
            }
          />
          <TablePagination
            component="div"
            count={data.total}
            page={paging.page}
            onPageChange={(_event, page) => setPaged({ filters, page, size: paging.size })}
            rowsPerPage={paging.size}
            rowsPerPageOptions={ENTRY_PAGE_SIZES}
            onRowsPerPageChange={(event) => setPaged({ filters, page: 0, size: Number(event.target.value) })}
          />
        </>
      )}
      {assigning && <AssignDialog entry={assigning} onClose={() => setAssigning(null)} />}
      {takingBack && (
        <TakeBackDialog
          payment={takingBack.payment}
          currency={takingBack.currency}
          onClose={() => setTakingBack(null)}
        />
      )}
    </Box>
  );
}
