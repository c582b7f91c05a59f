import { formatDate, type Language, moneyFormat } from '@seaberth/domain';
import { type PrintTable, printTable } from '../print/index.ts';
import type { PosClosingRow } from './pos-closing.repository.ts';

const KIND_NAMES: Record<string, string> = { cash: 'Cash', card: 'Card', folio: 'On room' };

/**
 * The Z report of a closing as a printed table: a section per sum (sales by category, by VAT rate,
 * by payment kind, voids), the cash counted against expected per currency with the reason, and the
 * tabs left open. Printed from the stored closing, so a reprint says what it said that night.
 */
export function zReportTable(closing: PosClosingRow, language: Language, timeZone: string): PrintTable {
  const money = moneyFormat(language, closing.currency);
  const title = `Z report ${closing.tillName} #${closing.number}`;
  const closedAt = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(closing.closedAt);
  const subtitle = [
    `${formatDate(closing.day)} ${closedAt}`,
    `receipts #${closing.firstNumber}–#${closing.lastNumber} (${closing.transactionCount})`,
    closing.userName,
  ]
    .filter(Boolean)
    .join(' — ');
  const rows: unknown[][] = [];
  const section = (name: string, items: unknown[][]) => {
    items.forEach((item, i) => {
      rows.push([i === 0 ? name : '', ...item]);
    });
  };
  const { totals } = closing;
  section(
    'Sales by category',
    totals.byCategory.map((c) => [c.name || 'Other', '', money(c.amount)]),
  );
  section('Total sales', [['', `${closing.transactionCount} receipts`, money(closing.total)]]);
  section(
    'By VAT rate',
    totals.byTaxRate.map((r) => [
      `${r.taxRate} %`,
      `net ${money(r.net)}, VAT ${money(r.tax)}`,
      money(r.gross),
    ]),
  );
  section(
    'By payment',
    totals.byPaymentKind.map((p) => [KIND_NAMES[p.kind] ?? p.kind, '', money(p.amount)]),
  );
  section('Voids', [[`${totals.voids.count}`, '', money(totals.voids.amount)]]);
  for (const c of closing.cash) {
    const inCurrency = moneyFormat(language, c.currency);
    section(`Cash ${c.currency}`, [
      ['expected', '', inCurrency(c.expected)],
      ['counted', '', inCurrency(c.counted)],
      ['difference', '', inCurrency(c.difference)],
    ]);
  }
  if (closing.reason) section('Reason', [[closing.reason, '', '']]);
  section(
    'Open tabs',
    closing.openTabs.length
      ? closing.openTabs.map((tab) => [
          `#${tab.number}`,
          [tab.guestName, tab.roomName].filter(Boolean).join(', '),
          money(tab.total),
        ])
      : [['none', '', '']],
  );
  return printTable(title, subtitle, ['', 'Item', 'Detail', 'Amount'], rows);
}
