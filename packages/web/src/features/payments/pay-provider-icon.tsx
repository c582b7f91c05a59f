import type { PayProviderType } from '@seaberth/domain';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Avatar } from '@mui/material';

/** Each provider in its brand colour, so a list of accounts reads at a glance. */
const LOOK: Record<PayProviderType, { icon: typeof CreditCardIcon; background: string; color: string }> = {
  stripe: { icon: CreditCardIcon, background: '#635bff', color: '#fff' },
  paypal: { icon: AccountBalanceWalletIcon, background: '#003087', color: '#fff' },
  wise: { icon: CurrencyExchangeIcon, background: '#9fe870', color: '#163300' },
};

export function PayProviderIcon({ type, label }: { type: PayProviderType; label: string }) {
  const look = LOOK[type] ?? LOOK.stripe;
  const Icon = look.icon;
  return (
    <Avatar sx={{ bgcolor: look.background, color: look.color, width: 40, height: 40 }} aria-label={label}>
      <Icon fontSize="small" />
    </Avatar>
  );
}
