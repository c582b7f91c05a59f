import type { OnlinePaymentMethod } from '@seaberth/domain';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** How the guest pays, when the operator offers card and transfer: each way says what follows. */
export function PaymentChoice({
  payments,
  value,
  onChange,
}: {
  payments: OnlinePaymentMethod[];
  value: OnlinePaymentMethod | null;
  onChange: (payment: OnlinePaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControl>
      <FormLabel id="payment-way">{t('onlineBooking.details.howToPay')}</FormLabel>
      <RadioGroup
        aria-labelledby="payment-way"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as OnlinePaymentMethod)}
      >
        {payments.map((way) => (
          <FormControlLabel
            key={way}
            value={way}
            control={<Radio />}
            label={t(`onlineBooking.details.payWay.${way}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
