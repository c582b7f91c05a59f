import { settingResource } from '@seaberth/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { resourceKeys, toListQuery } from '../../resources/use-resource.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';

/** The setting the server compares `?key=` with (group calendar, key icsKey). */
export const ICS_KEY = { group: 'calendar', key: 'icsKey' } as const;

/** The address calendar programs subscribe to; the key stands in for a login. */
export function feedUrl(origin: string, key: string | undefined, vessel?: string): string {
  const query = new URLSearchParams();
  if (key) query.set('key', key);
  if (vessel) query.set('vessel', vessel);
  const text = query.toString();
  return `${origin}/api/tour/ics${text ? `?${text}` : ''}`;
}

/** 32 random bytes as hex: long enough that nobody guesses the feed's address. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const KEY_QUERY = { page: 0, size: 1, filter: { ...ICS_KEY } };

/**
 * The schedules as an iCalendar subscription: its address with the calendar key, for one vessel
 * or all. Without a key an administrator creates one here; others are told whom to ask.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const permissions = useResourcePermissions(settingResource);
  const vessels = useReferenceOptions('vessel');
  const [vessel, setVessel] = useState('');
  // A new key breaks every existing subscription, so replacing one is asked for twice.
  const [confirmReplace, setConfirmReplace] = useState(false);

  const setting = useQuery({
    queryKey: resourceKeys(settingResource.name).list(KEY_QUERY),
    queryFn: () => api.records(settingResource.name).list(toListQuery(KEY_QUERY)),
    enabled: permissions.canRead,
    meta: { silent: true },
  });
  const stored = setting.data?.data[0];
  const key = typeof stored?.value === 'string' && stored.value !== '' ? stored.value : undefined;

  const generate = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const value = randomKey();
      return stored
        ? api.records(settingResource.name).update(stored.id, { ...ICS_KEY, value, version: stored.version })
        : api.records(settingResource.name).create({ ...ICS_KEY, value });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys(settingResource.name).all }),
    onError: showError,
  });

  const url = feedUrl(window.location.origin, key, vessel || undefined);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t('tours.feed.copied'));
    } catch {
      showError(t('tours.feed.copyFailed'));
    }
  };
  const canCreateKey = stored ? permissions.canUpdate : permissions.canCreate;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('tours.feed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('tours.feed.intro')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label={t('tours.feed.vessel')}
            value={vessel}
            onChange={(event) => setVessel(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{t('tours.feed.allVessels')}</em>
            </MenuItem>
            {vessels.options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {setting.isPending && permissions.canRead ? (
            <CircularProgress size={24} aria-label={t('resources.common.loading')} />
          ) : key ? (
            <TextField
              label={t('tours.feed.url')}
              value={url}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
                },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={t('tours.feed.copy')}>
                        <IconButton aria-label={t('tours.feed.copy')} onClick={copy} edge="end">
                          <ContentCopyIcon />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : (
            <Alert severity="info">{canCreateKey ? t('tours.feed.noKeyAdmin') : t('tours.feed.noKey')}</Alert>
          )}
          {confirmReplace && key && <Alert severity="warning">{t('tours.feed.replaceWarning')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {canCreateKey && !setting.isPending && (
          <PendingButton
            pending={generate.isPending}
            onClick={() => {
              if (key && !confirmReplace) {
                setConfirmReplace(true);
                return;
              }
              generate.mutate(undefined, {
                onSuccess: () => {
                  setConfirmReplace(false);
                  showSuccess(key ? t('tours.feed.keyReplaced') : t('tours.feed.keyCreated'));
                },
              });
            }}
            color={key ? 'warning' : 'primary'}
            variant={key ? 'text' : 'contained'}
          >
            {key
              ? confirmReplace
                ? t('tours.feed.replaceConfirm')
                : t('tours.feed.replaceKey')
              : t('tours.feed.createKey')}
          </PendingButton>
        )}
        <Button onClick={onClose} variant={key ? 'contained' : 'text'}>
          {t('tours.feed.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
