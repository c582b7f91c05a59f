import type { PaymentProviderAdapter, ProviderAccount } from './payment-provider.ts';
import { PayPalAdapter } from './paypal-adapter.ts';
import { StripeAdapter } from './stripe-adapter.ts';
import { WiseAdapter } from './wise-adapter.ts';

/** The adapter for a stored account; `now` is the clock webhook ages are measured with. */
export function adapterFor(account: ProviderAccount, now: () => number = Date.now): PaymentProviderAdapter {
  switch (account.type) {
    case 'stripe':
      return new StripeAdapter(account, now);
    case 'paypal':
      return new PayPalAdapter(account, now);
    case 'wise':
      return new WiseAdapter(account);
  }
}
