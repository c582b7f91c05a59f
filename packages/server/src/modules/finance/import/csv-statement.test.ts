import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guessCsvMapping, parseCsvStatement } from './csv-statement.ts';
import { type CsvMapping, StatementError } from './statement.ts';
import { minorUnits } from './statement-values.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url));
const sparkasse = new TextDecoder('windows-1252').decode(fixture('sparkasse.csv'));
const english = fixture('english.csv').toString('utf8');

function failure(run: () => unknown): StatementError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('parsed without error');
}

describe('amounts as exact minor units', () => {
  const de = { decimal: ',', thousands: true } as const;
  const en = { decimal: '.', thousands: true } as const;
  it('converts decimal texts without floating point', () => {
    expect(minorUnits('1.234,56', 'EUR', de, 'x')).toBe(123456);
    expect(minorUnits('-0,1', 'EUR', de, 'x')).toBe(-10);
    expect(minorUnits('12,50-', 'EUR', de, 'x')).toBe(-1250);
    expect(minorUnits('1 234 567,89', 'EUR', de, 'x')).toBe(123456789);
    expect(minorUnits('1,234,567.8', 'USD', en, 'x')).toBe(123456780);
    expect(minorUnits('0.29', 'USD', en, 'x')).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(minorUnits('1.500', 'JPY', de, 'x')).toBe(1500);
    expect(minorUnits('1.234', 'BHD', en, 'x')).toBe(1234);
    expect(minorUnits('5,10', 'EUR', { decimal: ',', thousands: false }, 'x')).toBe(510);
    expect(minorUnits('-0,00', 'EUR', de, 'x')).toBe(0);
  });

  it('refuses what is no amount', () => {
    expect(() => minorUnits('abc', 'EUR', de, 'line 7')).toThrow("line 7: amount 'abc' is not a number");
    expect(() => minorUnits('1.23', 'EUR', de, 'x')).toThrow('is not a number'); // a misplaced group
    expect(() => minorUnits('1,005', 'EUR', de, 'x')).toThrow('has more decimals than EUR allows');
    expect(() => minorUnits('1.5', 'JPY', en, 'x')).toThrow('has more decimals than JPY allows');
    expect(() => minorUnits('', 'EUR', de, 'x')).toThrow('is not a number');
    expect(() => minorUnits('1,2,3', 'EUR', de, 'x')).toThrow('is not a number');
    expect(() => minorUnits('99999999999999999,00', 'EUR', de, 'x')).toThrow('is too large');
  });
});

describe('Sparkasse CSV (Latin-1, ;, decimal comma, DD.MM.YY)', () => {
  const guess = guessCsvMapping(sparkasse);

  it('guesses the mapping', () => {
    expect(guess.mapping).toEqual({
      delimiter: ';',
      decimal: ',',
      dateFormat: 'DD.MM.YY',
      skipLines: 0,
      columns: {
        bookingDate: 'Buchungstag',
        valueDate: 'Valutadatum',
        amount: 'Betrag',
        currency: 'Waehrung',
        counterpartyName: 'Beguenstigter/Zahlungspflichtiger',
        counterpartyIban: 'Kontonummer/IBAN',
        remittance: ['Verwendungszweck'],
        reference: 'Kundenreferenz (End-to-End)',
      },
    });
    expect(guess.headers).toHaveLength(17);
    expect(guess.rows).toHaveLength(5);
    expect(guess.rows[0][11]).toBe('Jörg Müßig');
  });

  it('reads the entries, skips the pending one and keeps two equal card payments apart', () => {
    const statement = parseCsvStatement(sparkasse, guess.mapping!);
    expect(statement.format).toBe('csv');
    expect(statement.entries.map((e) => [e.bookingDate, e.amount, e.counterpartyName])).toEqual([
      ['2024-01-15', 125050, 'Jörg Müßig'],
      ['2024-01-16', -8990, 'Stadtwerke Überlingen'],
      ['2024-01-17', -350, 'Café Hafen'],
      ['2024-01-17', -350, 'Café Hafen'],
    ]);
    expect(statement.entries[0]).toMatchObject({
      valueDate: '2024-01-15',
      currency: 'EUR',
      counterpartyIban: 'DE02120300000000202051',
      remittance: 'Buchung 2024-00042 Anzahlung Tauchsafari',
      reference: 'E2E-4711',
      bankReference: '',
    });
    expect(statement.entries[1].reference).toBe(''); // NOTPROVIDED
    const ids = statement.entries.map((e) => e.identity);
    expect(ids[3]).toBe(`${ids[2]}#1`);
    expect(parseCsvStatement(sparkasse, guess.mapping!).entries.map((e) => e.identity)).toEqual(ids);
  });

  it('names the line of a bad amount, a bad date and a missing column', () => {
    const lines = sparkasse.split('\r\n');
    lines[2] = lines[2].replace('"-89,90"', '"abc"');
    expect(failure(() => parseCsvStatement(lines.join('\r\n'), guess.mapping!)).message).toBe(
      "line 3: amount 'abc' is not a number",
    );
    lines[2] = lines[2].replace('"16.01.24";"16.01.24"', '"32.01.24";"16.01.24"');
    expect(failure(() => parseCsvStatement(lines.join('\r\n'), guess.mapping!)).message).toBe(
      "line 3: date '32.01.24' is not a DD.MM.YY date",
    );
    const mapping = { ...guess.mapping!, columns: { ...guess.mapping!.columns, amount: 'Umsatz' } };
    expect(failure(() => parseCsvStatement(sparkasse, mapping)).message).toBe(
      "line 1: column 'Umsatz' is not in the header",
    );
  });
});

describe('English CSV (, and decimal dot, ISO dates)', () => {
  it('guesses and reads, with the currency of each row', () => {
    const { mapping } = guessCsvMapping(english);
    expect(mapping).toMatchObject({ delimiter: ',', decimal: '.', dateFormat: 'YYYY-MM-DD', skipLines: 0 });
    const entries = parseCsvStatement(english, mapping!).entries;
    expect(entries.map((e) => [e.amount, e.currency, e.counterpartyName, e.remittance, e.reference])).toEqual(
      [
        [123456, 'USD', 'Acme Travel Ltd', 'Group booking March', 'INV-0042'],
        [-4500, 'USD', 'Fuel Depot', 'Diesel, harbour', ''],
        [-4500, 'USD', 'Fuel Depot', 'Diesel, harbour', ''],
        [1500, 'JPY', 'Tokyo Divers', 'Deposit', ''],
      ],
    );
    expect(entries[1].identity).not.toBe(entries[2].identity);
  });
});

describe('layouts with account facts before the header', () => {
  it('finds the ING header after its preamble, "Buchung" and "Valuta"', () => {
    const ing = [
      'Umsatzanzeige;Datei erstellt am: 05.02.2024 10:00',
      ';Letztes Update: aktuell',
      '',
      'IBAN;DE12 5001 0517 0648 4898 90',
      'Kontoname;Girokonto',
      'Zeitraum;01.01.2024 - 31.01.2024',
      'Saldo;1.234,56;EUR',
      '',
      'Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung',
      '31.01.2024;31.01.2024;Marina GmbH;Lastschrift;Liegeplatz 01/2024;1.234,56;EUR;-250,00;EUR',
      '30.01.2024;30.01.2024;Ana Diaz;Gutschrift;Buchung 2024-00050;1.484,56;EUR;1.000,00;EUR',
    ].join('\n');
    const { mapping, headers, rows } = guessCsvMapping(ing);
    expect(headers[0]).toBe('Buchung');
    expect(rows).toHaveLength(2);
    expect(mapping).toMatchObject({
      skipLines: 8,
      decimal: ',',
      dateFormat: 'DD.MM.YYYY',
      columns: {
        bookingDate: 'Buchung',
        valueDate: 'Valuta',
        amount: 'Betrag',
        counterpartyName: 'Auftraggeber/Empfänger',
        remittance: ['Verwendungszweck'],
      },
    });
    const entries = parseCsvStatement(ing, mapping!).entries;
    expect(entries.map((e) => [e.bookingDate, e.amount, e.counterpartyName])).toEqual([
      ['2024-01-31', -25000, 'Marina GmbH'],
      ['2024-01-30', 100000, 'Ana Diaz'],
    ]);
  });

  it('reads Deutsche Bank Soll/Haben columns and leaves its closing "Kontostand" line out', () => {
    const db = [
      'Umsätze Girokonto;Zeitraum: 01.01.2024 - 31.01.2024',
      'Letzter Kontostand;;;;1.234,56;EUR',
      'Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN;BIC;Kundenreferenz;Betrag;Soll;Haben;Währung',
      '15.01.2024;15.01.2024;SEPA-Überweisung;Ana Diaz;Buchung 2024-00050;ES9121000418450200051332;CAIXESBBXXX;;;;1.000,00;EUR',
      '16.01.2024;16.01.2024;Lastschrift;Marina GmbH;Liegeplatz;DE12500105170648489890;INGDDEFFXXX;;;-250,00;;EUR',
      'Kontostand;31.01.2024;;;1.984,56;EUR',
    ].join('\n');
    const { mapping } = guessCsvMapping(db);
    expect(mapping).toMatchObject({
      skipLines: 2,
      columns: {
        credit: 'Haben',
        debit: 'Soll',
        counterpartyName: 'Begünstigter / Auftraggeber',
        valueDate: 'Wert',
      },
    });
    expect(mapping!.columns.amount).toBeUndefined();
    const entries = parseCsvStatement(db, mapping!).entries;
    expect(entries.map((e) => [e.amount, e.counterpartyIban])).toEqual([
      [100000, 'ES9121000418450200051332'],
      [-25000, 'DE12500105170648489890'],
    ]);
    // The same short line between entries is an error, not a footer.
    const lines = db.split('\n');
    const moved = [...lines.slice(0, 4), lines[5], lines[4]].join('\n');
    expect(failure(() => parseCsvStatement(moved, mapping!)).message).toBe(
      "line 5: date 'Kontostand' is not a DD.MM.YYYY date",
    );
  });

  it('answers no mapping for a file it does not know, with its first rows to map by hand', () => {
    const guess = guessCsvMapping('a;b;c\n1;2;3\n4;5;6\n');
    expect(guess).toEqual({
      headers: ['a', 'b', 'c'],
      rows: [
        ['1', '2', '3'],
        ['4', '5', '6'],
      ],
      mapping: null,
    });
  });

  it('names the line of a broken quote', () => {
    const mapping: CsvMapping = {
      delimiter: ',',
      decimal: '.',
      dateFormat: 'YYYY-MM-DD',
      skipLines: 0,
      columns: { bookingDate: 'Date', amount: 'Amount' },
    };
    expect(
      failure(() => parseCsvStatement('Date,Amount\n2024-01-01,1.00\n2024-01-02,"1"2\n', mapping)).where,
    ).toBe('line 3');
  });
});
