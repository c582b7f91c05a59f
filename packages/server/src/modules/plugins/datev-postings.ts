import type { DatevSettings, InvoiceTaxSubtotal } from '@seaberth/domain';
import type { DatevPosting } from './datev-format.ts';

/** An invoice or credit note of the period as the posting rules read it. */
export interface DatevDocument {
  kind: 'invoice' | 'creditNote';
  number: string;
  issueDate: string;
  dueDate: string;
  payerName: string;
  /** The debtor's account (collective or the customer's own). */
  debitor: number;
  taxes: InvoiceTaxSubtotal[];
  rounding: number;
  refersToNumber: string | null;
}

/** A payment of the period: money in (or a refund out) on a booking. */
export interface DatevPayment {
  date: string;
  /** Minor units, negative for a refund. */
  amount: number;
  method: string;
  /** The invoice it settles (the booking's newest one not cancelled), else the booking number. */
  document: string;
  payerName: string;
  debitor: number;
}

/**
 * The postings of a batch. An invoice debits the debtor and credits one revenue account per VAT
 * rate with that rate's gross (net + VAT): the revenue accounts are DATEV's automatic accounts,
 * which take the VAT out themselves, so no BU key is written. The rounding amount (BT-114)
 * goes with the largest rate. A credit note is the same the other way round; a payment debits
 * the bank (cash for cash) and credits the debtor, a refund the other way round.
 */
export function datevPostings(
  documents: DatevDocument[],
  payments: DatevPayment[],
  settings: DatevSettings,
): { postings: DatevPosting[]; unmapped: string[] } {
  const postings: DatevPosting[] = [];
  const unmapped = new Set<string>();
  for (const doc of documents) {
    const largest = doc.taxes.reduce(
      (best, t, i) =>
        Math.abs(t.net + t.tax) > Math.abs(doc.taxes[best]!.net + doc.taxes[best]!.tax) ? i : best,
      0,
    );
    doc.taxes.forEach((subtotal, index) => {
      const revenue = settings.revenueAccounts.find(
        (r) => r.category === subtotal.category && r.percent === subtotal.percent,
      );
      if (!revenue) {
        unmapped.add(`${subtotal.percent} % (${subtotal.category})`);
        return;
      }
      const gross = subtotal.net + subtotal.tax + (index === largest ? doc.rounding : 0);
      if (gross === 0) return;
      const debit = (doc.kind === 'invoice') === gross > 0;
      const label =
        doc.kind === 'invoice'
          ? `Rechnung ${doc.number}`
          : `Storno ${doc.number}${doc.refersToNumber ? ` zu ${doc.refersToNumber}` : ''}`;
      postings.push({
        amount: Math.abs(gross),
        side: debit ? 'S' : 'H',
        account: doc.debitor,
        contra: revenue.account,
        date: doc.issueDate,
        document: doc.number,
        document2: doc.kind === 'invoice' ? shortDate(doc.dueDate) : '',
        text: `${label} ${doc.payerName}`,
      });
    });
  }
  for (const payment of payments) {
    // Paid from a customer's credit: that money reached the bank (and this batch) when it came in.
    if (payment.amount === 0 || payment.method === 'credit') continue;
    postings.push({
      amount: Math.abs(payment.amount),
      side: payment.amount > 0 ? 'S' : 'H',
      account: payment.method === 'cash' ? settings.cashAccount : settings.bankAccount,
      contra: payment.debitor,
      date: payment.date,
      document: payment.document,
      document2: '',
      text: `${payment.amount > 0 ? 'Zahlung' : 'Erstattung'} ${payment.document} ${payment.payerName}`,
    });
  }
  return { postings, unmapped: [...unmapped] };
}

/** DDMMYY: the due date as DATEV's open-item processing reads it from Belegfeld 2. */
const shortDate = (isoDate: string) => `${isoDate.slice(8, 10)}${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;
