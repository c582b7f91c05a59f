import type { Calculation } from '@seaberth/domain';
import { CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/use-money.ts';
import type { Party } from './use-type-prices.ts';

export interface PartyPriceProps {
  price: { pending: boolean; error: boolean; calculation?: Calculation } | undefined;
  party: Party;
}

/** "1,234.00 € for 2 adults, 1 child": the engine's price of the party in one room of a type. */
export function PartyPrice({ price, party }: PartyPriceProps) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!price || party.adults + party.children === 0) return null;
  if (price.pending) return <CircularProgress size={16} aria-label={t('wizard.common.loading')} />;
  const calculation = price.calculation;
  if (price.error || !calculation)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('wizard.resort.noPrice')}
      </Typography>
    );
  const priced = calculation.warnings.every((warning) => warning.code !== 'NO_PRICE');
  return (
    <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="party-price">
      {t('wizard.resort.price', {
        amount: money.format(calculation.total.amount, calculation.total.currency),
        party: [
          party.adults > 0 ? t('wizard.resort.adultsCount', { count: party.adults }) : '',
          party.children > 0 ? t('wizard.resort.childrenCount', { count: party.children }) : '',
        ]
          .filter(Boolean)
          .join(', '),
      })}
      {!priced && (
        <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 1 }}>
          {t('wizard.resort.incomplete')}
        </Typography>
      )}
    </Typography>
  );
}
