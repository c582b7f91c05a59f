import type { AgencyCredits } from '@seaberth/domain';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../bookings/use-money.ts';

/**
 * Each agency's balance as a card: positive is money held for the agency or owed to it, negative
 * what it owes. Cards wrap, so a phone shows them one under the other.
 */
export function CreditBalances({
  balances,
  showAgency,
}: {
  balances: AgencyCredits['balances'];
  showAgency: boolean;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  if (!balances.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('agencies.credits.noBalance')}
      </Typography>
    );
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
      aria-label={t('agencies.credits.balances')}
      role="list"
      data-testid="credit-balances"
    >
      {balances.map((balance) => (
        <Paper
          key={`${balance.agency}-${balance.currency}`}
          variant="outlined"
          role="listitem"
          sx={{ px: 2, py: 1, minWidth: 160, maxWidth: '100%' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {showAgency ? balance.agencyName : t('agencies.credits.balance')}
          </Typography>
          <Typography variant="h6" component="p" color={balance.balance < 0 ? 'error.main' : undefined}>
            {format(balance.balance, balance.currency)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
