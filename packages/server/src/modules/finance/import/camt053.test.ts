import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053.ts';
import { StatementError } from './statement.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url), 'utf8');
const v02 = fixture('camt053-001-02.xml');
const v08 = fixture('camt053-001-08.xml');

/** The StatementError a broken file throws, to assert where it points. */
function failure(xml: string): StatementError {
  try {
    parseCamt053(xml);
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('parsed without error');
}

describe('camt.053.001.02', () => {
  const statement = parseCamt053(v02);

  it('reads the account and skips the pending entry', () => {
    expect(statement.format).toBe('camt053');
    expect(statement.account).toEqual({ iban: 'DE89370400440532013000', currency: 'EUR' });
    // 2 single entries + 3 batch parts + charges; the PDNG entry of 42.00 is not there.
    expect(statement.entries.map((e) => e.amount)).toEqual([125050, -8990, 10000, 20000, 30000, -750]);
    expect(statement.entries.some((e) => e.bankReference === '2024011600009')).toBe(false);
  });

  it('reads a credit: the debtor is the counterparty, the RF reference wins over the end-to-end id', () => {
    expect(statement.entries[0]).toEqual({
      identity: 'ref:2024011500001',
      bookingDate: '2024-01-15',
      valueDate: '2024-01-15',
      amount: 125050,
      currency: 'EUR',
      counterpartyName: 'Anna Müller',
      counterpartyIban: 'DE02120300000000202051',
      remittance: 'Buchung 2024-00042 Anzahlung Tauchsafari',
      reference: 'RF18539007547034',
      bankReference: '2024011500001',
    });
  });

  it('reads a debit: the creditor is the counterparty, entities decoded', () => {
    expect(statement.entries[1]).toMatchObject({
      amount: -8990,
      valueDate: '2024-01-16',
      counterpartyName: 'Tank & Gas Supplies Ltd',
      counterpartyIban: 'GB29NWBK60161331926819',
      remittance: 'Invoice 117 air fills',
      reference: 'INV-2024-117',
    });
  });

  it('splits a batch into its transactions with their own amounts and references', () => {
    const batch = statement.entries.slice(2, 5);
    expect(
      batch.map((e) => [e.amount, e.counterpartyName, e.remittance, e.reference, e.bankReference]),
    ).toEqual([
      [10000, 'Ben Kurz', 'Buchung 2024-00043', '', '2024011500003/1'], // NOTPROVIDED is no reference
      [20000, 'Clara Ost', 'Buchung 2024-00044', 'E2E-B', 'BATCH-3-B'],
      [30000, 'Dana Weiss', 'Buchung 2024-00045', '', '2024011500003/3'],
    ]);
    expect(new Set(statement.entries.map((e) => e.identity)).size).toBe(statement.entries.length);
  });

  it('identifies an entry without bank reference by its content, the same on every parse', () => {
    const charges = statement.entries[5];
    expect(charges).toMatchObject({ bankReference: '', remittance: 'Kontoführungsentgelt Januar' });
    expect(charges.identity).toMatch(/^[0-9a-f]{32}$/);
    expect(parseCamt053(v02).entries.map((e) => e.identity)).toEqual(
      statement.entries.map((e) => e.identity),
    );
  });
});

describe('camt.053.001.08', () => {
  it('reads a prefixed namespace, Sts/Cd, Pty/Nm, DtTm and skips PDNG', () => {
    const statement = parseCamt053(v08);
    expect(statement.account.iban).toBe('DE89370400440532013000');
    expect(statement.entries).toHaveLength(2);
    expect(statement.entries[0]).toMatchObject({
      bookingDate: '2024-02-01',
      amount: 340000,
      counterpartyName: 'Reisebüro Süd GmbH',
      counterpartyIban: 'DE75512108001245126199',
      reference: 'AGENCY-2024-02',
      identity: 'ref:2024020100017',
    });
    expect(statement.entries[1]).toMatchObject({
      amount: -15000,
      valueDate: null,
      counterpartyName: 'Hafenamt',
      reference: '',
      remittance: 'Liegeplatz Februar',
    });
  });
});

describe('broken camt.053', () => {
  it('refuses XML that is cut off, naming the line', () => {
    const error = failure(v02.slice(0, v02.indexOf('<Sts>PDNG')));
    expect(error.where).toMatch(/^line \d+$/);
    expect(error.message).toContain('not well-formed XML');
    expect(failure('Buchungstag;Betrag').where).toBe('line 1');
  });

  it('names the element of a missing amount, a bad date and an unknown direction', () => {
    const third = (xml: string) => xml.replace('<Amt Ccy="EUR">600.00</Amt>', '');
    expect(failure(third(v02)).where).toBe('Stmt[1]/Ntry[3]/Amt');
    expect(failure(v02.replace('<Dt>2024-01-15</Dt></BookgDt>', '<Dt>2024-02-30</Dt></BookgDt>')).where).toBe(
      'Stmt[1]/Ntry[1]/BookgDt',
    );
    const unknown = failure(v02.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>DEBIT</CdtDbtInd>'));
    expect(unknown.where).toBe('Stmt[1]/Ntry[2]/CdtDbtInd');
    expect(unknown.message).toContain("'DEBIT' is neither CRDT nor DBIT");
    expect(failure(v02.replace('1250.50</Amt>', '1.250,50</Amt>')).where).toBe('Stmt[1]/Ntry[1]/Amt');
  });

  it('refuses a batch part without amount and a batch that does not add up', () => {
    expect(
      failure(v02.replace('<AmtDtls><TxAmt><Amt Ccy="EUR">200.00</Amt></TxAmt></AmtDtls>', '')).where,
    ).toBe('Stmt[1]/Ntry[3]/NtryDtls/TxDtls[2]/Amt');
    const off = failure(v02.replace('<Amt Ccy="EUR">300.00</Amt>', '<Amt Ccy="EUR">299.00</Amt>'));
    expect(off.where).toBe('Stmt[1]/Ntry[3]');
  });

  it('refuses other ISO 20022 messages and statements of two accounts', () => {
    expect(failure(v02.replace('camt.053.001.02', 'camt.054.001.02')).message).toContain(
      'camt.054 is not a camt.053 statement',
    );
    const stmt = v02.slice(v02.indexOf('<Stmt>'), v02.indexOf('</Stmt>') + 7);
    const second = stmt.replace('DE89 3704 0044 0532 0130 00', 'DE02120300000000202051');
    expect(failure(v02.replace('</Stmt>', `</Stmt>${second}`)).where).toBe('Stmt[2]/Acct');
  });
});
