import {
  type Company,
  DOCUMENT_TEXTS,
  formatDate,
  groupedIban,
  INVOICE_TEXTS,
  type Invoice,
  type InvoiceTexts,
  moneyFormat,
} from '@seaberth/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { documentFrame, recipientBlock } from '../print/index.ts';

export interface InvoiceDocumentInput {
  invoice: Pick<
    Invoice,
    | 'kind'
    | 'number'
    | 'bookingNo'
    | 'issueDate'
    | 'dueDate'
    | 'serviceFrom'
    | 'serviceTo'
    | 'currency'
    | 'language'
    | 'payer'
    | 'lines'
    | 'taxes'
    | 'net'
    | 'tax'
    | 'gross'
    | 'rounding'
    | 'total'
  > & { seller: Company };
  /** The invoice a credit note cancels. */
  refersTo: { number: string; issueDate: string } | null;
  logo: string | null;
  /** The GiroCode of the amount due, when there is one. */
  qr: string | null;
  /** What the booking's payments already cover of it. */
  paid: number;
}

const percentText = (language: 'de' | 'en', percent: number) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(percent);

/**
 * An invoice or credit note as a pdfmake definition, with everything §14 UStG asks: seller and
 * payer with addresses, tax number or VAT id, date, consecutive number, the service and its period,
 * net amounts per rate, the tax per rate, exemption reasons, and the total; then where to pay.
 * Pure: tests read its text without a PDF.
 */
export function invoiceDocument({
  invoice,
  refersTo,
  logo,
  qr,
  paid,
}: InvoiceDocumentInput): TDocumentDefinitions {
  const texts = INVOICE_TEXTS[invoice.language];
  const money = moneyFormat(invoice.language, invoice.currency);
  const title = `${texts.titles[invoice.kind]} ${invoice.number}`;
  const payer = invoice.payer;
  const content: Content[] = [
    recipientBlock(
      invoice.seller,
      [payer.name, payer.street, `${payer.zip} ${payer.city}`.trim(), payer.country].filter(Boolean),
    ),
    { text: title, style: 'title', margin: [0, 24, 0, 8] },
    facts(invoice, texts, refersTo),
    ...(refersTo
      ? [
          {
            text: texts.refersTo(refersTo.number, formatDate(refersTo.issueDate)),
            margin: [0, 10, 0, 0] as [number, number, number, number],
          },
        ]
      : []),
    lines(invoice, texts, money),
    totals(invoice, texts, money, paid),
    ...exemptions(invoice, texts),
    ...payment(invoice, texts, money, qr, paid),
  ];
  return {
    ...documentFrame(
      invoice.seller,
      logo,
      DOCUMENT_TEXTS[invoice.language],
      title,
      texts.titles[invoice.kind],
    ),
    content,
  };
}

function facts(
  invoice: InvoiceDocumentInput['invoice'],
  texts: InvoiceTexts,
  refersTo: InvoiceDocumentInput['refersTo'],
): Content {
  const rows: TableCell[][] = [
    [{ text: texts.numbers[invoice.kind], bold: true }, invoice.number],
    ...(refersTo
      ? [[{ text: texts.cancels, bold: true }, `${refersTo.number} (${formatDate(refersTo.issueDate)})`]]
      : []),
    [{ text: texts.date, bold: true }, formatDate(invoice.issueDate)],
    [{ text: texts.bookingNo, bold: true }, invoice.bookingNo],
    [
      { text: texts.servicePeriod, bold: true },
      `${formatDate(invoice.serviceFrom)} – ${formatDate(invoice.serviceTo)}`,
    ],
  ];
  if (invoice.payer.vatId) rows.push([{ text: texts.customerVatId, bold: true }, invoice.payer.vatId]);
  return { table: { widths: [110, '*'], body: rows }, layout: 'noBorders' };
}

function lines(
  invoice: InvoiceDocumentInput['invoice'],
  texts: InvoiceTexts,
  money: (minor: number) => string,
): Content {
  const language = invoice.language;
  const body: TableCell[][] = [
    [
      { text: texts.position, style: 'tableHeader' },
      { text: texts.description, style: 'tableHeader' },
      { text: texts.vat, style: 'tableHeader', alignment: 'right' },
      { text: texts.net, style: 'tableHeader', alignment: 'right' },
    ],
    ...invoice.lines.map((line, i) => [
      String(i + 1),
      line.text,
      { text: `${percentText(language, line.percent)} %`, alignment: 'right' as const },
      { text: money(line.net), alignment: 'right' as const },
    ]),
  ];
  return {
    margin: [0, 16, 0, 0],
    table: { headerRows: 1, widths: [28, '*', 50, 90], body },
    layout: 'lightHorizontalLines',
  };
}

function totals(
  invoice: InvoiceDocumentInput['invoice'],
  texts: InvoiceTexts,
  money: (minor: number) => string,
  paid: number,
): Content {
  const rows: TableCell[][] = [[texts.netTotal, { text: money(invoice.net), alignment: 'right' }]];
  for (const t of invoice.taxes)
    rows.push([
      texts.vatOf(percentText(invoice.language, t.percent), money(t.net)),
      { text: money(t.tax), alignment: 'right' },
    ]);
  rows.push([
    { text: texts.gross, bold: true },
    { text: money(invoice.gross), bold: true, alignment: 'right' },
  ]);
  if (invoice.rounding) rows.push([texts.rounding, { text: money(invoice.rounding), alignment: 'right' }]);
  if (invoice.rounding)
    rows.push([
      { text: texts.total, bold: true },
      { text: money(invoice.total), bold: true, alignment: 'right' },
    ]);
  if (paid > 0 && invoice.kind === 'invoice') {
    rows.push([texts.paid, { text: money(-paid), alignment: 'right' }]);
    rows.push([
      { text: texts.open, bold: true },
      { text: money(invoice.total - paid), bold: true, alignment: 'right' },
    ]);
  }
  return { margin: [200, 10, 0, 0], table: { widths: ['*', 90], body: rows }, layout: 'noBorders' };
}

function exemptions(invoice: InvoiceDocumentInput['invoice'], texts: InvoiceTexts): Content[] {
  const reasons = [...new Set(invoice.taxes.map((t) => t.exemptionReason).filter(Boolean))];
  return reasons.map((reason) => ({
    text: `${texts.exempt}: ${reason}`,
    style: 'small',
    margin: [0, 8, 0, 0],
  }));
}

function payment(
  invoice: InvoiceDocumentInput['invoice'],
  texts: InvoiceTexts,
  money: (minor: number) => string,
  qr: string | null,
  paid: number,
): Content[] {
  if (invoice.kind === 'creditNote') return [{ text: texts.creditNote, margin: [0, 16, 0, 0] }];
  if (paid >= invoice.total) return [{ text: texts.paidInFull, margin: [0, 16, 0, 0] }];
  const account =
    invoice.seller.bankAccounts.find((a) => a.currency === invoice.currency) ??
    invoice.seller.bankAccounts[0];
  const content: Content[] = [{ text: texts.payBy(formatDate(invoice.dueDate)), margin: [0, 16, 0, 0] }];
  if (account)
    content.push({
      text: `${texts.payTo}: ${account.holder || invoice.seller.name}, IBAN ${groupedIban(account.iban)}${account.bic ? `, BIC ${account.bic}` : ''} – ${texts.reference}: ${invoice.bookingNo}`,
      margin: [0, 4, 0, 0],
    });
  if (qr)
    content.push({
      margin: [0, 10, 0, 0],
      columns: [
        { qr, fit: 96, eccLevel: 'M', width: 'auto' },
        {
          text: `${texts.open}: ${money(invoice.total - paid)}`,
          style: 'small',
          margin: [10, 40, 0, 0],
          width: '*',
        },
      ],
    });
  return content;
}
