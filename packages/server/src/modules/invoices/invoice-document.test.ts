import { EMPTY_COMPANY } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { type InvoiceDocumentInput, invoiceDocument } from './invoice-document.ts';

const invoice: InvoiceDocumentInput['invoice'] = {
  kind: 'invoice',
  number: '2027-00007',
  bookingNo: '2027-00042',
  issueDate: '2027-01-10',
  dueDate: '2027-01-24',
  serviceFrom: '2027-03-06',
  serviceTo: '2027-03-13',
  currency: 'EUR',
  language: 'de',
  seller: { ...EMPTY_COMPANY, name: 'Blue Reef Diving GmbH', vatId: 'DE123456789' },
  payer: {
    name: 'Ana Diaz',
    street: 'Calle 5',
    zip: '28001',
    city: 'Madrid',
    country: 'ES',
    email: '',
    vatId: '',
    customer: null,
  },
  lines: [
    { line: 'l1', text: 'Northern reefs: Ana Diaz', quantity: 1, net: 113_445, percent: 19, category: 'S' },
  ],
  taxes: [{ percent: 19, category: 'S', exemptionReason: '', net: 113_445, tax: 21_555 }],
  net: 113_445,
  tax: 21_555,
  gross: 135_000,
  rounding: 0,
  total: 135_000,
};

/** Every text of the content, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) =>
      ['text', 'stack', 'columns', 'table', 'body'].includes(key) ? texts(value) : [],
    );
  return [];
}
const textOf = (input: Partial<InvoiceDocumentInput>) =>
  texts(invoiceDocument({ invoice, refersTo: null, logo: null, qr: 'BCD', paid: 0, ...input }).content)
    .join('\n')
    .replace(/\u00a0/g, ' ');

describe('an invoice document', () => {
  it('prints what §14 UStG asks: number, date, service period, payer, net per rate, tax, total', () => {
    const text = textOf({});
    for (const part of [
      'Rechnung 2027-00007',
      '10.01.2027',
      '06.03.2027 – 13.03.2027',
      'Ana Diaz',
      'Northern reefs: Ana Diaz',
      'USt. 19 % auf 1.134,45 €',
      '215,55 €',
      '1.350,00 €',
      'Bitte zahlen Sie bis zum 24.01.2027.',
    ])
      expect(text).toContain(part);
  });

  it('counts what is paid, and says so when nothing is left', () => {
    expect(textOf({ paid: 40_500 })).toContain('Offen\n945,00 €');
    const paid = textOf({ paid: 135_000, qr: null });
    expect(paid).toContain('Diese Rechnung ist vollständig bezahlt.');
    expect(paid).not.toContain('Bitte zahlen Sie');
  });

  it('names the invoice a credit note cancels, and asks for no payment', () => {
    const text = textOf({
      invoice: { ...invoice, kind: 'creditNote' },
      refersTo: { number: '2027-00001', issueDate: '2027-01-02' },
    });
    expect(text).toContain('Stornorechnung 2027-00007');
    expect(text).toContain('Rechnungskorrektur Nr.\n2027-00007');
    expect(text).toContain('Storniert Rechnung Nr.\n2027-00001 (02.01.2027)');
    expect(text).not.toContain('Rechnungsnr.');
    expect(text).toContain('hebt die Rechnung 2027-00001 vom 02.01.2027 vollständig auf');
    expect(text).not.toContain('Bitte zahlen Sie');
  });

  it('labels a credit note as one in English too, with the invoice it cancels', () => {
    const text = textOf({
      invoice: { ...invoice, kind: 'creditNote', language: 'en' },
      refersTo: { number: '2027-00001', issueDate: '2027-01-02' },
    });
    expect(text).toContain('Credit note no.\n2027-00007');
    expect(text).toContain('Cancels invoice no.\n2027-00001 (02.01.2027)');
    expect(text).not.toContain('Invoice no.');
    expect(textOf({ invoice: { ...invoice, language: 'en' } })).toContain('Invoice no.\n2027-00007');
  });
});
