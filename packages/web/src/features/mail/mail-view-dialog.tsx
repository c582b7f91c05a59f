import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../resources/use-resource.ts';

/** The mail as it was (or will be) sent: recipient, subject, text and the last delivery error. */
export function MailViewDialog({ mail, onClose }: { mail: ResourceRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={mail !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{String(mail?.subject ?? '')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('mail.to', { to: String(mail?.to ?? '') })}
        </Typography>
        {mail?.lastError ? (
          <Typography variant="body2" color="error" gutterBottom>
            {t('mail.lastError', { error: String(mail.lastError) })}
          </Typography>
        ) : null}
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 2 }}>
          {String(mail?.text ?? '')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
