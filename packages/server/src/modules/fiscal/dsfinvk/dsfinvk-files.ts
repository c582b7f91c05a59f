import { strToU8, zipSync } from 'fflate';
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
  const text = [...String(value)].slice(0, column.maxLength).join('');
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One table as its CSV file: a header row, then the rows, each line ended by CR LF. */
export function dsfinvkCsv(table: DsfinvkTable, rows: DsfinvkRow[]): string {
  const lines = [table.columns.map((c) => c.name).join(';')];
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

/** The export as an auditor receives it: index.xml and all 20 CSV files (empty ones as a header). */
export function dsfinvkZip(rows: DsfinvkRows, supplier: Parameters<typeof dsfinvkIndexXml>[0]): Uint8Array {
  const files: Record<string, Uint8Array> = { 'index.xml': strToU8(dsfinvkIndexXml(supplier)) };
  for (const table of DSFINVK_TABLES) files[table.file] = strToU8(dsfinvkCsv(table, rows[table.file] ?? []));
  return zipSync(files, { level: 6 });
}
