import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LedgerView } from '../ledger/index.ts';
import { customerLedger } from './customer-credit-api.ts';
import { CustomerCreditDialog } from './customer-credit-dialog.tsx';

/** The customer's credit on their page: what they hold, every entry, and a new one for them. */
export function CustomerCreditSection({ customer, name }: { customer: string; name: string }) {
  const { t } = useTranslation();
  const query = useMemo(() => ({ customer }), [customer]);
  const fixed = useMemo(() => ({ id: customer, fullName: name }), [customer, name]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="customer-credit"
      data-testid="customer-credit"
      sx={{ p: { xs: 2, md: 3 }, mt: 2 }}
    >
      <Typography id="customer-credit" variant="h4" component="h2" sx={{ mb: 1 }}>
        {t('customers.credits.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
        {t('customers.credits.intro')}
      </Typography>
      <LedgerView
        ledger={customerLedger}
        query={query}
        single
        addDialog={(onClose) => <CustomerCreditDialog fixed={fixed} onClose={onClose} />}
      />
    </Paper>
  );
}
