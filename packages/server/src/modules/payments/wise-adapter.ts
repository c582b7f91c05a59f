import { refusal } from '../../http/errors.ts';
import {
  apiBase,
  type Checkout,
  type EventPayment,
  type PaymentProviderAdapter,
  type ProviderAccount,
  providerError,
  type VerifiedEvent,
  webhookRefused,
} from './payment-provider.ts';

/**
 * Wise as a payment provider: Wise has no hosted checkout for card payers. Money sent to a Wise
 * account arrives as a bank transaction, which the bank area collects (`POST
 * /api/bank/wise/collect/{id}`) and assigns to bookings; so checkout and webhooks are refused
 * here with that explanation. The connection test reads the profile with the stored token.
 */
export class WiseAdapter implements PaymentProviderAdapter {
  constructor(private readonly account: ProviderAccount) {}

  async createCheckout(): Promise<Checkout> {
    throw refusal(
      'CHECKOUT_UNSUPPORTED',
      'Wise offers no online checkout: payers transfer to the Wise account, and its transactions are collected in Bank',
      { params: { provider: 'Wise' } },
    );
  }

  async verifyWebhook(): Promise<VerifiedEvent> {
    throw webhookRefused('Wise payments arrive as bank transactions, not through this webhook');
  }

  async eventPayment(): Promise<EventPayment | null> {
    return null;
  }

  async testConnection(): Promise<string> {
    const { wiseProfileId, wiseToken } = this.account;
    if (!wiseProfileId || !wiseToken)
      throw providerError('wise', 'has no profile id and API token stored for this provider');
    let response: Response;
    try {
      response = await fetch(`${apiBase(this.account)}/v2/profiles/${encodeURIComponent(wiseProfileId)}`, {
        headers: { authorization: `Bearer ${wiseToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw providerError('wise', `cannot be reached (${(error as Error).message})`);
    }
    if (!response.ok) {
      const text = (await response.text()).slice(0, 300);
      throw providerError('wise', `${response.status} ${text || response.statusText}`);
    }
    const profile = (await response.json()) as { id?: number | string; type?: string; fullName?: string };
    return `${profile.fullName || 'Profile'} (${profile.type ?? 'profile'} ${profile.id ?? wiseProfileId})`;
  }
}
