import type { BookingDetail, BookingPayment } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ConfirmDeleteDialog } from '../../resources/confirm-delete-dialog.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { customerCreditKeys } from '../customers/index.ts';
import { PaymentDialog, useRefreshBookings } from '../bookings/index.ts';
import { useBookingCredit } from './booking-credit.ts';
import { BookingCreditDialog } from './booking-credit-dialog.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';

/** The confirmation of a deletion: a payment from or into a customer's credit says what happens to it. */
function deleteQuestion(payment: BookingPayment): string {
  if (payment.method !== 'credit') return 'bookings.payments.deleteQuestion';
  return payment.amount > 0
    ? 'bookings.payments.credit.deleteCreditQuestion'
    : 'bookings.payments.credit.deleteKeptQuestion';
}

/**
 * A booking's payments, with adding one and deleting a wrong one (after a confirmation), paying the
 * open amount from a customer's credit and keeping an overpayment as the booker's credit.
 */
export function BookingPayments({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const { format, decimalsOf } = useMoney();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const queryClient = useQueryClient();
  const credit = useBookingCredit(booking, canUpdate);
  const [adding, setAdding] = useState<'payment' | 'refund' | null>(null);
  const [crediting, setCrediting] = useState<'pay' | 'keep' | null>(null);
  const [deleting, setDeleting] = useState<BookingPayment | null>(null);
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (payment: string) =>
      api.DELETE('/api/bookings/{id}/payment/{paymentId}', {
        path: { id: booking.id, paymentId: payment },
        query: { version: booking.version },
      }),
    onSuccess: async () => {
      setDeleting(null);
      // A payment of method credit takes its credit entry back with it.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: customerCreditKeys.all })]);
      showSuccess(t('bookings.payments.deleted'));
    },
    onError: () => setDeleting(null),
  });
  const describe = (payment: BookingPayment) => ({
    amount: format(payment.amount, payment.currency),
    date: formatDate(payment.date, false),
  });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="booking-payments"
      data-testid="booking-payments"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id="booking-payments" variant="h4" component="h2" sx={{ mr: 'auto' }}>
          {t('bookings.payments.title')}
        </Typography>
        {credit.holders.length > 0 && (
          <Button variant="outlined" startIcon={<SavingsOutlinedIcon />} onClick={() => setCrediting('pay')}>
            {t('bookings.payments.credit.payFromCredit')}
          </Button>
        )}
        {credit.refundDue > 0 && canUpdate && (
          <Button variant="contained" startIcon={<UndoIcon />} onClick={() => setAdding('refund')}>
            {t('bookings.payments.refund', { amount: format(credit.refundDue, booking.currency) })}
          </Button>
        )}
        {credit.overpaid > 0 && (
          <Button variant="outlined" startIcon={<SavingsOutlinedIcon />} onClick={() => setCrediting('keep')}>
            {t('bookings.payments.credit.keepAsCredit')}
          </Button>
        )}
        {canUpdate && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding('payment')}>
            {t('bookings.payments.add')}
          </Button>
        )}
      </Stack>
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {bookingErrorText(remove.error, t)}
        </Alert>
      )}
      {booking.payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('bookings.payments.none')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('bookings.payments.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('bookings.payments.date')}</TableCell>
                <TableCell align="right">{t('bookings.payments.amount')}</TableCell>
                <TableCell>{t('bookings.payments.method')}</TableCell>
                <TableCell>{t('bookings.payments.reference')}</TableCell>
                <TableCell>{t('bookings.payments.note')}</TableCell>
                {canUpdate && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {booking.payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>{formatDate(payment.date, false)}</TableCell>
                  <TableCell align="right">{format(payment.amount, payment.currency)}</TableCell>
                  <TableCell>{t(`resources.options.method.${payment.method}`)}</TableCell>
                  <TableCell>{payment.reference}</TableCell>
                  <TableCell>{payment.note}</TableCell>
                  {canUpdate && (
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-label={t('bookings.payments.deleteNamed', describe(payment))}
                        onClick={() => setDeleting(payment)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {credit.refundDue > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="refund-due">
          {t('bookings.payments.refundDueText', { amount: format(credit.refundDue, booking.currency) })}
        </Alert>
      )}
      {adding && (
        <PaymentDialog
          booking={booking}
          decimals={decimalsOf(booking.currency)}
          onClose={() => setAdding(null)}
          {...(adding === 'refund'
            ? { initialAmount: -credit.refundDue, title: t('bookings.payments.refundTitle') }
            : {})}
        />
      )}
      {crediting === 'pay' && (
        <BookingCreditDialog
          mode="pay"
          booking={booking}
          holders={credit.holders}
          open={credit.open}
          onClose={() => setCrediting(null)}
        />
      )}
      {crediting === 'keep' && (
        <BookingCreditDialog
          mode="keep"
          booking={booking}
          overpaid={credit.overpaid}
          onClose={() => setCrediting(null)}
        />
      )}
      <ConfirmDeleteDialog
        title={deleting ? describe(deleting).amount : null}
        kind={t('bookings.payments.title')}
        heading={t('bookings.payments.deleteTitle')}
        text={
          deleting
            ? t(deleteQuestion(deleting), {
                ...describe(deleting),
                // Kept as credit reads as the sum kept, without the refund's sign.
                amount: format(Math.abs(deleting.amount), deleting.currency),
              })
            : undefined
        }
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Paper>
  );
}
