import { describe, expect, it } from 'vitest';
import {
  amountText,
  DATEV_COLUMNS,
  type DatevHeader,
  datevFile,
  headerLine,
  postingLine,
  text,
} from './datev-format.ts';

const header: DatevHeader = {
  createdAt: '20270115093000123',
  exportedBy: 'Admin',
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2027-01-01',
  accountLength: 4,
  from: '2027-01-01',
  to: '2027-01-31',
  label: 'Seaberth 2027-01',
  initials: 'SB',
  lock: false,
  currency: 'EUR',
  chart: 'SKR03',
};

describe('DATEV format', () => {
  it('has the 125 columns of format version 13', () => {
    expect(DATEV_COLUMNS).toHaveLength(125);
    expect(new Set(DATEV_COLUMNS).size).toBe(125);
    expect(DATEV_COLUMNS[36]).toBe('KOST1 - Kostenstelle');
    expect(DATEV_COLUMNS[47]).toBe('Zusatzinformation - Art 1');
    expect(DATEV_COLUMNS[87]).toBe('Stück');
  });

  it('writes the header as DATEV’s own example has it', () => {
    expect(headerLine(header)).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;20270115093000123;;"RE";"Admin";"";29098;55003;20270101;4;20270101;20270131;"Seaberth 2027-01";"SB";1;0;0;"EUR";;"";;;"03";;;"";""',
    );
  });

  it('writes amounts with two decimals after a comma, texts quoted without control characters', () => {
    expect(amountText(123456, 2)).toBe('1234,56');
    expect(amountText(5, 2)).toBe('0,05');
    expect(amountText(1500, 0)).toBe('1500,00');
    expect(text('Say "hi"\nthere')).toBe('"Say ""hi"" there"');
  });

  it('writes a posting with DDMM document date and cleans Belegfeld 1', () => {
    const line = postingLine(
      {
        amount: 119000,
        side: 'S',
        account: 10000,
        contra: 8400,
        date: '2027-01-15',
        document: '2027-00001 x',
        document2: '290127',
        text: 'Rechnung 2027-00001 Anna',
      },
      2,
      'EUR',
    ).split(';');
    expect(line).toHaveLength(125);
    expect(line.slice(0, 14)).toEqual([
      '1190,00',
      '"S"',
      '"EUR"',
      '',
      '',
      '""',
      '10000',
      '8400',
      '""',
      '1501',
      '"2027-00001x"',
      '"290127"',
      '',
      '"Rechnung 2027-00001 Anna"',
    ]);
  });

  it('ends every line with CR LF', () => {
    const file = datevFile(header, [], 2).toString('latin1');
    expect(file.split('\r\n')).toHaveLength(3);
    expect(file.endsWith('\r\n')).toBe(true);
  });
});
