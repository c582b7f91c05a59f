import type { DuplicateCustomer, DuplicatePair } from '@seaberth/domain';
import { Box, Button, Chip, Link, Paper, Stack, TablePagination, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Under the customers' keys: a merge changes customers, and every customer list refreshes with it. */
export const duplicatesKey = [...resourceKeys('customer').all, 'duplicates'] as const;

const PAGE_SIZE = 25;

/** A merge asked for: `survivor` stays, `other` is merged into it. */
interface MergeChoice {
  survivor: DuplicateCustomer;
  other: DuplicateCustomer;
}

/**
 * /customer/duplicates — customers that look like the same person, side by side with what matched
 * (issue 37): merged into the left or the right one after a confirmation, or marked as two people.
 */
export function CustomerDuplicatesPage() {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [merging, setMerging] = useState<MergeChoice | null>(null);
  const pairs = useQuery({
    queryKey: [...duplicatesKey, page],
    queryFn: () => api.GET('/api/customer/duplicates', { query: { page, size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys('customer').all });
  const merge = useMutation({
    meta: { silent: true },
    mutationFn: ({ survivor, other }: MergeChoice) =>
      api.POST('/api/customer/{id}/merge/{other}', { path: { id: survivor.id, other: other.id } }),
    onSuccess: async (_answer, { survivor, other }) => {
      setMerging(null);
      showSuccess(t('customers.duplicates.merged', { other: other.fullName, survivor: survivor.fullName }));
      await refresh();
    },
  });
  const dismiss = useMutation({
    mutationFn: (pair: DuplicatePair) =>
      api.POST('/api/customer/duplicates/{id}/{other}/dismiss', {
        path: { id: pair.a.id, other: pair.b.id },
      }),
    onSuccess: async () => {
      showSuccess(t('customers.duplicates.dismissed'));
      await refresh();
    },
  });
  const data = pairs.data;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
        {t('routes.customerDuplicates')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('customers.duplicates.intro')}
      </Typography>
      {pairs.isError ? (
        <LoadErrorAlert error={pairs.error} onRetry={() => void pairs.refetch()} />
      ) : !data ? (
        <Typography>{t('resources.common.loading')}</Typography>
      ) : data.data.length === 0 ? (
        <Typography data-testid="duplicates-empty">{t('customers.duplicates.empty')}</Typography>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.data.map((pair) => (
            <Paper
              key={`${pair.a.id}-${pair.b.id}`}
              component="li"
              variant="outlined"
              aria-label={t('customers.duplicates.pair', { a: pair.a.fullName, b: pair.b.fullName })}
              sx={{ p: 2 }}
            >
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography variant="body2" color="text.secondary">
                  {t('customers.duplicates.matched')}
                </Typography>
                {pair.reasons.map((reason) => (
                  <Chip
                    key={reason}
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={t(`customers.duplicates.reasons.${reason}`)}
                  />
                ))}
              </Stack>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                {/* Each side keeps itself: with two records of one name, "left" or a name would not say which. */}
                <CustomerCard
                  customer={pair.a}
                  onKeep={() => setMerging({ survivor: pair.a, other: pair.b })}
                />
                <CustomerCard
                  customer={pair.b}
                  onKeep={() => setMerging({ survivor: pair.b, other: pair.a })}
                />
              </Box>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                <PendingButton
                  pending={dismiss.isPending && dismiss.variables === pair}
                  onClick={() => dismiss.mutate(pair)}
                >
                  {t('customers.duplicates.notSame')}
                </PendingButton>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {data && data.total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
      {merging && (
        <ActionDialog
          title={t('customers.duplicates.confirmTitle')}
          submitLabel={t('customers.duplicates.confirm')}
          destructive
          onSubmit={() => merge.mutate(merging)}
          onClose={() => {
            merge.reset();
            setMerging(null);
          }}
          pending={merge.isPending}
          error={merge.isError ? { text: describeError(merge.error, t) } : null}
        >
          <Typography>
            {t('customers.duplicates.confirmText', {
              other: merging.other.fullName,
              survivor: merging.survivor.fullName,
            })}
          </Typography>
        </ActionDialog>
      )}
    </Box>
  );
}

/** One side of a pair: who, born when, how to reach them, how many bookings, since when on file. */
function CustomerCard({ customer, onKeep }: { customer: DuplicateCustomer; onKeep: () => void }) {
  const { t } = useTranslation();
  const since = formatDate(customer.createdAt, true);
  const rows: [string, string][] = [
    [t('customers.duplicates.birthday'), customer.birthday ? formatDate(customer.birthday, false) : '–'],
    [t('customers.duplicates.email'), customer.email || '–'],
    [t('customers.duplicates.phone'), customer.phone || '–'],
    [t('customers.duplicates.bookings'), String(customer.bookings)],
    [t('customers.duplicates.created'), since],
  ];
  return (
    <Box
      role="group"
      aria-label={t('customers.duplicates.record', { name: customer.fullName, since })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Link component={RouterLink} to={`/customer/view/${customer.id}`} variant="subtitle1">
        {customer.fullName}
      </Link>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" size="small" onClick={onKeep} sx={{ mt: 1.5 }}>
        {t('customers.duplicates.keep')}
      </Button>
    </Box>
  );
}
