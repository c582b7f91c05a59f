import { unzipSync } from 'fflate';
import { parseCamt053 } from './camt053.ts';
import { parseCsvStatement } from './csv-statement.ts';
import { parseMt940 } from './mt940.ts';
import { type CsvMapping, type ParsedStatement, StatementError } from './statement.ts';
import { sameAccount } from './statement-values.ts';

export { statementIdentities } from './statement-values.ts';

/** An uploaded statement file of any supported format, told apart by its content, not its name. */

// A ZIP of daily statements may not unpack into more than this (a zip bomb would).
const MAX_UNPACKED = 100 * 1024 * 1024;

// windows-1252 bytes 0x80-0x9F (€, „, “, –, …); the undefined five stay as they are.
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** UTF-8 (BOM dropped), else windows-1252, which German bank exports still use (and Latin-1 is within). */
export function decodeText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  try {
    // TextDecoder drops a UTF-8 BOM by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    // Node up to 24 decodes windows-1252 as Latin-1 (nodejs/node#56542: 0x80 gives U+0080, not €),
    // so the C1 range is mapped here; with a fixed Node there is nothing left to map.
    return new TextDecoder('windows-1252')
      .decode(data)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]);
  }
}

const isZip = (data: Uint8Array) =>
  data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

export function readStatementFile(
  data: Uint8Array,
  options: { csvMapping?: CsvMapping | null; currency?: string },
): ParsedStatement {
  if (isZip(data)) return readZip(data);
  const text = decodeText(data);
  if (/^\s*<(\?xml|([\w.-]+:)?Document\b)/.test(text)) return parseCamt053(text);
  if (/^:20:/m.test(text)) return parseMt940(text);
  if (!options.csvMapping) throw new StatementError('a CSV file needs a column mapping', 'file');
  return parseCsvStatement(text, options.csvMapping, options.currency);
}

/**
 * Every .xml in a ZIP as camt.053, in file-name order. Identities are made per XML, so the ZIP yields
 * the same entries as its files uploaded one by one (and an entry in two of them is imported once).
 */
function readZip(data: Uint8Array): ParsedStatement {
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (file) => {
        // __MACOSX/._name.xml are Finder's resource forks, not statements.
        const wanted = /\.xml$/i.test(file.name) && !/(^|\/)(__MACOSX\/|\._)/.test(file.name);
        if (wanted) unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED) throw new StatementError('the ZIP unpacks to more than 100 MB', 'file');
        return wanted;
      },
    });
  } catch (error) {
    if (error instanceof StatementError) throw error;
    throw new StatementError(`the ZIP cannot be read (${(error as Error).message})`, 'file');
  }
  const names = Object.keys(files).sort();
  if (!names.length) throw new StatementError('the ZIP holds no XML statement', 'file');
  const result: ParsedStatement = { format: 'camt053', account: { iban: null, currency: null }, entries: [] };
  for (const name of names) {
    let part: ParsedStatement;
    try {
      part = parseCamt053(decodeText(files[name]));
    } catch (error) {
      if (!(error instanceof StatementError)) throw error;
      // Keep the element path and say which file of the ZIP it is in.
      throw new StatementError(error.message.slice(error.where.length + 2), `${name}: ${error.where}`);
    }
    result.account.iban = sameAccount(result.account.iban, part.account.iban, name);
    result.account.currency ??= part.account.currency;
    result.entries.push(...part.entries);
  }
  return result;
}
