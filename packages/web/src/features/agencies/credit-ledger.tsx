import type { AgencyCreditEntry } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { AddCreditDialog } from './add-credit-dialog.tsx';
import {
  CREDIT_PAGE_SIZES,
  type CreditPaging,
  type CreditQuery,
  FIRST_CREDIT_PAGE,
  useAgencyCredits,
} from './agency-api.ts';
import { CreditBalances } from './credit-balances.tsx';
import { CreditEntries } from './credit-entries.tsx';
import { ReverseCreditDialog } from './reverse-credit-dialog.tsx';

export interface CreditLedgerProps {
  query: CreditQuery;
  /** One agency's ledger (its page): no agency column, new entries are for it. */
  agency?: { id: string; currency: string };
  /** The screen's filters, left of "Add entry". */
  filters?: ReactNode;
}

/**
 * Balances on top, a page of the entries below (the server pages them); entries are added and
 * reversed by agencies.update.
 */
export function CreditLedger({ query, agency, filters }: CreditLedgerProps) {
  const { t } = useTranslation();
  const canUpdate = useCan(['agencies.update']);
  const [paged, setPaged] = useState<CreditPaging & { query: CreditQuery }>({ query, ...FIRST_CREDIT_PAGE });
  // Other filters start again on the first page; the page size stays.
  const paging: CreditPaging =
    paged.query === query ? { page: paged.page, size: paged.size } : { page: 0, size: paged.size };
  const credits = useAgencyCredits(query, paging);
  const [adding, setAdding] = useState(false);
  const [reversing, setReversing] = useState<AgencyCreditEntry | null>(null);
  const data = credits.data;
  return (
    <Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {filters}
        {canUpdate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            sx={{ ml: { sm: 'auto' }, whiteSpace: 'nowrap' }}
          >
            {t('agencies.credits.add')}
          </Button>
        )}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{credits.isFetching && <LinearProgress />}</Box>
      {credits.isError && !data ? (
        <LoadErrorAlert error={credits.error} onRetry={() => credits.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : (
        <>
          <CreditBalances balances={data.balances} showAgency={!agency} />
          {data.entries.length === 0 ? (
            <Alert severity="info">{t('agencies.credits.none')}</Alert>
          ) : (
            <CreditEntries
              entries={data.entries}
              showAgency={!agency}
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
              rowsPerPageOptions={CREDIT_PAGE_SIZES}
              onRowsPerPageChange={(event) => setPaged({ query, page: 0, size: Number(event.target.value) })}
            />
          )}
        </>
      )}
      {adding && <AddCreditDialog agency={agency} onClose={() => setAdding(false)} />}
      {reversing && <ReverseCreditDialog entry={reversing} onClose={() => setReversing(null)} />}
    </Box>
  );
}
