import {
  type FiscalReceipt,
  type FiscalSigner,
  FiscalSigningError,
  FiskalySignDe,
  type FiskalyAccount,
} from '../fiscal/index.ts';
import type { PosLineRow, PosPaymentRow, PosRepository, PosTransactionRow } from './pos.repository.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

/** How a TSE account becomes a signer for one till (tests may point it elsewhere). */
export type SignerFactory = (account: FiskalyAccount) => FiscalSigner;

const fiskaly: SignerFactory = (account) => new FiskalySignDe(account);

/**
 * KassenSichV at the till: a transaction of a till with a TSE is marked `pending` in the very
 * database transaction that closes it (so no closed sale goes unsigned unnoticed), then signed once
 * after that commits — a network call never holds the sale's locks. The TSE's answer is stored;
 * a refusal or an outage is recorded as `failed` with its reason, and signing again (a retry, or
 * the sweep) is safe: the adapter reuses the transaction id, so the TSE answers the same signature.
 */
export class PosSigning {
  /** One signer per TSE account and till client, kept while the account is unchanged (its token lives on). */
  private readonly signers = new Map<string, { version: number; signer: FiscalSigner }>();

  constructor(
    private readonly repo: PosRepository,
    private readonly box: SecretBox,
    private readonly factory: SignerFactory = fiskaly,
  ) {}

  /** In the closing database transaction: pending when the till signs with an active TSE. */
  static async markPending(repo: PosRepository, transaction: string): Promise<void> {
    const row = await repo.transactionRow(transaction);
    const till = row && (await repo.till(row.till));
    if (!till?.tse) return;
    await repo.setSignature(transaction, { signatureState: 'pending', signatureError: null });
  }

  /** Signs a pending or failed transaction; answers whether it is signed now. Never throws for the TSE. */
  async sign(id: string): Promise<boolean> {
    const row = await this.repo.transactionRow(id);
    if (!row || (row.signatureState !== 'pending' && row.signatureState !== 'failed'))
      return row?.signatureState === 'signed';
    try {
      const signer = await this.signerFor(row.till);
      const receipt = fiscalReceiptOf(row, await this.repo.lines(id), await this.repo.payments(id));
      const signature = await signer.sign(receipt);
      await this.repo.setSignature(id, { signatureState: 'signed', signature, signatureError: null });
      return true;
    } catch (error) {
      if (!(error instanceof FiscalSigningError)) throw error;
      // A retry running alongside may have signed it meanwhile: a signed receipt stays signed.
      await this.repo.setSignature(id, {
        signatureState: 'failed',
        signatureError: `${error.code}: ${error.message}`,
      });
      return false;
    }
  }

  /** Every transaction still unsigned, oldest first (after an outage): how many got signed. */
  async signUnsigned(limit = 200): Promise<{ signed: number; failed: number }> {
    const ids = await this.repo.unsigned(limit);
    let signed = 0;
    for (const id of ids) if (await this.sign(id)) signed++;
    return { signed, failed: ids.length - signed };
  }

  private async signerFor(tillId: string): Promise<FiscalSigner> {
    const till = await this.repo.till(tillId);
    const tse = till?.tse ? await this.repo.tse(till.tse) : undefined;
    if (!till || !tse) throw new FiscalSigningError('E_NO_TSE', 'The till has no TSE any more');
    if (!tse.isActive) throw new FiscalSigningError('E_TSE_OFF', `The TSE ${tse.name} is switched off`);
    if (!till.tseClientId)
      throw new FiscalSigningError('E_NO_CLIENT', `The till ${till.name} has no client id at the TSE`);
    const key = `${tse.id}/${till.tseClientId}`;
    const known = this.signers.get(key);
    if (known && known.version === tse.version) return known.signer;
    const signer = this.factory({
      ...(tse.apiUrl ? { baseUrl: tse.apiUrl } : {}),
      apiKey: tse.apiKey,
      // Sealed in the table (lib/secret-box.ts).
      apiSecret: await this.box.reveal(tse.apiSecret),
      tssId: tse.tssId,
      clientId: till.tseClientId,
    });
    this.signers.set(key, { version: tse.version, signer });
    return signer;
  }
}

/**
 * What the TSE signs of a transaction: gross amounts per VAT rate, and the money that changed
 * hands — cash in the currency handed over (change back in the till's currency as negative cash),
 * cards as non-cash. A charge to a guest's folio is a claim, not a payment: it lists none. A void
 * is a receipt of negative amounts.
 */
export function fiscalReceiptOf(
  row: PosTransactionRow,
  lines: PosLineRow[],
  payments: PosPaymentRow[],
): FiscalReceipt {
  const paid: FiscalReceipt['payments'] = [];
  for (const p of payments) {
    if (p.kind === 'folio') continue;
    const kind = p.kind === 'cash' ? 'cash' : 'nonCash';
    if (p.currency === row.currency || p.amount < 0) {
      paid.push({ kind, amount: p.baseAmount, currency: row.currency });
      continue;
    }
    paid.push({ kind, amount: p.amount, currency: p.currency });
    if (p.change) paid.push({ kind: 'cash', amount: -p.change, currency: row.currency });
  }
  return {
    id: row.id,
    type: 'RECEIPT',
    currency: row.currency,
    lines: lines.map((l) => ({ vatPercent: l.taxRate, gross: l.amount })),
    payments: paid,
  };
}
