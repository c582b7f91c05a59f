import type { XeroSettingsView } from '@seaberth/domain';
import SettingsIcon from '@mui/icons-material/Settings';
import SyncIcon from '@mui/icons-material/Sync';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useSaveXeroSettings, useTestXero } from './plugins-api.ts';
import { XeroExportsTable } from './xero-exports-table.tsx';
import { XeroSettingsDialog } from './xero-settings-dialog.tsx';

/** Xero: whether it is on, the connection test, auto-push, and the latest pushes. */
export function XeroCard({ settings }: { settings: XeroSettingsView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const test = useTestXero();
  const save = useSaveXeroSettings();
  const configured = Boolean(settings.clientId && settings.clientSecretStored);
  const { clientSecretStored: _stored, autoPushSince: _since, ...plain } = settings;
  return (
    <Card variant="outlined" data-testid="xero-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              Xero
            </Typography>
            <Chip
              size="small"
              color={settings.enabled ? 'success' : 'default'}
              variant="outlined"
              label={t(settings.enabled ? 'plugins.on' : 'plugins.off')}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('plugins.xero.intro')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setEditing(true)}>
              {t('plugins.settings')}
            </Button>
            <PendingButton
              startIcon={<SyncIcon />}
              pending={test.isPending}
              disabled={!configured}
              onClick={() => test.mutate()}
            >
              {t('plugins.xero.test')}
            </PendingButton>
          </Stack>
          {test.isPending && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('plugins.xero.testing')}
            </Typography>
          )}
          {test.data && (
            <Alert severity="success" data-testid="xero-test-result">
              {t('plugins.xero.connected', { organisation: test.data.organisation })}
            </Alert>
          )}
          {test.isError && <Alert severity="error">{bookingErrorText(test.error, t)}</Alert>}
          <FormControlLabel
            control={
              <Switch
                checked={settings.autoPush}
                disabled={!settings.enabled || save.isPending}
                onChange={(event) => save.mutate({ ...plain, autoPush: event.target.checked })}
              />
            }
            label={t('plugins.xero.autoPush')}
          />
          {save.isError && <Alert severity="error">{bookingErrorText(save.error, t)}</Alert>}
          <Divider />
          <Typography variant="subtitle2" component="h3">
            {t('plugins.xero.exports')}
          </Typography>
          <XeroExportsTable />
        </Stack>
      </CardContent>
      {editing && <XeroSettingsDialog stored={settings} onClose={() => setEditing(false)} />}
    </Card>
  );
}
