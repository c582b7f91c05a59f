import { payProviderResource } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import { Button, Grid, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ALL_ROWS, useDeleteResource, useResourceList } from '../../resources/use-resource.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import type { PayProviderRow } from './pay-provider-api.ts';
import { PayProviderCard } from './pay-provider-card.tsx';
import { PayProviderDialog } from './pay-provider-dialog.tsx';
import { PayProviderTestDialog } from './pay-provider-test-dialog.tsx';

/**
 * /config/paymentprovider (payprovider.read): the Stripe, PayPal and Wise accounts online payments
 * go to. Adding, editing and deleting need payprovider.create / update / delete; the connection
 * test only reads.
 */
export function PayProvidersPage() {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const canCreate = useCan(['payprovider.create']);
  const canUpdate = useCan(['payprovider.update']);
  const canDelete = useCan(['payprovider.delete']);
  const list = useResourceList(payProviderResource, ALL_ROWS);
  const remove = useDeleteResource(payProviderResource);
  const [editing, setEditing] = useState<PayProviderRow | 'new' | null>(null);
  const [testing, setTesting] = useState<PayProviderRow | null>(null);
  const [deleting, setDeleting] = useState<PayProviderRow | null>(null);
  const providers = list.data?.data ?? [];

  return (
    <>
      <PageHeading
        title={t('routes.configPaymentProviders')}
        subtitle={t('payProviders.intro')}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('payProviders.create')}
            </Button>
          )
        }
      />
      {list.isPending && <LinearProgress />}
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      {list.isSuccess && providers.length === 0 && (
        <Typography color="text.secondary">{t('payProviders.empty')}</Typography>
      )}
      <Grid container spacing={2}>
        {providers.map((provider) => (
          <Grid key={provider.id} size={{ xs: 12, md: 6, xl: 4 }}>
            <PayProviderCard
              provider={provider}
              onTest={() => setTesting(provider)}
              {...(canUpdate ? { onEdit: () => setEditing(provider) } : {})}
              {...(canDelete ? { onDelete: () => setDeleting(provider) } : {})}
            />
          </Grid>
        ))}
      </Grid>
      {editing && (
        <PayProviderDialog
          {...(editing === 'new' ? {} : { provider: editing })}
          onClose={() => setEditing(null)}
        />
      )}
      {testing && (
        <PayProviderTestDialog id={testing.id} name={String(testing.name)} onClose={() => setTesting(null)} />
      )}
      {deleting && (
        <ActionDialog
          title={t('payProviders.deleteTitle', { name: String(deleting.name) })}
          submitLabel={t('payProviders.deleteConfirm')}
          destructive
          pending={remove.isPending}
          error={remove.isError ? { text: bookingErrorText(remove.error, t) } : null}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
          onSubmit={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                showSuccess(t('payProviders.deleted', { name: String(deleting.name) }));
                setDeleting(null);
              },
            })
          }
          testId="pay-provider-delete"
        >
          <Typography>{t('payProviders.deleteText')}</Typography>
        </ActionDialog>
      )}
    </>
  );
}
