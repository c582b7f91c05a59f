import { formatFileSize } from '@seaberth/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from './use-uploads.ts';

/** One row per file: its progress while it travels, then done or why it was refused. */
export function UploadProgressList({ items, onClear }: { items: UploadItem[]; onClear?: () => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status === 'done' || item.status === 'failed');
  return (
    <Box sx={{ mt: 1 }}>
      <List dense aria-label={t('media.upload.progressTitle')} sx={{ py: 0 }}>
        {items.map((item) => (
          <ListItem key={item.key} disableGutters sx={{ display: 'block' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {item.status === 'done' && <CheckCircleIcon color="success" fontSize="small" />}
              {item.status === 'failed' && <ErrorOutlineIcon color="error" fontSize="small" />}
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {item.file.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatFileSize(item.file.size)}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ minWidth: 80, textAlign: 'right' }}>
                {item.status === 'uploading'
                  ? item.progress < 1
                    ? `${Math.round(item.progress * 100)} %`
                    : t('media.upload.processing')
                  : t(`media.upload.status.${item.status}`)}
              </Typography>
            </Stack>
            {(item.status === 'uploading' || item.status === 'waiting') && (
              <LinearProgress
                variant={item.status === 'uploading' && item.progress >= 1 ? 'indeterminate' : 'determinate'}
                value={Math.round(item.progress * 100)}
                aria-label={item.file.name}
                sx={{ mt: 0.5 }}
              />
            )}
            {item.error && (
              <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
                {item.error}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
      {finished && onClear && (
        <Button size="small" onClick={onClear}>
          {t('media.upload.clear')}
        </Button>
      )}
    </Box>
  );
}
