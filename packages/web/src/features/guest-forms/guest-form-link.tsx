import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useQrCode } from '../../ui/use-qr-code.ts';

/** The link as a guest opens it: the server may answer a path, the QR code needs the whole address. */
export function absoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${window.location.origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The booking's guest-form link: to copy into a message, to open, and as a QR code to scan at the
 * desk. The plain link shows the guests as the operator's setting says; the other one always
 * shows every guest at once (a group leader filling the forms of all).
 */
export function GuestFormLink({ links }: { links: { url: string; multiUrl: string } }) {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const [variant, setVariant] = useState<'url' | 'multiUrl'>('url');
  const full = absoluteUrl(links[variant]);
  const qr = useQrCode(full);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      showSuccess(t('guestForms.booking.copied'));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_event, value: 'url' | 'multiUrl' | null) => value && setVariant(value)}
          aria-label={t('guestForms.booking.linkKind')}
          sx={{ mb: 1.5 }}
        >
          <ToggleButton value="url">{t('guestForms.booking.linkPlain')}</ToggleButton>
          <ToggleButton value="multiUrl">{t('guestForms.booking.linkMulti')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          fullWidth
          label={t('guestForms.booking.link')}
          value={full}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'guest-form-url' } }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {t('guestForms.booking.copy')}
          </Button>
          <Button size="small" startIcon={<OpenInNewIcon />} href={full} target="_blank" rel="noopener">
            {t('guestForms.booking.open')}
          </Button>
        </Stack>
      </Box>
      {qr && (
        <Box
          component="img"
          src={qr}
          alt={t('guestForms.booking.qr')}
          data-testid="guest-form-qr"
          sx={{
            width: 128,
            height: 128,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      )}
    </Stack>
  );
}
