import type { ChannelPush } from '@seaberth/domain';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ChannelDriftPart } from './channel-drift.tsx';
import { useChannelHealth, useFullSync } from './channels-api.ts';

const STATE_COLOR = { ok: 'success', failed: 'error', retrying: 'warning' } as const;

function PushState({ push }: { push: ChannelPush }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={STATE_COLOR[push.state]} label={t(`channels.health.state.${push.state}`)} />
  );
}

/**
 * The sync's health: the full sync with its progress, the last push per mapped room type, and the
 * pushes the channel refused or that wait for a retry, each with the channel's own answer.
 */
export function ChannelHealthSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const health = useChannelHealth();
  const sync = useFullSync();
  const data = health.data;
  return (
    <Card component="section" aria-labelledby="channel-health-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="channel-health-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('channels.health.title')}
          </Typography>
          {canWrite && (
            <Button
              variant="contained"
              // A push already waiting is brought forward to now: asking again is never wrong.
              disabled={sync.isPending}
              onClick={() =>
                sync.mutate(undefined, { onSuccess: () => showSuccess(t('channels.health.syncStarted')) })
              }
            >
              {t('channels.health.fullSync')}
            </Button>
          )}
        </Stack>
        {health.isError && <LoadErrorAlert error={health.error} onRetry={() => health.refetch()} />}
        {sync.error && <Alert severity="error">{describeError(sync.error, t)}</Alert>}
        {data && data.sync.state !== 'idle' && (
          <Alert severity={data.sync.state === 'retrying' ? 'warning' : 'info'} role="status" sx={{ mb: 1 }}>
            {data.sync.state === 'retrying'
              ? t('channels.health.syncRetrying', {
                  at: formatInstant(data.sync.runAt),
                  attempts: data.sync.attempts,
                  message: data.sync.lastError ?? '',
                })
              : t('channels.health.syncQueued', { at: formatInstant(data.sync.runAt) })}
          </Alert>
        )}
        {data && data.roomTypes.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('channels.health.nothingMapped')}
          </Typography>
        )}
        {data && data.roomTypes.length > 0 && (
          <Table size="small" aria-label={t('channels.health.lastPushes')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('channels.health.roomType')}</TableCell>
                <TableCell>{t('channels.health.lastPush')}</TableCell>
                <TableCell>{t('channels.health.lastSuccess')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.roomTypes.map((row) => (
                <TableRow key={row.roomType}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    {row.lastPush ? (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <PushState push={row.lastPush} />
                        <span>{formatInstant(row.lastPush.at)}</span>
                      </Stack>
                    ) : (
                      t('channels.health.never')
                    )}
                  </TableCell>
                  <TableCell>
                    {row.lastSuccess ? formatInstant(row.lastSuccess) : t('channels.health.never')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && data.failures.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
              {t('channels.health.failures')}
            </Typography>
            <List dense>
              {data.failures.map((push) => (
                <ListItem key={push.id} disableGutters>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <PushState push={push} />
                        <span>
                          {t('channels.health.failureLine', {
                            at: formatInstant(push.at),
                            from: formatInstant(`${push.from}T12:00:00`, false),
                            to: formatInstant(`${push.to}T12:00:00`, false),
                            attempts: push.attempts,
                          })}
                        </span>
                      </Stack>
                    }
                    secondary={push.answer}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {data && <ChannelDriftPart drift={data.drift} />}
      </CardContent>
    </Card>
  );
}
