import type { Invoice } from '@seaberth/domain';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useCreditInvoice } from './invoice-api.ts';

/** Confirms cancelling an invoice by a credit note (an issued invoice is never changed or deleted). */
export function CreditInvoiceDialog({
  invoice,
  booking,
  onClose,
}: {
  invoice: Invoice;
  booking?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const [reason, setReason] = useState('');
  const credit = useCreditInvoice(booking ?? invoice.booking);
  return (
    <ActionDialog
      title={t('invoices.creditTitle', { number: invoice.number })}
      submitLabel={t('invoices.creditSubmit')}
      destructive
      onSubmit={() =>
        credit.mutate(
          { invoice: invoice.id, reason },
          {
            onSuccess: (note) => {
              showSuccess(t('invoices.credited', { number: note.number, invoice: invoice.number }));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      pending={credit.isPending}
      error={credit.error ? { text: bookingErrorText(credit.error, t) } : null}
      testId="credit-invoice-dialog"
    >
      <Typography sx={{ mb: 2 }}>
        {t('invoices.creditText', {
          number: invoice.number,
          amount: format(invoice.total, invoice.currency),
        })}
      </Typography>
      <TextField
        label={t('invoices.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </ActionDialog>
  );
}
