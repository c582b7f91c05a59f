import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type ParsedStatement, StatementError } from './statement.ts';
import {
  compactIban,
  currencyCode,
  type EntryDraft,
  isoDate,
  minorUnits,
  sameAccount,
  squash,
  withIdentities,
} from './statement-values.ts';

/**
 * ISO 20022 camt.053 (bank-to-customer statement), versions 001.02 and 001.08 and the ones between:
 * both shapes that differ (Sts as text or Sts/Cd, Dbtr/Nm or Dbtr/Pty/Nm) are read whatever the
 * namespace says, so a bank that mixes them is read too.
 */

type XNode = Record<string, unknown>;

// Tags that may repeat are always arrays, so one and several look the same.
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const parser = new XMLParser({
  removeNSPrefix: true, // `<ns2:Document>` and `<Document>` alike
  ignoreAttributes: false,
  parseTagValue: false, // amounts and references stay the texts they are ("0012", "100.10")
  isArray: (tag) => REPEATED.has(tag),
});

const list = (value: unknown): XNode[] =>
  value == null ? [] : (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'object');

function child(node: unknown, ...path: string[]): unknown {
  let at = node;
  for (const name of path) {
    if (at == null || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as XNode)[name];
  }
  return at;
}

/** The text of an element, also of one with attributes (`{ '#text': '1.00', '@_Ccy': 'EUR' }`). */
function text(node: unknown, ...path: string[]): string {
  const at = child(node, ...path);
  if (typeof at === 'string') return at.trim();
  if (at && typeof at === 'object' && typeof (at as XNode)['#text'] === 'string') {
    return ((at as XNode)['#text'] as string).trim();
  }
  return '';
}

export function parseCamt053(xml: string): ParsedStatement {
  const source = xml.replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(source);
  if (valid !== true)
    throw new StatementError(`not well-formed XML: ${valid.err.msg}`, `line ${valid.err.line}`);
  // Other ISO 20022 messages (camt.052 intraday, camt.054 notifications) look alike but are no statement.
  const namespaces = [...source.matchAll(/urn:iso:std:iso:20022:tech:xsd:([a-z]+\.\d{3})\.\d{3}\.\d{2}/g)];
  if (namespaces.length && !namespaces.some((m) => m[1] === 'camt.053')) {
    throw new StatementError(`${namespaces[0][1]} is not a camt.053 statement`, 'Document');
  }
  const statements = list(child(parser.parse(source), 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (!statements.length) throw new StatementError('has no statement', 'Document/BkToCstmrStmt/Stmt');

  let iban: string | null = null;
  let currency: string | null = null;
  const drafts: EntryDraft[] = [];
  statements.forEach((stmt, s) => {
    const path = `Stmt[${s + 1}]`;
    iban = sameAccount(iban, compactIban(text(stmt, 'Acct', 'Id', 'IBAN')) || null, `${path}/Acct`);
    currency ??= text(stmt, 'Acct', 'Ccy') || null;
    list(stmt.Ntry).forEach((ntry, n) => {
      drafts.push(...entryParts(ntry, `${path}/Ntry[${n + 1}]`));
    });
  });
  return { format: 'camt053', account: { iban, currency }, entries: withIdentities(drafts) };
}

/** An amount element as unsigned minor units and its currency. */
function amountOf(node: unknown, where: string): { units: number; currency: string } {
  const currency = currencyCode(text(child(node, '@_Ccy')), `${where}/@Ccy`);
  const units = minorUnits(text(node), currency, { decimal: '.', thousands: false }, where);
  if (units < 0) throw new StatementError(`amount '${text(node)}' is negative`, where);
  return { units, currency };
}

function signOf(node: unknown, where: string): 1 | -1 {
  const indicator = text(node);
  if (indicator === 'CRDT') return 1;
  if (indicator === 'DBIT') return -1;
  throw new StatementError(`'${indicator}' is neither CRDT nor DBIT`, where);
}

/** DateAndDateChoice: Dt (an xs:date, maybe with zone) or DtTm, whose day as the bank wrote it counts. */
function dateOf(node: unknown, where: string): string | null {
  if (node == null) return null;
  const value = text(node, 'Dt') || text(node, 'DtTm');
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|Z|[+-]\d{2}:\d{2}$|T)/.exec(value);
  const date = m && isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (!date) throw new StatementError(`'${value}' is not a date`, where);
  return date;
}

/** The StatementEntries of one Ntry: none when not booked, one per TxDtls for a batch. */
function entryParts(ntry: XNode, path: string): EntryDraft[] {
  const status = text(ntry, 'Sts') || text(ntry, 'Sts', 'Cd');
  if (!status) throw new StatementError('is missing', `${path}/Sts`);
  if (status !== 'BOOK') return []; // pending (PDNG) or information only: not on the account yet
  if (ntry.Amt == null) throw new StatementError('is missing', `${path}/Amt`);
  const { units, currency } = amountOf(ntry.Amt, `${path}/Amt`);
  const sign = signOf(ntry.CdtDbtInd, `${path}/CdtDbtInd`);
  const bookingDate = dateOf(ntry.BookgDt, `${path}/BookgDt`) ?? dateOf(ntry.ValDt, `${path}/ValDt`);
  if (!bookingDate) throw new StatementError('is missing', `${path}/BookgDt`);
  const valueDate = dateOf(ntry.ValDt, `${path}/ValDt`);
  const entryRef = text(ntry, 'AcctSvcrRef');
  const base = { bookingDate, valueDate, currency };

  const details = list(ntry.NtryDtls);
  const txs = details.flatMap((d, i) =>
    list(d.TxDtls).map((tx, t) => ({
      tx,
      path: `${path}/NtryDtls${details.length > 1 ? `[${i + 1}]` : ''}/TxDtls[${t + 1}]`,
    })),
  );
  if (txs.length === 0) {
    const remittance = squash(text(ntry, 'AddtlNtryInf'));
    return [
      {
        ...base,
        amount: sign * units,
        ...parties(undefined, sign),
        remittance,
        reference: '',
        bankReference: entryRef,
      },
    ];
  }
  if (txs.length === 1) {
    // The entry's amount is what was booked; a lone TxDtls amount may be the instructed (foreign) one.
    const { tx } = txs[0];
    const own = tx.CdtDbtInd == null ? sign : signOf(tx.CdtDbtInd, `${txs[0].path}/CdtDbtInd`);
    return [
      {
        ...base,
        amount: sign * units,
        ...txDetails(tx, own, text(ntry, 'AddtlNtryInf')),
        bankReference: text(tx, 'Refs', 'AcctSvcrRef') || entryRef,
      },
    ];
  }

  // A batch (collective booking): one entry per transaction, each with its own amount.
  const parts = txs.map(({ tx, path: where }, i) => {
    const own = tx.CdtDbtInd == null ? sign : signOf(tx.CdtDbtInd, `${where}/CdtDbtInd`);
    // TxDtls/Amt (.08) or AmtDtls/TxAmt/Amt, whichever is in the entry's currency.
    const candidates = [
      { node: tx.Amt, at: `${where}/Amt` },
      { node: child(tx, 'AmtDtls', 'TxAmt', 'Amt'), at: `${where}/AmtDtls/TxAmt/Amt` },
    ].filter((c) => c.node != null);
    if (!candidates.length) throw new StatementError('is missing', `${where}/Amt`);
    const amounts = candidates.map((c) => amountOf(c.node, c.at));
    const amount = amounts.find((a) => a.currency === currency);
    if (!amount) throw new StatementError(`is not in the entry's currency ${currency}`, candidates[0].at);
    return {
      ...base,
      amount: own * amount.units,
      ...txDetails(tx, own, ''),
      bankReference: text(tx, 'Refs', 'AcctSvcrRef') || (entryRef ? `${entryRef}/${i + 1}` : ''),
    };
  });
  // The parts must make up the booked entry, else the split would invent or lose money.
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  if (total !== sign * units) {
    throw new StatementError(
      `the ${parts.length} transactions add up to ${total}, not ${sign * units}`,
      path,
    );
  }
  return parts;
}

/** Counterparty, remittance and reference of a TxDtls; `fallback` is the entry's text when it has none. */
function txDetails(tx: XNode, sign: number, fallback: string) {
  const remittance = ustrd(tx);
  const creditorRef = list(child(tx, 'RmtInf', 'Strd'))
    .map((strd) => text(strd, 'CdtrRefInf', 'Ref'))
    .find(Boolean);
  const endToEnd = text(tx, 'Refs', 'EndToEndId');
  return {
    ...parties(tx, sign),
    remittance: remittance || squash(text(tx, 'AddtlTxInf')) || squash(fallback),
    reference: creditorRef || (endToEnd.toUpperCase() === 'NOTPROVIDED' ? '' : endToEnd),
  };
}

/** Ustrd lines (texts, which `list` would drop as non-objects), joined by a space. */
function ustrd(tx: XNode): string {
  const lines = child(tx, 'RmtInf', 'Ustrd');
  const all = Array.isArray(lines) ? lines : lines == null ? [] : [lines];
  return squash(all.map((line) => text({ line }, 'line')).join(' '));
}

/** The other side: who paid us on a credit (Dbtr), whom we paid on a debit (Cdtr). */
function parties(tx: XNode | undefined, sign: number) {
  const side = sign > 0 ? 'Dbtr' : 'Cdtr';
  const related = child(tx, 'RltdPties');
  const name =
    text(related, side, 'Nm') ||
    text(related, side, 'Pty', 'Nm') ||
    text(related, `Ultmt${side}`, 'Nm') ||
    text(related, `Ultmt${side}`, 'Pty', 'Nm');
  const iban = text(related, `${side}Acct`, 'Id', 'IBAN');
  return { counterpartyName: squash(name), counterpartyIban: compactIban(iban) };
}
