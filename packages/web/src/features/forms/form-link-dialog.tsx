import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useFormQrCode } from './form-api.ts';

/**
 * A sent form's link, to copy into a message or open, and its QR code (`POST /api/form/{id}/qrcode`)
 * to show at the desk or print; after sending it also says whether the link went out by mail.
 */
export function FormLinkDialog({
  form,
  mailed,
  onClose,
}: {
  form: string;
  /** The address the link was mailed to, right after sending (null: not mailed). */
  mailed?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const qr = useFormQrCode(form);
  const url = qr.data?.url ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t('forms.link.copied'));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="form-link-title"
      data-testid="form-link-dialog"
    >
      <DialogTitle id="form-link-title">{t('forms.link.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {mailed !== undefined && (
            <Alert severity="success">
              {mailed ? t('forms.link.mailed', { email: mailed }) : t('forms.link.notMailed')}
            </Alert>
          )}
          {qr.isPending && (
            <CircularProgress aria-label={t('resources.common.loading')} sx={{ alignSelf: 'center' }} />
          )}
          {qr.isError && <Alert severity="error">{describeError(qr.error, t)}</Alert>}
          {qr.data && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <TextField
                  size="small"
                  fullWidth
                  label={t('forms.link.link')}
                  value={url}
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'form-url' } }}
                  onFocus={(event) => event.target.select()}
                />
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                    {t('forms.link.copy')}
                  </Button>
                  <Button
                    size="small"
                    startIcon={<OpenInNewIcon />}
                    href={url}
                    target="_blank"
                    rel="noopener"
                  >
                    {t('forms.link.open')}
                  </Button>
                </Stack>
              </Box>
              <Box
                component="img"
                src={qr.data.qrcode}
                alt={t('forms.link.qr')}
                data-testid="form-qr"
                sx={{
                  width: 160,
                  height: 160,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                  alignSelf: 'center',
                }}
              />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('forms.link.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
