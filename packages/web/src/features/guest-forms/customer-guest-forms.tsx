import { Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DetailTarget, GuestFormDetailDialog } from './guest-form-detail-dialog.tsx';
import { ReceivedForms } from './received-forms.tsx';

/**
 * A guest's forms on their customer page: sent, drafts and applied, by state as on the review
 * page, each opened there for review and taking over into the record.
 */
export function CustomerGuestForms({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="customer-guest-forms"
      data-testid="customer-guest-forms"
      sx={{ p: { xs: 2, md: 3 }, mt: 2 }}
    >
      <Typography id="customer-guest-forms" variant="h4" component="h2" sx={{ mb: 1 }}>
        {t('customerView.guestForms')}
      </Typography>
      <ReceivedForms customer={customer} onOpen={setDetail} />
      {detail && <GuestFormDetailDialog target={detail} onClose={() => setDetail(null)} />}
    </Paper>
  );
}
