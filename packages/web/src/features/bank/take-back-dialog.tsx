import type { BankEntryPayment } from '@seaberth/domain';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useTakeBack } from './bank-api.ts';

/** Asks before an assignment is taken back: the booking's payment goes and both are open again. */
export function TakeBackDialog({
  payment,
  currency,
  onClose,
}: {
  payment: BankEntryPayment;
  /** The entry's currency, which the assigned amount is in. */
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const takeBack = useTakeBack();
  const amount = format(payment.amount, currency);
  return (
    <ActionDialog
      title={t('bank.takeBack.title')}
      submitLabel={t('bank.takeBack.submit')}
      destructive
      onClose={onClose}
      pending={takeBack.isPending}
      error={takeBack.isError ? { text: bookingErrorText(takeBack.error, t) } : null}
      onSubmit={() =>
        takeBack.mutate(
          { entry: payment.entry, link: payment.id },
          {
            onSuccess: () => {
              showSuccess(t('bank.takeBack.done', { amount, booking: payment.bookingNo }));
              onClose();
            },
          },
        )
      }
      testId="take-back-dialog"
    >
      <Typography>{t('bank.takeBack.question', { amount, booking: payment.bookingNo })}</Typography>
    </ActionDialog>
  );
}
