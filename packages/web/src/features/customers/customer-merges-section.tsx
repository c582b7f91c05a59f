import type { CustomerMerge } from '@seaberth/domain';
import { Button, List, ListItem, ListItemText } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { QuerySection } from '../../app/query-section.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

const mergesKey = (customer: string) => [...resourceKeys('customer').detail(customer), 'merges'] as const;

/**
 * "Merged records" on a customer's record (issue 37, `GET /api/customer/{id}/merges`): the
 * duplicates merged into this customer, newest first, each with an Undo while it may be undone
 * (30 days). For those who may change customers; shown only when there is a merge.
 */
export function CustomerMergesSection({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState<CustomerMerge | null>(null);
  const merges = useQuery({
    queryKey: mergesKey(customer),
    queryFn: () => api.GET('/api/customer/{id}/merges', { path: { id: customer } }),
    meta: { silent: true },
  });
  const undo = useMutation({
    meta: { silent: true },
    mutationFn: (merge: CustomerMerge) =>
      api.POST('/api/customer/merge/{merge}/undo', { path: { merge: merge.id } }),
    onSuccess: async (_answer, merge) => {
      setUndoing(null);
      showSuccess(t('customers.merges.undone', { name: merge.removed.fullName }));
      await queryClient.invalidateQueries({ queryKey: resourceKeys('customer').all });
    },
  });
  if (!merges.isError && (merges.data?.length ?? 0) === 0) return null;
  return (
    <>
      <QuerySection
        id="customer-merges"
        testId="customer-merges"
        title={t('customers.merges.title')}
        query={merges}
        isEmpty={(data) => data.length === 0}
        empty={null}
        sx={{ mt: 2 }}
      >
        {(data) => (
          <List dense disablePadding>
            {data.map((merge) => (
              <ListItem
                key={merge.id}
                divider
                secondaryAction={
                  merge.undoable && (
                    <Button onClick={() => setUndoing(merge)}>{t('customers.merges.undo')}</Button>
                  )
                }
              >
                <ListItemText
                  primary={[merge.removed.fullName, merge.removed.email].filter(Boolean).join(' · ')}
                  secondary={
                    merge.undoneAt
                      ? t('customers.merges.wasUndone', { when: formatDate(merge.undoneAt, true) })
                      : t(merge.undoable ? 'customers.merges.mergedUntil' : 'customers.merges.merged', {
                          when: formatDate(merge.createdAt, true),
                          by: merge.byName || '–',
                          until: formatDate(merge.undoUntil, true),
                        })
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </QuerySection>
      {undoing && (
        <ActionDialog
          title={t('customers.merges.confirmTitle')}
          submitLabel={t('customers.merges.undo')}
          onSubmit={() => undo.mutate(undoing)}
          onClose={() => {
            undo.reset();
            setUndoing(null);
          }}
          pending={undo.isPending}
          error={undo.isError ? { text: describeError(undo.error, t) } : null}
        >
          {t('customers.merges.confirmText', { name: undoing.removed.fullName })}
        </ActionDialog>
      )}
    </>
  );
}
