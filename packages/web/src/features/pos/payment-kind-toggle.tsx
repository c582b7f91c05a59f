import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type TillPaymentKind = 'cash' | 'card';

/** Cash or card, as large buttons a thumb hits on a tablet: the pay and the room-bill dialogs. */
export function PaymentKindToggle({
  value,
  onChange,
}: {
  value: TillPaymentKind;
  onChange: (kind: TillPaymentKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={value}
      onChange={(_event, next: TillPaymentKind | null) => next && onChange(next)}
      aria-label={t('pos.pay.kind')}
    >
      <ToggleButton value="cash" sx={{ minHeight: 56 }}>
        {t('pos.kinds.cash')}
      </ToggleButton>
      <ToggleButton value="card" sx={{ minHeight: 56 }}>
        {t('pos.kinds.card')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
