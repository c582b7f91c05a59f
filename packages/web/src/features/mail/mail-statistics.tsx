import { MAIL_STATUSES, type MailStatus } from '@seaberth/domain';
import { Alert, Box, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMailStatistics } from './use-mail-queue.ts';

const STATUS_COLOURS: Record<MailStatus, string> = {
  queued: 'info.main',
  sending: 'warning.main',
  sent: 'success.main',
  failed: 'error.main',
};

/** One card per status, and a warning when nothing can go out because SMTP is missing. */
export function MailStatistics() {
  const { t } = useTranslation();
  const { data } = useMailStatistics();
  return (
    <Box sx={{ mb: 2 }}>
      {data?.transport === 'none' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('mail.noTransport')}{' '}
          <Link component={RouterLink} to="/config/mail">
            {t('mail.noTransportLink')}
          </Link>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        {MAIL_STATUSES.map((status) => (
          <Card
            key={status}
            variant="outlined"
            sx={{ borderLeft: 4, borderLeftColor: STATUS_COLOURS[status] }}
          >
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography variant="body2" color="text.secondary">
                {t(`resources.options.status.${status}`)}
              </Typography>
              <Typography variant="h5" component="p" aria-label={t(`resources.options.status.${status}`)}>
                {data ? data.counts[status] : <Skeleton width={40} />}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
