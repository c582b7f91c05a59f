import { type ChannelConnection, hasAnyScope } from '@seaberth/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useSession } from '../../app/session-context.ts';
import { ChannelHealthSection } from './channel-health-section.tsx';
import { ChannelMappingSection } from './channel-mapping-section.tsx';
import { useChannelConnection, useSaveChannelConnection, useTestChannelConnection } from './channels-api.ts';

const STATUS_COLOR = {
  ok: 'success',
  failing: 'error',
  untested: 'default',
  notConnected: 'default',
} as const;

/**
 * /config/ota (suapi.read or suapi.all, feature ota): the channel manager — the connection (its
 * API key written, never shown), the mapping of our room types and price lists to the channel's,
 * the full sync and the sync's health on one screen.
 */
export function ChannelsPage() {
  const { t } = useTranslation();
  const connection = useChannelConnection();
  const canWrite = useCanWrite();
  return (
    <Box>
      <PageHeading title={t('channels.title')} subtitle={t('channels.intro')} />
      {connection.isPending && <CircularProgress aria-label={t('resources.common.loading')} />}
      {connection.isError && <LoadErrorAlert error={connection.error} onRetry={() => connection.refetch()} />}
      {connection.data && (
        <Stack spacing={2}>
          <ConnectionCard connection={connection.data} canWrite={canWrite} />
          {connection.data.status !== 'notConnected' && (
            <ChannelMappingSection connected={connection.data.status === 'ok'} canWrite={canWrite} />
          )}
          <ChannelHealthSection canWrite={canWrite && connection.data.status !== 'notConnected'} />
        </Stack>
      )}
    </Box>
  );
}

function useCanWrite(): boolean {
  const { principal } = useSession();
  return hasAnyScope(principal, ['suapi.all']);
}

function ConnectionCard({ connection, canWrite }: { connection: ChannelConnection; canWrite: boolean }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const test = useTestChannelConnection();
  const [editing, setEditing] = useState(false);
  const missing = connection.missing.map((part) => t(`channels.connection.part.${part}`)).join(', ');
  return (
    <Card component="section" aria-labelledby="channel-connection-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="channel-connection-title" variant="h6" component="h2">
            {t('channels.connection.title')}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLOR[connection.status]}
            label={t(`channels.connection.status.${connection.status}`)}
          />
          {!connection.enabled && connection.status !== 'notConnected' && (
            <Chip size="small" label={t('channels.connection.paused')} />
          )}
        </Stack>
        {connection.status === 'notConnected' && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('channels.connection.missing', { missing })}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
        >
          <Entry term={t('channels.connection.baseUrl')} value={connection.baseUrl || '—'} />
          <Entry term={t('channels.connection.propertyId')} value={connection.propertyId || '—'} />
          <Entry
            term={t('channels.connection.apiKey')}
            value={
              connection.apiKeySet ? t('channels.connection.keySet') : t('channels.connection.keyNotSet')
            }
          />
          {connection.webhookSecret && (
            <Entry
              term={t('channels.connection.webhook')}
              value={t('channels.connection.webhookValue', {
                url: `${window.location.origin}/api/ota/webhook`,
                secret: connection.webhookSecret,
              })}
            />
          )}
        </Box>
        {connection.lastCheck && (
          <Alert severity={connection.lastCheck.ok ? 'success' : 'error'} sx={{ mt: 1, py: 0 }}>
            {t(
              connection.lastCheck.ok ? 'channels.connection.checkedOk' : 'channels.connection.checkedFailed',
              {
                at: formatInstant(connection.lastCheck.at),
                message: connection.lastCheck.message,
              },
            )}
          </Alert>
        )}
        {test.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {describeError(test.error, t)}
          </Alert>
        )}
        {canWrite && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('channels.connection.edit')}
            </Button>
            <Button
              onClick={() =>
                test.mutate(undefined, { onSuccess: () => showSuccess(t('channels.connection.tested')) })
              }
              disabled={connection.status === 'notConnected' || test.isPending}
            >
              {t('channels.connection.test')}
            </Button>
          </Stack>
        )}
        {editing && <ConnectionDialog connection={connection} onClose={() => setEditing(false)} />}
      </CardContent>
    </Card>
  );
}

function Entry({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

/** Edits the connection: an empty key field keeps the stored key. */
function ConnectionDialog({ connection, onClose }: { connection: ChannelConnection; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const save = useSaveChannelConnection();
  const [baseUrl, setBaseUrl] = useState(connection.baseUrl || 'https://app.channex.io/api/v1');
  const [propertyId, setPropertyId] = useState(connection.propertyId);
  const [apiKey, setApiKey] = useState('');
  const [enabled, setEnabled] = useState(connection.apiKeySet ? connection.enabled : true);
  const typed = apiKey.trim();
  return (
    <ActionDialog
      title={t('channels.connection.editTitle')}
      submitLabel={t('channels.connection.save')}
      onSubmit={() =>
        save.mutate(
          { enabled, baseUrl, propertyId, ...(typed ? { apiKey: typed } : {}) },
          {
            onSuccess: () => {
              showSuccess(t('channels.connection.saved'));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      pending={save.isPending}
      error={save.error ? { text: describeError(save.error, t) } : null}
      testId="channel-connection-dialog"
    >
      <TextField
        label={t('channels.connection.baseUrl')}
        value={baseUrl}
        onChange={(e) => setBaseUrl(e.target.value)}
        helperText={t('channels.connection.baseUrlHelp')}
        autoFocus
      />
      <TextField
        label={t('channels.connection.propertyId')}
        value={propertyId}
        onChange={(e) => setPropertyId(e.target.value)}
      />
      <TextField
        type="password"
        autoComplete="off"
        label={t('channels.connection.apiKey')}
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        helperText={
          connection.apiKeySet ? t('channels.connection.keyKept') : t('channels.connection.keyHelp')
        }
      />
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
        label={t('channels.connection.enabled')}
      />
    </ActionDialog>
  );
}
