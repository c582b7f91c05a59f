import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMt940 } from './mt940.ts';
import { StatementError } from './statement.ts';

const sta = readFileSync(new URL('../../../../test/fixtures/statements/mt940.sta', import.meta.url), 'utf8');

function failure(text: string): StatementError {
  try {
    parseMt940(text);
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('parsed without error');
}

describe('MT940', () => {
  const statement = parseMt940(sta);

  it('reads both statements of the file and the account', () => {
    expect(statement.format).toBe('mt940');
    expect(statement.account).toEqual({ iban: 'DE89370400440532013000', currency: 'EUR' });
    expect(statement.entries.map((e) => e.amount)).toEqual([125050, -8990, 2500, -1000, -1000]);
  });

  it('reads German ?-structured :86: over wrapped lines, full 27-character subfields run on', () => {
    expect(statement.entries[0]).toEqual({
      identity: 'ref:2024010200001',
      bookingDate: '2024-01-02',
      valueDate: '2024-01-02',
      amount: 125050,
      currency: 'EUR',
      counterpartyName: 'Anna Müller',
      counterpartyIban: 'DE02120300000000202051',
      remittance: 'EREF+E2E-4711 SVWZ+Buchung 2024-00042 Anzahlung Tauchsafari',
      reference: 'E2E-4711',
      bankReference: '2024010200001',
    });
    expect(statement.entries[1]).toMatchObject({
      counterpartyName: 'Tank & Gas Supplies Ltd',
      counterpartyIban: 'GB29NWBK60161331926819', // "?" and "31" on two lines
      reference: '', // EREF+NOTPROVIDED and NONREF
      bankReference: '',
    });
  });

  it('takes the entry date across New Year, and RD as money back', () => {
    expect(statement.entries[1]).toMatchObject({ valueDate: '2023-12-30', bookingDate: '2024-01-02' });
    expect(statement.entries[2]).toMatchObject({
      amount: 2500,
      bookingDate: '2024-01-02',
      remittance: 'Rueckbuchung Lastschrift Karte 1234', // unstructured :86: lines
      reference: 'KREF-77',
      bankReference: '2024010200003',
    });
  });

  it('keeps identical bookings apart and identities stable across parses', () => {
    const [a, b] = statement.entries.slice(3);
    expect(a.identity).toMatch(/^[0-9a-f]{32}$/);
    expect(b.identity).toBe(`${a.identity}#1`);
    expect(parseMt940(sta).entries.map((e) => e.identity)).toEqual(statement.entries.map((e) => e.identity));
  });

  it('takes a BLZ/account :25: as no IBAN', () => {
    const old = sta.replaceAll(':25:DE89370400440532013000', ':25:37040044/0532013000');
    expect(parseMt940(old).account).toEqual({ iban: null, currency: 'EUR' });
  });

  it('names the line of a :61: or date that does not parse', () => {
    const bad = failure(sta.replace('D89,90NMSC', 'D89.90NMSC'));
    expect(bad.where).toBe('line 8');
    expect(bad.message).toContain("line 8: :61: '2312300102D89.90NMSCNONREF' does not parse");
    expect(failure(sta.replace(':61:2401030103DR', ':61:2402300103DR')).where).toBe('line 20');
    expect(failure(sta.replace(':60F:C231229EUR10000,00\n', '')).where).toBe('line 4');
    expect(failure('Buchungstag;Betrag\n').where).toBe('line 1');
  });
});
