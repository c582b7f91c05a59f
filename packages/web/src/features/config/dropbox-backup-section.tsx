import type { DropboxBackupState } from '@seaberth/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { dropboxConnected, useDropboxState, useSaveDropbox } from './dropbox-backup-api.ts';

/**
 * Backups copied to Dropbox, in the backups panel: whether it is connected, where to, how the last
 * copy went, and the connection to make, change or remove. The token is written, never read back.
 */
export function DropboxBackupSection() {
  const { t } = useTranslation();
  const state = useDropboxState();
  const [dialog, setDialog] = useState<'connect' | 'disconnect' | null>(null);
  const titleId = useId();
  const dropbox = state.data;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('config.backups.dropbox.title')}
        </Typography>
        {dropbox && <StateChip state={dropbox} />}
      </Stack>
      {state.isError && <LoadErrorAlert error={state.error} onRetry={() => state.refetch()} />}
      {dropbox && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {dropbox.tokenStored
              ? t('config.backups.dropbox.folderIs', { folder: dropbox.folder })
              : t('config.backups.dropbox.intro')}
          </Typography>
          <LastUpload state={dropbox} />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button variant="outlined" onClick={() => setDialog('connect')}>
              {dropbox.tokenStored ? t('config.backups.dropbox.change') : t('config.backups.dropbox.connect')}
            </Button>
            {dropbox.tokenStored && (
              <Button color="error" onClick={() => setDialog('disconnect')}>
                {t('config.backups.dropbox.disconnect')}
              </Button>
            )}
          </Stack>
          {dialog === 'connect' && <ConnectDialog state={dropbox} onClose={() => setDialog(null)} />}
          {dialog === 'disconnect' && <DisconnectDialog state={dropbox} onClose={() => setDialog(null)} />}
        </>
      )}
    </Box>
  );
}

function StateChip({ state }: { state: DropboxBackupState }) {
  const { t } = useTranslation();
  if (dropboxConnected(state))
    return <Chip size="small" color="success" label={t('config.backups.dropbox.connected')} />;
  return (
    <Chip
      size="small"
      label={
        state.tokenStored ? t('config.backups.dropbox.paused') : t('config.backups.dropbox.notConnected')
      }
    />
  );
}

/** The last copy: where it went, or what Dropbox (or the way there) said. */
function LastUpload({ state }: { state: DropboxBackupState }) {
  const { t } = useTranslation();
  const last = state.lastUpload;
  if (!last)
    return state.tokenStored ? (
      <Typography variant="body2">{t('config.backups.dropbox.noUpload')}</Typography>
    ) : null;
  const at = formatInstant(last.at);
  return last.ok ? (
    <Typography variant="body2">
      {t('config.backups.dropbox.lastUpload', { at, name: last.name, path: last.message })}
    </Typography>
  ) : (
    <Alert severity="error" sx={{ py: 0 }}>
      {t('config.backups.dropbox.lastError', { at, name: last.name, message: last.message })}
    </Alert>
  );
}

/** Connects, or changes the connection: an empty token field keeps the stored token. */
function ConnectDialog({ state, onClose }: { state: DropboxBackupState; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const save = useSaveDropbox();
  const [token, setToken] = useState('');
  const [folder, setFolder] = useState(state.folder);
  const [enabled, setEnabled] = useState(state.tokenStored ? state.enabled : true);
  const typed = token.trim();
  return (
    <ActionDialog
      title={
        state.tokenStored ? t('config.backups.dropbox.changeTitle') : t('config.backups.dropbox.connectTitle')
      }
      submitLabel={t('config.backups.dropbox.save')}
      onSubmit={() =>
        save.mutate(
          { enabled, folder, ...(typed ? { token: typed } : {}) },
          {
            onSuccess: () => {
              showSuccess(t('config.backups.dropbox.saved'));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      pending={save.isPending}
      error={save.error ? { text: describeError(save.error, t) } : null}
      submitDisabled={!state.tokenStored && !typed}
      testId="dropbox-connect-dialog"
    >
      <TextField
        type="password"
        autoComplete="off"
        label={t('config.backups.dropbox.token')}
        value={token}
        onChange={(e) => setToken(e.target.value)}
        helperText={
          state.tokenStored ? t('config.backups.dropbox.tokenKept') : t('config.backups.dropbox.tokenHelp')
        }
        required={!state.tokenStored}
        autoFocus
      />
      <TextField
        label={t('config.backups.dropbox.folder')}
        value={folder}
        onChange={(e) => setFolder(e.target.value)}
        helperText={t('config.backups.dropbox.folderHelp')}
      />
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
        label={t('config.backups.dropbox.enabled')}
      />
    </ActionDialog>
  );
}

/** Removes the stored token and stops the copies; what is in Dropbox stays there. */
function DisconnectDialog({ state, onClose }: { state: DropboxBackupState; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const save = useSaveDropbox();
  return (
    <ActionDialog
      title={t('config.backups.dropbox.disconnectTitle')}
      submitLabel={t('config.backups.dropbox.disconnect')}
      destructive
      onSubmit={() =>
        save.mutate(
          { enabled: false, folder: state.folder, token: null },
          {
            onSuccess: () => {
              showSuccess(t('config.backups.dropbox.disconnected'));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      pending={save.isPending}
      error={save.error ? { text: describeError(save.error, t) } : null}
    >
      <Typography>{t('config.backups.dropbox.disconnectText', { folder: state.folder })}</Typography>
    </ActionDialog>
  );
}
