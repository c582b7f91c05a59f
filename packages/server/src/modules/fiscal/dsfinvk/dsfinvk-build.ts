import countries from 'i18n-iso-countries';
import { type FiscalSignature, fiscalVatRate } from '../fiscal-signer.ts';
import type { DsfinvkRow, DsfinvkRows } from './dsfinvk-files.ts';

/** Where and for whom the till sells (cashpointclosing.csv, location.csv). Country ISO 3166 alpha-2. */
export interface DsfinvkAddress {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface DsfinvkLine {
  sort: number;
  name: string;
  product: string | null;
  barcode: string;
  category: string | null;
  categoryName: string;
  quantity: number;
  /** Minor units, gross. */
  unitPrice: number;
  amount: number;
  taxRate: number;
  /**
   * DSFinV-K's business case (Anhang C): a sale by default; money paid on a room's bill at the till
   * settles a claim (`Forderungsaufloesung`, not taxable: the sale was taxed when charged).
   */
  businessCase?: BusinessCase;
}

type BusinessCase = 'Umsatz' | 'Forderungsentstehung' | 'Forderungsaufloesung';

export interface DsfinvkPayment {
  kind: 'cash' | 'card' | 'folio';
  /** Handed over, in `currency` (minor units). */
  amount: number;
  currency: string;
  /** What it settled in the till's currency, and the change given back in it. */
  baseAmount: number;
  change: number;
}

export interface DsfinvkTransaction {
  id: string;
  number: number;
  /** `void`: a storno (BON_STORNO 1) of the transaction in `voids`. */
  kind: 'sale' | 'void';
  start: Date;
  end: Date | null;
  userId: string | null;
  userName: string;
  total: number;
  customerId: string | null;
  customerName: string;
  note: string;
  /** A void: the transaction it cancels, with the closing that holds it (when it is closed). */
  voids: { id: string; zNumber: number | null; zCreatedAt: Date | null } | null;
  lines: DsfinvkLine[];
  payments: DsfinvkPayment[];
  signature: FiscalSignature | null;
  signatureError: string | null;
}

/** One closing (Kassenabschluss) of one till with the transactions it took in. */
export interface DsfinvkClosing {
  till: { id: string; name: string; kind: string };
  currency: string;
  number: number;
  createdAt: Date;
  day: string;
  company: DsfinvkAddress & { taxNumber: string; vatId: string };
  location: DsfinvkAddress;
  transactions: DsfinvkTransaction[];
}

export const DSFINVK_SOFTWARE = { brand: 'Seaberth', version: '1' };

/** UST_SCHLUESSEL of DSFinV-K Anlage 2 per German rate; another country's rate gets a key from 1000. */
const VAT_KEYS: Record<string, { key: number; text: string }> = {
  NORMAL: { key: 1, text: 'Allgemeiner Steuersatz (§ 12 Abs. 1 UStG)' },
  REDUCED_1: { key: 2, text: 'Ermäßigter Steuersatz (§ 12 Abs. 2 UStG)' },
  SPECIAL_RATE_1: { key: 3, text: 'Durchschnittssatz (§ 24 Abs. 1 Nr. 3 UStG)' },
  SPECIAL_RATE_2: { key: 4, text: 'Durchschnittssatz (§ 24 Abs. 1 Nr. 1 UStG)' },
  NULL: { key: 6, text: 'Umsatzsteuerfrei' },
};

/** Payment kinds as DSFinV-K Anhang D types them (a charge to a room is no payment but a claim). */
const PAYMENT_TYPES = {
  cash: { type: 'Bar', name: 'Bar' },
  card: { type: 'Unbar', name: 'Karte' },
} as const;
/** A claim's arising and its settling are not taxable in themselves (Anlage 2: key 5). */
const NOT_TAXABLE = { key: 5, text: 'Nicht steuerbar' };

const euros = (minor: number) => minor / 100;
const stamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const alpha3 = (country: string) => (country && countries.alpha2ToAlpha3(country.toUpperCase())) || '';

/** Net and tax of a gross amount at a rate, in minor units: the tax is what the net leaves. */
function split(gross: number, rate: number) {
  const net = Math.round((gross * 100) / (100 + rate));
  return { gross, net, tax: gross - net };
}

/** Builds the rows of every table for some closings (a period), ready for `dsfinvkZip`. */
export function dsfinvkRows(
  closings: DsfinvkClosing[],
  /** Keys given to other countries' rates: one map for the whole export, built batch by batch. */
  otherRates = new Map<number, number>(),
): DsfinvkRows {
  const rows: DsfinvkRows = {};
  const add = (file: string, row: DsfinvkRow) => {
    rows[file] ??= [];
    rows[file].push(row);
  };
  const vatKey = (rate: number): { key: number; text: string } => {
    try {
      return VAT_KEYS[fiscalVatRate(rate)]!;
    } catch {
      if (!otherRates.has(rate)) otherRates.set(rate, 1000 + otherRates.size);
      return { key: otherRates.get(rate)!, text: `Steuersatz ${rate} %` };
    }
  };

  for (const closing of closings) {
    const z = { Z_KASSE_ID: closing.till.id, Z_ERSTELLUNG: stamp(closing.createdAt), Z_NR: closing.number };
    const vatUsed = new Map<number, { rate: number; text: string }>();
    const byVat = new Map<
      string,
      { case: BusinessCase; key: number; gross: number; net: number; tax: number }
    >();
    const byPayment = new Map<string, { type: string; name: string; amount: number }>();
    const cashPerCurrency = new Map<string, number>();
    const tses = new Map<string, { id: number; signature: FiscalSignature }>();
    let payments = 0;
    let cash = 0;

    for (const tx of closing.transactions) {
      const bon = { ...z, BON_ID: tx.id };
      const txVat = new Map<number, { gross: number; net: number; tax: number }>();
      add('transactions.csv', {
        ...bon,
        BON_NR: tx.number,
        BON_TYP: 'Beleg',
        TERMINAL_ID: closing.till.id,
        BON_STORNO: tx.kind === 'void' ? '1' : '0',
        BON_START: stamp(tx.start),
        BON_ENDE: stamp(tx.end ?? tx.start),
        BEDIENER_ID: tx.userId ?? '',
        BEDIENER_NAME: tx.userName,
        UMS_BRUTTO: euros(tx.total),
        KUNDE_NAME: tx.customerName,
        KUNDE_ID: tx.customerId ?? '',
        BON_NOTIZ: tx.note,
      });
      for (const line of [...tx.lines, ...claimsOf(tx)]) {
        const businessCase = line.businessCase ?? 'Umsatz';
        const { key, text } = businessCase === 'Umsatz' ? vatKey(line.taxRate) : NOT_TAXABLE;
        vatUsed.set(key, { rate: businessCase === 'Umsatz' ? line.taxRate : 0, text });
        const sums = businessCase === 'Umsatz' ? split(line.amount, line.taxRate) : split(line.amount, 0);
        const onBon = txVat.get(key) ?? { gross: 0, net: 0, tax: 0 };
        const inClosing = byVat.get(`${businessCase}/${key}`) ?? {
          case: businessCase,
          key,
          gross: 0,
          net: 0,
          tax: 0,
        };
        for (const total of [onBon, inClosing]) {
          total.gross += sums.gross;
          total.net += sums.net;
          total.tax += sums.tax;
        }
        txVat.set(key, onBon);
        byVat.set(`${businessCase}/${key}`, inClosing);
        const position = { ...bon, POS_ZEILE: String(line.sort + 1) };
        add('lines.csv', {
          ...position,
          ARTIKELTEXT: line.name,
          GV_TYP: businessCase,
          INHAUS: '0',
          P_STORNO: '0',
          ART_NR: line.product ?? '',
          GTIN: line.barcode,
          WARENGR_ID: line.category ?? '',
          WARENGR: line.categoryName,
          MENGE: line.quantity,
          FAKTOR: 1,
          EINHEIT: 'Stück',
          STK_BR: euros(line.unitPrice),
        });
        add('lines_vat.csv', {
          ...position,
          UST_SCHLUESSEL: key,
          POS_BRUTTO: euros(sums.gross),
          POS_NETTO: euros(sums.net),
          POS_UST: euros(sums.tax),
        });
      }
      for (const [key, sums] of txVat)
        add('transactions_vat.csv', {
          ...bon,
          UST_SCHLUESSEL: key,
          BON_BRUTTO: euros(sums.gross),
          BON_NETTO: euros(sums.net),
          BON_UST: euros(sums.tax),
        });

      for (const entry of paymentEntries(tx.payments, closing.currency)) {
        if (entry.kind === 'folio') continue;
        const { type, name } = PAYMENT_TYPES[entry.kind];
        add('datapayment.csv', {
          ...bon,
          ZAHLART_TYP: type,
          ZAHLART_NAME: name,
          ZAHLWAEH_CODE: entry.foreign?.currency ?? '',
          ZAHLWAEH_BETRAG: entry.foreign ? euros(entry.foreign.amount) : '',
          BASISWAEH_BETRAG: euros(entry.base),
        });
        const sum = byPayment.get(`${type}/${name}`) ?? { type, name, amount: 0 };
        sum.amount += entry.base;
        byPayment.set(`${type}/${name}`, sum);
        payments += entry.base;
        if (entry.kind === 'cash') {
          cash += entry.base;
          const currency = entry.foreign?.currency ?? closing.currency;
          const amount = entry.foreign?.amount ?? entry.base;
          cashPerCurrency.set(currency, (cashPerCurrency.get(currency) ?? 0) + amount);
        }
      }

      if (tx.signature) {
        const serial = tx.signature.tssSerialNumber;
        if (!tses.has(serial)) tses.set(serial, { id: tses.size + 1, signature: tx.signature });
        add('transactions_tse.csv', {
          ...bon,
          TSE_ID: tses.get(serial)!.id,
          TSE_TANR: tx.signature.transactionNumber,
          TSE_TA_START: tx.signature.timeStart,
          TSE_TA_ENDE: tx.signature.timeEnd,
          TSE_TA_VORGANGSART: 'Kassenbeleg-V1',
          TSE_TA_SIGZ: tx.signature.signatureCounter,
          TSE_TA_SIG: tx.signature.signature,
          TSE_VORGANGSDATEN: processData(tx, closing.currency),
        });
      } else if (tx.signatureError) add('transactions_tse.csv', { ...bon, TSE_TA_FEHLER: tx.signatureError });

      if (tx.voids)
        add('references.csv', {
          ...bon,
          REF_TYP: 'Transaktion',
          REF_DATUM: tx.voids.zCreatedAt ? stamp(tx.voids.zCreatedAt) : '',
          REF_Z_KASSE_ID: tx.voids.zNumber === null ? '' : closing.till.id,
          REF_Z_NR: tx.voids.zNumber,
          REF_BON_ID: tx.voids.id,
        });
    }

    const first = closing.transactions[0]?.id ?? '';
    const last = closing.transactions.at(-1)?.id ?? '';
    add('cashpointclosing.csv', {
      ...z,
      Z_BUCHUNGSTAG: closing.day,
      TAXONOMIE_VERSION: '2.4',
      Z_START_ID: first,
      Z_ENDE_ID: last,
      NAME: closing.company.name,
      STRASSE: closing.company.street,
      PLZ: closing.company.zip,
      ORT: closing.company.city,
      LAND: alpha3(closing.company.country),
      STNR: closing.company.taxNumber,
      USTID: closing.company.vatId,
      Z_SE_ZAHLUNGEN: euros(payments),
      Z_SE_BARZAHLUNGEN: euros(cash),
    });
    add('location.csv', {
      ...z,
      LOC_NAME: closing.location.name,
      LOC_STRASSE: closing.location.street,
      LOC_PLZ: closing.location.zip,
      LOC_ORT: closing.location.city,
      LOC_LAND: alpha3(closing.location.country),
      LOC_USTID: closing.company.vatId,
    });
    add('cashregister.csv', {
      ...z,
      KASSE_BRAND: DSFINVK_SOFTWARE.brand,
      KASSE_MODELL: closing.till.kind,
      KASSE_SERIENNR: closing.till.id,
      KASSE_SW_BRAND: DSFINVK_SOFTWARE.brand,
      KASSE_SW_VERSION: DSFINVK_SOFTWARE.version,
      KASSE_BASISWAEH_CODE: closing.currency,
    });
    for (const [id, { signature }] of [...tses.values()].map((t) => [t.id, t] as const))
      add('tse.csv', {
        ...z,
        TSE_ID: id,
        TSE_SERIAL: signature.tssSerialNumber,
        TSE_SIG_ALGO: signature.algorithm,
        TSE_ZEITFORMAT: signature.timestampFormat,
        TSE_PD_ENCODING: 'UTF-8',
        TSE_PUBLIC_KEY: signature.publicKey,
      });
    for (const [key, { rate, text }] of [...vatUsed].sort((a, b) => a[0] - b[0]))
      add('vat.csv', { ...z, UST_SCHLUESSEL: key, UST_SATZ: rate, UST_BESCHR: text });
    for (const sums of [...byVat.values()].sort((a, b) => a.key - b.key || a.case.localeCompare(b.case)))
      add('businesscases.csv', {
        ...z,
        GV_TYP: sums.case,
        UST_SCHLUESSEL: sums.key,
        Z_UMS_BRUTTO: euros(sums.gross),
        Z_UMS_NETTO: euros(sums.net),
        Z_UST: euros(sums.tax),
      });
    for (const sum of byPayment.values())
      add('payment.csv', {
        ...z,
        ZAHLART_TYP: sum.type,
        ZAHLART_NAME: sum.name,
        Z_ZAHLART_BETRAG: euros(sum.amount),
      });
    for (const [currency, amount] of cashPerCurrency)
      add('cash_per_currency.csv', {
        ...z,
        ZAHLART_WAEH: currency,
        ZAHLART_BETRAG_WAEH: euros(amount),
      });
  }
  return rows;
}

/**
 * A sale charged to a guest's room is paid by no one at the till: a claim arises, written as a
 * line of the negative amount (DSFinV-K `Forderungsentstehung`), so the receipt balances to what
 * changed hands — nothing; the money comes later as a `Forderungsaufloesung`.
 */
function claimsOf(tx: DsfinvkTransaction): DsfinvkLine[] {
  const last = tx.lines.reduce((max, line) => Math.max(max, line.sort), -1);
  return tx.payments
    .filter((p) => p.kind === 'folio')
    .map((p, i) => ({
      sort: last + 1 + i,
      name: tx.note ? `Zimmerrechnung ${tx.note}` : 'Zimmerrechnung',
      product: null,
      barcode: '',
      category: null,
      categoryName: '',
      quantity: 1,
      unitPrice: -p.baseAmount,
      amount: -p.baseAmount,
      taxRate: 0,
      businessCase: 'Forderungsentstehung',
    }));
}

/**
 * The money of a transaction as DSFinV-K counts it, in the till's currency: cash handed over in
 * another currency is that currency's amount (and its value), the change back a negative cash
 * entry in the till's currency — so the entries add up to what the transaction settled.
 */
function paymentEntries(payments: DsfinvkPayment[], currency: string) {
  const entries: {
    kind: DsfinvkPayment['kind'];
    base: number;
    foreign?: { currency: string; amount: number };
  }[] = [];
  for (const p of payments) {
    if (p.currency === currency) {
      entries.push({ kind: p.kind, base: p.baseAmount });
      continue;
    }
    entries.push({
      kind: p.kind,
      base: p.baseAmount + p.change,
      foreign: { currency: p.currency, amount: p.amount },
    });
    if (p.change) entries.push({ kind: 'cash', base: -p.change });
  }
  return entries;
}

/** The process data of a `Kassenbeleg-V1` as the TSE signed it: gross per rate, then the payments. */
function processData(tx: DsfinvkTransaction, currency: string): string {
  const order = ['NORMAL', 'REDUCED_1', 'SPECIAL_RATE_1', 'SPECIAL_RATE_2', 'NULL'];
  const gross = order.map(() => 0);
  for (const line of tx.lines) {
    try {
      gross[order.indexOf(fiscalVatRate(line.taxRate))]! += line.amount;
    } catch {
      // A rate the TSE does not know was never signed in these sums.
    }
  }
  // Summed per type and currency as the TSE was sent them (see FiskalySignDe's receipt).
  const pay = new Map<string, number>();
  for (const e of paymentEntries(
    tx.payments.filter((p) => p.kind !== 'folio'),
    currency,
  )) {
    const type = e.kind === 'cash' ? 'Bar' : 'Unbar';
    const key = e.foreign ? `${type}:${e.foreign.currency}` : type;
    pay.set(key, (pay.get(key) ?? 0) + (e.foreign?.amount ?? e.base));
  }
  const payments = [...pay].map(([key, amount]) => {
    const [type, code] = key.split(':');
    return `${(amount / 100).toFixed(2)}:${type}${code ? `:${code}` : ''}`;
  });
  return `Beleg^${gross.map((g) => (g / 100).toFixed(2)).join('_')}^${payments.join('_')}`;
}
