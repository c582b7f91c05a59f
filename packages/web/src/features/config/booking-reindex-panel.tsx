import { Button, Card, CardHeader, LinearProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';

/**
 * SPEC §7 `POST /api/bookings/reindex` for administrators: the figures each booking keeps for the
 * lists (lead guest, total, paid) worked out again after data came in around the app.
 */
export function BookingReindexPanel() {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const run = useMutation({
    mutationFn: () => api.POST('/api/bookings/reindex'),
    onSuccess: (result) => showSuccess(t('config.reindex.done', result)),
    onError: showError,
  });
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardHeader
        title={t('config.reindex.title')}
        subheader={t('config.reindex.intro')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={
          <Button variant="outlined" onClick={() => run.mutate()} disabled={run.isPending}>
            {t('config.reindex.run')}
          </Button>
        }
      />
      {run.isPending && <LinearProgress aria-label={t('config.reindex.run')} />}
    </Card>
  );
}
