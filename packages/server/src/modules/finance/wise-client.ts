import { AppError, refusal } from '../../http/errors.ts';
import { currencyDecimals, minorUnits, withIdentities } from './import/statement-values.ts';
import type { StatementEntry } from './import/statement.ts';

/** One transaction of Wise's balance statement (`statement.json`, type COMPACT). */
interface WiseTransaction {
  type: 'CREDIT' | 'DEBIT';
  date: string;
  amount: { value: number; currency: string };
  details?: {
    type?: string;
    description?: string;
    senderName?: string;
    senderAccount?: string;
    recipient?: { name?: string; bankAccount?: string };
    paymentReference?: string;
  };
  referenceNumber: string;
}

/**
 * Wise's Balance Statement API: `GET /v1/profiles/{profile}/balance-statements/{balance}/statement.json`
 * with a bearer token, for an interval in UTC. Amounts come as JSON numbers; they are written
 * with the currency's decimals and read as text, so no float reaches the minor units.
 */
export class WiseClient {
  constructor(private readonly baseUrl: string) {}

  async statement(
    account: { profileId: string; balanceId: string; token: string; currency: string },
    from: string,
    to: string,
  ): Promise<StatementEntry[]> {
    const url = new URL(
      `${this.baseUrl}/v1/profiles/${encodeURIComponent(account.profileId)}/balance-statements/${encodeURIComponent(account.balanceId)}/statement.json`,
    );
    url.searchParams.set('currency', account.currency);
    url.searchParams.set('intervalStart', `${from}T00:00:00.000Z`);
    url.searchParams.set('intervalEnd', `${to}T23:59:59.999Z`);
    url.searchParams.set('type', 'COMPACT');
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${account.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw wiseError(`cannot be reached (${(error as Error).message})`);
    }
    if (!response.ok) {
      const body = (await response.text()).slice(0, 300);
      throw wiseError(`${response.status} ${body || response.statusText}`);
    }
    const answer = (await response.json()) as { transactions?: WiseTransaction[] };
    const entries = (answer.transactions ?? []).map((t, i) => {
      const where = `transactions[${i}]`;
      const amount = minorUnits(
        Number(t.amount.value).toFixed(currencyDecimals(t.amount.currency)),
        t.amount.currency,
        { decimal: '.', thousands: false },
        where,
      );
      const credit = t.type === 'CREDIT';
      return {
        bookingDate: t.date.slice(0, 10),
        valueDate: t.date.slice(0, 10),
        // Wise writes debits negative already; the type decides the sign either way.
        amount: credit ? Math.abs(amount) : -Math.abs(amount),
        currency: t.amount.currency,
        counterpartyName: (credit ? t.details?.senderName : t.details?.recipient?.name) ?? '',
        counterpartyIban: (
          (credit ? t.details?.senderAccount : t.details?.recipient?.bankAccount) ?? ''
        ).replace(/\s+/g, ''),
        remittance: t.details?.paymentReference || t.details?.description || '',
        reference: t.details?.paymentReference ?? '',
        bankReference: t.referenceNumber,
      };
    });
    return withIdentities(entries);
  }
}

function wiseError(reason: string): AppError {
  return refusal('PROVIDER_ERROR', `Wise ${reason}`, {
    params: {
      provider: 'Wise',
      reason,
    },
  });
}
