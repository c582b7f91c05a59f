import { strToU8, Zip, ZipDeflate } from 'fflate';
import { DSFINVK_TABLES, type DsfinvkColumn, type DsfinvkTable } from './dsfinvk-tables.ts';

/** A row of a table: by column name; a missing column is empty. Numbers in major units (euros, pieces). */
export type DsfinvkRow = Record<string, string | number | null | undefined>;
/** Rows per file name (`lines.csv`); a file without rows is written as its header. */
export type DsfinvkRows = Record<string, DsfinvkRow[]>;

const CRLF = '\r\n';

/**
 * A value as the CSV of index.xml declares it: numbers with a decimal comma and no grouping, two
 * decimals for amounts (three for quantities), none for counters; text in double quotes when it
 * holds the delimiter, a quote or a line break, cut to the column's length.
 */
export function dsfinvkValue(column: DsfinvkColumn, value: DsfinvkRow[string]): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.numeric) {
    const number = Number(value);
    if (!Number.isFinite(number)) throw new Error(`${column.name}: ${String(value)} is no number`);
    const places = column.accuracy === 0 ? 0 : column.accuracy === 3 ? 3 : 2;
    return number.toFixed(places).replace('.', ',');
  }
  const raw = String(value);
  // Cut by characters, not UTF-16 units; most values are far shorter than their column.
  const text = raw.length <= column.maxLength ? raw : [...raw].slice(0, column.maxLength).join('');
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One table as its CSV file: a header row, then the rows, each line ended by CR LF. */
export function dsfinvkCsv(table: DsfinvkTable, rows: DsfinvkRow[], header = true): string {
  const lines = header ? [table.columns.map((c) => c.name).join(';')] : [];
  if (!lines.length && !rows.length) return '';
  for (const row of rows) lines.push(table.columns.map((c) => dsfinvkValue(c, row[c.name])).join(';'));
  return lines.join(CRLF) + CRLF;
}

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** index.xml (GDPdU description) of every table: how an auditor's software reads the CSV files. */
export function dsfinvkIndexXml(supplier: { name: string; location: string; comment: string }): string {
  const lines: string[] = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<!DOCTYPE DataSet SYSTEM "gdpdu-01-09-2004.dtd">',
    '<DataSet>',
    '  <Version>1.0</Version>',
    '  <DataSupplier>',
    `    <Name>${xml(supplier.name)}</Name>`,
    `    <Location>${xml(supplier.location)}</Location>`,
    `    <Comment>${xml(supplier.comment)}</Comment>`,
    '  </DataSupplier>',
    '  <Media>',
    '    <Name>DSFinV-K</Name>',
  ];
  for (const table of DSFINVK_TABLES) {
    lines.push(
      '    <Table>',
      `      <URL>${table.file}</URL>`,
      `      <Name>${table.name}</Name>`,
      `      <Description>${table.file}</Description>`,
      '      <UTF8 />',
      '      <DecimalSymbol>,</DecimalSymbol>',
      '      <DigitGroupingSymbol>.</DigitGroupingSymbol>',
      '      <Range>',
      '        <From>2</From>',
      '      </Range>',
      '      <VariableLength>',
      '        <ColumnDelimiter>;</ColumnDelimiter>',
      '        <RecordDelimiter>&#xD;&#xA;</RecordDelimiter>',
      '        <TextEncapsulator>"</TextEncapsulator>',
    );
    for (const column of table.columns) {
      lines.push('        <VariableColumn>', `          <Name>${column.name}</Name>`);
      if (!column.numeric)
        lines.push('          <AlphaNumeric />', `          <MaxLength>${column.maxLength}</MaxLength>`);
      else if (column.accuracy)
        lines.push(
          '          <Numeric>',
          `            <Accuracy>${column.accuracy}</Accuracy>`,
          '          </Numeric>',
        );
      else lines.push('          <Numeric />');
      lines.push('        </VariableColumn>');
    }
    lines.push('      </VariableLength>', '    </Table>');
  }
  lines.push('  </Media>', '</DataSet>');
  return lines.join(CRLF);
}

/**
 * The export written as it is built: the closings come in batches, each batch's rows go straight
 * into its files, compressed as they come — so a year of receipts is held only as the ZIP's
 * compressed bytes, never as rows or CSV text all at once. Files of the ZIP are stored one after
 * the other: what is written to a later file waits, compressed, until the earlier ones end.
 */
export class DsfinvkZipWriter {
  private readonly chunks: Uint8Array[] = [];
  private readonly files: ZipDeflate[];
  private readonly zip: Zip;
  private failure: Error | null = null;
  private done = false;

  constructor(supplier: Parameters<typeof dsfinvkIndexXml>[0]) {
    this.zip = new Zip((error, data, final) => {
      if (error) this.failure = error;
      else this.chunks.push(data);
      if (final) this.done = true;
    });
    const index = new ZipDeflate('index.xml', { level: 6 });
    this.zip.add(index);
    index.push(strToU8(dsfinvkIndexXml(supplier)), true);
    this.files = DSFINVK_TABLES.map((table) => {
      const file = new ZipDeflate(table.file, { level: 6 });
      this.zip.add(file);
      file.push(strToU8(dsfinvkCsv(table, [])));
      return file;
    });
  }

  /** One batch's rows appended to their files (the header went first). */
  add(rows: DsfinvkRows): void {
    DSFINVK_TABLES.forEach((table, i) => {
      const batch = rows[table.file];
      if (batch?.length) this.files[i]!.push(strToU8(dsfinvkCsv(table, batch, false)));
    });
  }

  finish(): Uint8Array {
    for (const file of this.files) file.push(new Uint8Array(0), true);
    this.zip.end();
    if (this.failure) throw this.failure;
    if (!this.done) throw new Error('The DSFinV-K ZIP did not end');
    const out = new Uint8Array(this.chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

/** The export as an auditor receives it: index.xml and all 20 CSV files (empty ones as a header). */
export function dsfinvkZip(rows: DsfinvkRows, supplier: Parameters<typeof dsfinvkIndexXml>[0]): Uint8Array {
  const writer = new DsfinvkZipWriter(supplier);
  writer.add(rows);
  return writer.finish();
}
