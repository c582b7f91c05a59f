import { Alert, Box, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { ENTRY_PAGE_SIZES, FIRST_PAGE, type Paging, useAssignEntry, useBankReview } from './bank-api.ts';
import type { BankSuggestion, ReviewEntryRow } from './bank-types.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { ReviewEntry } from './review-entry.tsx';

/**
 * Money received and not yet assigned, each entry with the bookings it probably pays: one click
 * assigns a suggestion (what is left of the entry, at most the booking's open amount).
 */
export function BankReviewTab({ bank }: { bank: string }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const canAssign = useCan(['bankentries.update']);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const review = useBankReview(bank, paging);
  const assign = useAssignEntry();
  const [other, setOther] = useState<ReviewEntryRow | null>(null);
  const [failed, setFailed] = useState<{ entry: string; text: string } | null>(null);
  const pending = assign.isPending ? assign.variables?.body.booking : null;

  const accept = (entry: ReviewEntryRow, suggestion: BankSuggestion) => {
    setFailed(null);
    assign.mutate(
      { entry: entry.id, body: { booking: suggestion.booking } },
      {
        onSuccess: () => showSuccess(t('bank.review.assigned', { booking: suggestion.bookingNo })),
        onError: (error) => setFailed({ entry: entry.id, text: bookingErrorText(error, t) }),
      },
    );
  };

  const data = review.data;
  return (
    <Box>
      <Box sx={{ height: 4, mb: 1 }}>{review.isFetching && <LinearProgress />}</Box>
      {review.isError && !data ? (
        <LoadErrorAlert error={review.error} onRetry={() => review.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : data.data.length === 0 ? (
        <Alert severity="success">{t('bank.review.none')}</Alert>
      ) : (
        <Stack spacing={1.5}>
          {data.data.map((entry) => (
            <Box key={entry.id}>
              {failed?.entry === entry.id && (
                <Alert severity="error" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
                  {failed.text}
                </Alert>
              )}
              <ReviewEntry
                entry={entry}
                pendingBooking={pending}
                onAccept={canAssign ? (suggestion) => accept(entry, suggestion) : undefined}
                onOther={canAssign ? () => setOther(entry) : undefined}
              />
            </Box>
          ))}
          <TablePagination
            component="div"
            count={data.total}
            page={paging.page}
            onPageChange={(_event, page) => setPaging({ page, size: paging.size })}
            rowsPerPage={paging.size}
            rowsPerPageOptions={ENTRY_PAGE_SIZES}
            onRowsPerPageChange={(event) => setPaging({ page: 0, size: Number(event.target.value) })}
          />
        </Stack>
      )}
      {other && <AssignDialog entry={other} onClose={() => setOther(null)} />}
    </Box>
  );
}
