import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { guessCsvMapping } from './csv-statement.ts';
import { StatementError } from './statement.ts';
import { decodeText, readStatementFile } from './statement-file.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url)));

function failure(run: () => unknown): StatementError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('read without error');
}

describe('statement files', () => {
  it('tells the formats apart by content', () => {
    expect(readStatementFile(fixture('camt053-001-02.xml'), {}).format).toBe('camt053');
    expect(readStatementFile(fixture('camt053-001-08.xml'), {}).format).toBe('camt053');
    expect(readStatementFile(fixture('mt940.sta'), {}).format).toBe('mt940');
  });

  it('decodes UTF-8 with BOM, and Latin-1/windows-1252 when the bytes are no UTF-8', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa4]))).toBe('Aä');
    expect(decodeText(new Uint8Array(Buffer.from('Jörg Müßig;12,50', 'latin1')))).toBe('Jörg Müßig;12,50');
    expect(decodeText(new Uint8Array([0x80, 0x20, 0xe4, 0x84, 0x93]))).toBe('€ ä„“'); // windows-1252, not Latin-1
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...fixture('camt053-001-08.xml')]);
    expect(readStatementFile(bom, {}).entries).toHaveLength(2);
  });

  it('reads a Latin-1 CSV with the mapping, and asks for one without', () => {
    const data = fixture('sparkasse.csv');
    const { mapping } = guessCsvMapping(decodeText(data));
    const statement = readStatementFile(data, { csvMapping: mapping });
    expect(statement.entries[0].counterpartyName).toBe('Jörg Müßig');
    const error = failure(() => readStatementFile(data, { csvMapping: null }));
    expect(error.message).toBe('file: a CSV file needs a column mapping');
  });

  it('reads every XML of a ZIP in file-name order, identities as for the files one by one', () => {
    const v02 = fixture('camt053-001-02.xml');
    const v08 = fixture('camt053-001-08.xml');
    const zip = zipSync({
      'b-february.xml': v08,
      'a-january.xml': v02,
      'readme.txt': strToU8('not a statement'),
      '__MACOSX/._a-january.xml': strToU8('resource fork'),
    });
    const statement = readStatementFile(zip, {});
    const january = readStatementFile(v02, {}).entries;
    const february = readStatementFile(v08, {}).entries;
    expect(statement.format).toBe('camt053');
    expect(statement.account).toEqual({ iban: 'DE89370400440532013000', currency: 'EUR' });
    expect(statement.entries).toEqual([...january, ...february]);
    expect(readStatementFile(zip, {}).entries.map((e) => e.identity)).toEqual(
      statement.entries.map((e) => e.identity),
    );
  });

  it('names the file inside the ZIP that is broken, and refuses a ZIP without XML', () => {
    const broken = new TextDecoder()
      .decode(fixture('camt053-001-08.xml'))
      .replace('150.00</ns2:Amt>', 'x</ns2:Amt>');
    const zip = zipSync({ 'a.xml': fixture('camt053-001-02.xml'), 'b.xml': strToU8(broken) });
    const error = failure(() => readStatementFile(zip, {}));
    expect(error.where).toBe('b.xml: Stmt[1]/Ntry[2]/Amt');
    expect(error.message).toBe("b.xml: Stmt[1]/Ntry[2]/Amt: amount 'x' is not a number");
    expect(failure(() => readStatementFile(zipSync({ 'a.txt': strToU8('x') }), {})).where).toBe('file');
  });
});
