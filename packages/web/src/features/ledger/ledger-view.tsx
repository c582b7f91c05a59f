import type { LedgerEntry } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import {
  FIRST_LEDGER_PAGE,
  LEDGER_PAGE_SIZES,
  type LedgerBalance,
  type LedgerDefinition,
  type LedgerPaging,
  type LedgerQuery,
  useLedger,
} from './ledger-api.ts';
import { LedgerBalances } from './ledger-balances.tsx';
import { LedgerEntries } from './ledger-entries.tsx';
import { ReverseEntryDialog } from './reverse-entry-dialog.tsx';

export interface LedgerViewProps<Entry extends LedgerEntry<string>, Balance extends LedgerBalance> {
  ledger: LedgerDefinition<Entry, Balance>;
  /** The filters; pass a memoised object, a new one starts on the first page again. */
  query: LedgerQuery;
  /** One owner's ledger (its page): no owner column, its balances named "Balance". */
  single?: boolean;
  /** The screen's filters, left of "Add entry". */
  filters?: ReactNode;
  /** The dialog "Add entry" opens (shown to those who may change the ledger). */
  addDialog?: (onClose: () => void) => ReactNode;
}

/**
 * Balances on top, a page of the entries below (the server pages them); entries are added and
 * reversed by those holding the ledger's update scope.
 */
export function LedgerView<Entry extends LedgerEntry<string>, Balance extends LedgerBalance>({
  ledger,
  query,
  single = false,
  filters,
  addDialog,
}: LedgerViewProps<Entry, Balance>) {
  const { t } = useTranslation();
  const canUpdate = useCan(ledger.updateScopes);
  const [paged, setPaged] = useState<LedgerPaging & { query: LedgerQuery }>({ query, ...FIRST_LEDGER_PAGE });
  // Other filters start again on the first page; the page size stays.
  const paging: LedgerPaging =
    paged.query === query ? { page: paged.page, size: paged.size } : { page: 0, size: paged.size };
  const ledgerPage = useLedger(ledger, query, paging);
  const [adding, setAdding] = useState(false);
  const [reversing, setReversing] = useState<Entry | null>(null);
  const data = ledgerPage.data;
  return (
    <Box>
      {(filters || (canUpdate && addDialog)) && (
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
        >
          {filters}
          {canUpdate && addDialog && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              sx={{ ml: { sm: 'auto' }, whiteSpace: 'nowrap' }}
            >
              {t(`${ledger.texts}.add`)}
            </Button>
          )}
        </Stack>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{ledgerPage.isFetching && <LinearProgress />}</Box>
      {ledgerPage.isError && !data ? (
        <LoadErrorAlert error={ledgerPage.error} onRetry={() => ledgerPage.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : (
        <>
          <LedgerBalances ledger={ledger} balances={data.balances} showOwner={!single} />
          {data.entries.length === 0 ? (
            <Alert severity="info">{t(`${ledger.texts}.none`)}</Alert>
          ) : (
            <LedgerEntries
              ledger={ledger}
              entries={data.entries}
              showOwner={!single}
              onReverse={canUpdate ? setReversing : undefined}
            />
          )}
          {data.total > 0 && (
            <TablePagination
              component="div"
              count={data.total}
              page={paging.page}
              onPageChange={(_event, page) => setPaged({ query, page, size: paging.size })}
              rowsPerPage={paging.size}
              rowsPerPageOptions={LEDGER_PAGE_SIZES}
              onRowsPerPageChange={(event) => setPaged({ query, page: 0, size: Number(event.target.value) })}
            />
          )}
        </>
      )}
      {adding && addDialog?.(() => setAdding(false))}
      {reversing && (
        <ReverseEntryDialog ledger={ledger} entry={reversing} onClose={() => setReversing(null)} />
      )}
    </Box>
  );
}
