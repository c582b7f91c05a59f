import { formatDate, groupedIban, type OnlineBookingView } from '@seaberth/domain';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBookingMoney } from './booking-money.ts';

/**
 * What a guest who pays by bank transfer needs on the last page: the amount, the day it is due,
 * the account with the reference, and the GiroCode a banking app reads; and whether the mail with
 * the same details is queued or sent.
 */
export function TransferPanel({ booking }: { booking: OnlineBookingView }) {
  const { t } = useTranslation();
  const money = useBookingMoney();
  const transfer = booking.transfer;
  if (!transfer) return <Alert severity="info">{t('onlineBooking.pay.byMail')}</Alert>;
  const row = (label: string, value: string, testId: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transfer-title" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" id="transfer-title" sx={{ fontWeight: 600, mb: 1 }}>
        {t('onlineBooking.transfer.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {transfer.due
          ? t('onlineBooking.transfer.ask', {
              amount: money.format(transfer.amount),
              due: formatDate(transfer.due),
            })
          : t('onlineBooking.transfer.askNoDate', { amount: money.format(transfer.amount) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Stack spacing={0.5} sx={{ flex: '1 1 240px', minWidth: 0 }}>
          {row(t('onlineBooking.transfer.amount'), money.format(transfer.amount), 'transfer-amount')}
          {transfer.due && row(t('onlineBooking.transfer.due'), formatDate(transfer.due), 'transfer-due')}
          {row(t('onlineBooking.transfer.holder'), transfer.holder, 'transfer-holder')}
          {row(t('onlineBooking.transfer.iban'), groupedIban(transfer.iban), 'transfer-iban')}
          {transfer.bic && row(t('onlineBooking.transfer.bic'), transfer.bic, 'transfer-bic')}
          {transfer.bank && row(t('onlineBooking.transfer.bank'), transfer.bank, 'transfer-bank')}
          {row(t('onlineBooking.transfer.reference'), transfer.reference, 'transfer-reference')}
        </Stack>
        {transfer.qrSvg && (
          <Box sx={{ textAlign: 'center', mx: { xs: 'auto', sm: 0 } }}>
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(transfer.qrSvg)}`}
              alt={t('onlineBooking.transfer.qr')}
              sx={{ width: 160, height: 160, display: 'block' }}
            />
            <Typography variant="caption" color="text.secondary">
              {t('onlineBooking.transfer.qrHint')}
            </Typography>
          </Box>
        )}
      </Box>
      {booking.optionUntil && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('onlineBooking.transfer.held', { until: formatDate(booking.optionUntil) })}
        </Typography>
      )}
      {booking.mail && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="transfer-mail">
          {t(`onlineBooking.transfer.mail.${booking.mail}`)}
        </Typography>
      )}
    </Paper>
  );
}
