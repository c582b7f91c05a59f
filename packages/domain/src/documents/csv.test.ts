import { describe, expect, it } from 'vitest';
import { csvField, csvText, neutraliseCell } from './csv.ts';

describe('the CSV writer', () => {
  it('turns a cell that a spreadsheet would run into text with a leading quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(neutraliseCell(`${start}HYPERLINK("https://evil.example","x")`)).toBe(
        `'${start}HYPERLINK("https://evil.example","x")`,
      );
    expect(neutraliseCell('=1+1')).toBe("'=1+1");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
  });

  it('leaves ordinary text and plain numbers alone', () => {
    for (const text of ['Anna', 'a=b', '', '-12.50', '+3', '12,5', '2027-01-01'])
      expect(neutraliseCell(text)).toBe(text);
    expect(csvField(-1250)).toBe('-1250');
  });

  it('quotes what holds the separator, a quote or a line break, after neutralising', () => {
    expect(csvField('=HYPERLINK("a","b")')).toBe(`"'=HYPERLINK(""a"",""b"")"`);
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('a;b', ',')).toBe('a;b');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('writes a header and rows, with a BOM and CR LF line ends when asked', () => {
    expect(csvText(['name', 'amount'], [['@SUM(A1)', '-5.00']])).toBe("name,amount\n'@SUM(A1),-5.00\n");
    expect(
      csvText(['name', 'amount'], [['@SUM(A1)', '-5.00']], { separator: ';', bom: true, lineEnd: '\r\n' }),
    ).toBe("\uFEFFname;amount\r\n'@SUM(A1);-5.00\r\n");
  });
});
