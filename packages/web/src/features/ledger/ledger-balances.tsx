import type { LedgerEntry } from '@seaberth/domain';
import { Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMoney } from '../../ui/use-money.ts';
import type { LedgerBalance, LedgerDefinition } from './ledger-api.ts';

/**
 * Each owner's balance as a card (one per currency): positive is money held for the owner,
 * negative what it owes. Cards wrap, so a phone shows them one under the other.
 */
export function LedgerBalances<Entry extends LedgerEntry<string>, Balance extends LedgerBalance>({
  ledger,
  balances,
  showOwner,
}: {
  ledger: LedgerDefinition<Entry, Balance>;
  balances: Balance[];
  /** The owner's name (a link to its page) on each card, for the ledger of all owners. */
  showOwner: boolean;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  if (!balances.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`${ledger.texts}.noBalance`)}
      </Typography>
    );
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
      aria-label={t(`${ledger.texts}.balances`)}
      role="list"
      data-testid="credit-balances"
    >
      {balances.map((balance) => {
        const owner = ledger.owner(balance);
        return (
          <Paper
            key={`${owner.id}-${balance.currency}`}
            variant="outlined"
            role="listitem"
            sx={{ px: 2, py: 1, minWidth: 160, maxWidth: '100%' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {showOwner ? (
                <Link component={RouterLink} to={owner.to} color="inherit">
                  {owner.name}
                </Link>
              ) : (
                t(`${ledger.texts}.balance`)
              )}
            </Typography>
            <Typography variant="h6" component="p" color={balance.balance < 0 ? 'error.main' : undefined}>
              {format(balance.balance, balance.currency)}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
