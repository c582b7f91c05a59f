import { allows, type BookingDetail, type BookingState, hasCancellationFee } from '@seaberth/domain';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { CalculationView } from '../pricing/index.ts';
import { calculationCalls } from './calculation-api.ts';
import { CalculationEditor } from './calculation-editor.tsx';
import { dialogProps, useBookingMutation } from './use-booking-mutation.ts';
import { useMoney } from '../../ui/use-money.ts';

/**
 * The booking page's calculation: the editor while the state allows changing it and the user may,
 * else the calculation to read; a cancelled booking's fee can be waived.
 */
export function BookingCalculation({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const { decimalsOf } = useMoney();
  const [waiving, setWaiving] = useState(false);
  const editable = canUpdate && allows(booking.state as BookingState, 'calculation');
  const waivable = canUpdate && booking.state === 'aborted' && hasCancellationFee(booking.calculation);
  return (
    <Box component="section" aria-labelledby="booking-calculation">
      <Typography id="booking-calculation" variant="h4" component="h2" sx={{ mb: 1 }}>
        {t('bookings.detail.calculation')}
      </Typography>
      {!booking.calculation ? (
        <Typography variant="body2" color="text.secondary">
          {t('bookings.detail.noCalculation')}
        </Typography>
      ) : editable ? (
        <CalculationEditor booking={booking} />
      ) : (
        <CalculationView calculation={booking.calculation} decimalsOf={decimalsOf} />
      )}
      {waivable && (
        <Button color="warning" sx={{ mt: 1 }} onClick={() => setWaiving(true)}>
          {t('bookingCalc.waiveFee')}
        </Button>
      )}
      {waiving && <WaiveFeeDialog booking={booking} onClose={() => setWaiving(false)} />}
    </Box>
  );
}

function WaiveFeeDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const waive = useBookingMutation(() => calculationCalls.removeCancellationFee(booking), {
    done: 'bookingCalc.feeWaived',
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={t('bookingCalc.waiveTitle', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookingCalc.waiveFee')}
      {...dialogProps(waive)}
      onClose={onClose}
      destructive
    >
      <Typography variant="body2">{t('bookingCalc.waiveText')}</Typography>
    </ActionDialog>
  );
}
