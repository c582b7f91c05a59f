import { widgetBookingPath } from '@seaberth/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useWidgetSnippet, type WidgetRow } from './widget-api.ts';

/**
 * Beside a stored widget's form: the snippet to paste into the operator's website, and the
 * booking page as that website will show it. The preview reloads on every save (its key is the
 * version), so a new colour or language shows at once.
 */
export function WidgetEmbedPanel({ widget }: { widget: WidgetRow }) {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const snippet = useWidgetSnippet(widget.id);
  const html = snippet.data?.html ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(html);
      showSuccess(t('widgets.embed.copied'));
    } catch (error) {
      showError(error);
    }
  };
  const preview = widgetBookingPath(widget.kind, widget.id, widget.language);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('widgets.embed.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('widgets.embed.intro')}
        </Typography>
        {!widget.isActive && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('widgets.embed.inactive')}
          </Alert>
        )}
        {widget.isActive && widget.allowedOrigins.length === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('widgets.embed.noOrigins')}
          </Alert>
        )}
        {snippet.isPending && <CircularProgress size={24} aria-label={t('resources.common.loading')} />}
        {snippet.isError && <LoadErrorAlert error={snippet.error} onRetry={() => snippet.refetch()} />}
        {snippet.data && (
          <>
            <TextField
              label={t('widgets.embed.snippet')}
              value={html}
              fullWidth
              multiline
              minRows={2}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  spellCheck: false,
                  style: { fontFamily: 'monospace', fontSize: 13 },
                },
              }}
              onFocus={(event) => event.target.select()}
            />
            <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ mt: 1 }}>
              {t('widgets.embed.copy')}
            </Button>
          </>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('widgets.embed.preview')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('widgets.embed.previewIntro')}
        </Typography>
        <Box
          component="iframe"
          key={`${widget.version}`}
          src={preview}
          title={t('widgets.embed.previewFrame', { name: widget.name })}
          sx={{
            width: '100%',
            height: { xs: 560, md: 720 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            display: 'block',
          }}
        />
      </Paper>
    </Stack>
  );
}
