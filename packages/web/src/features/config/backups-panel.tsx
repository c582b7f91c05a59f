import { formatDate } from '@seaberth/domain';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Divider,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { dropboxConnected, useCopyToDropbox, useDropboxState } from './dropbox-backup-api.ts';
import { DropboxBackupSection } from './dropbox-backup-section.tsx';

const BACKUPS_KEY = ['settings', 'backups'] as const;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}

/**
 * Backups of the whole database on the server: made on demand, listed, downloaded, copied to
 * Dropbox when it is connected (admins).
 */
export function BackupsPanel() {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const backups = useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: () => api.GET('/api/settings/backup/local'),
  });
  const dropbox = useDropboxState();
  const copy = useCopyToDropbox();
  const copying = copy.isPending ? copy.variables : undefined;
  const toDropbox = (name: string) =>
    copy.mutate(name, {
      onSuccess: (stored) => showSuccess(t('config.backups.dropbox.copied', { name, path: stored.path })),
      onError: showError,
    });
  const make = useMutation({
    mutationFn: () => api.POST('/api/settings/backup'),
    onSuccess: (file) => {
      showSuccess(t('config.backups.made', { name: file.name }));
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY });
    },
  });
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardHeader
        title={t('config.backups.title')}
        subheader={t('config.backups.intro')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={
          <Button variant="contained" onClick={() => make.mutate()} disabled={make.isPending}>
            {t('config.backups.make')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {(make.isPending || backups.isFetching) && <LinearProgress sx={{ mb: 1 }} />}
        {backups.isError ? (
          <LoadErrorAlert error={backups.error} onRetry={() => backups.refetch()} />
        ) : backups.data?.length === 0 ? (
          <Typography color="text.secondary">{t('config.backups.none')}</Typography>
        ) : (
          <List dense aria-label={t('config.backups.title')}>
            {(backups.data ?? []).map((file) => (
              <ListItem
                key={file.name}
                disableGutters
                secondaryAction={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {dropboxConnected(dropbox.data) && (
                      <Tooltip describeChild title={t('config.backups.dropbox.copy', { name: file.name })}>
                        {/* A disabled button fires no events: the tooltip listens on its wrapper. */}
                        <span>
                          <IconButton
                            aria-label={t('config.backups.dropbox.copy', { name: file.name })}
                            onClick={() => toDropbox(file.name)}
                            disabled={copy.isPending}
                          >
                            {copying === file.name ? (
                              <CircularProgress aria-hidden size={20} />
                            ) : (
                              <CloudUploadIcon />
                            )}
                          </IconButton>
                        </span>
                      </Tooltip>
                    )}
                    <IconButton
                      edge="end"
                      aria-label={t('config.backups.download', { name: file.name })}
                      onClick={() =>
                        api
                          .download(`/api/settings/backup/local/${encodeURIComponent(file.name)}`)
                          .catch(showError)
                      }
                    >
                      <DownloadIcon />
                    </IconButton>
                  </Stack>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={formatInstant(file.createdAt) || formatDate(file.createdAt.slice(0, 10))}
                  secondary={
                    copying === file.name
                      ? t('config.backups.dropbox.copying', { name: file.name })
                      : `${file.name} · ${megabytes(file.size)}`
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        <Divider sx={{ mt: 1 }} />
        <DropboxBackupSection />
      </CardContent>
    </Card>
  );
}
