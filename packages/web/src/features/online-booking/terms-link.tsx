import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineOperator } from './online-api.ts';

/**
 * "I accept the terms" with the terms one click away: the operator's general terms (written in
 * the letterhead) in a dialog, read before the box is ticked.
 */
export function TermsLabel() {
  const { t } = useTranslation();
  const operator = useOnlineOperator();
  const [open, setOpen] = useState(false);
  const terms = operator.data?.terms.trim() ?? '';
  if (!terms) return <>{t('onlineBooking.details.acceptTerms')}</>;
  return (
    <>
      {t('onlineBooking.details.acceptThe')}{' '}
      <Link
        component="button"
        type="button"
        onClick={(event) => {
          // The link sits in the checkbox's label: reading the terms does not tick the box.
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
        // Inline like the words around it, so a long link wraps with the sentence.
        sx={{ verticalAlign: 'baseline', display: 'inline', textAlign: 'start' }}
      >
        {t('onlineBooking.details.termsLink')}
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} scroll="paper" aria-labelledby="terms-title">
        <DialogTitle id="terms-title">
          {t('onlineBooking.details.termsTitle', { name: operator.data?.name ?? '' })}
        </DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {terms}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('onlineBooking.details.termsClose')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
