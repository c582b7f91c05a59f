import { xeroSettingsSchema } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { decimalText, lineTaxes, type XeroSource, xeroDocument } from './xero-mapping.ts';

const { clientSecret: _secret, ...settings } = xeroSettingsSchema.parse({
  taxTypes: [{ category: 'S', percent: 7, taxType: 'OUTPUT2' }],
});

const source: XeroSource = {
  id: 'a1',
  kind: 'invoice',
  number: '2027-00007',
  bookingNo: '2027-00012',
  issueDate: '2027-01-15',
  dueDate: '2027-01-29',
  currency: 'EUR',
  lines: [
    { line: 'l1', text: 'Cabin', quantity: 2, net: 100_00, percent: 19, category: 'S' },
    { line: 'l2', text: 'Nitrox', quantity: 1, net: 33_33, percent: 19, category: 'S' },
    { line: 'l3', text: 'Breakfast', quantity: 3, net: 10_00, percent: 7, category: 'S' },
  ],
  taxes: [
    { percent: 19, category: 'S', exemptionReason: '', net: 133_33, tax: 25_33 },
    { percent: 7, category: 'S', exemptionReason: '', net: 10_00, tax: 70 },
  ],
  rounding: 1,
  refersToNumber: null,
};

describe('xeroDocument', () => {
  it('splits each VAT breakdown over its lines so the line taxes add up to it', () => {
    const shares = lineTaxes(source.lines, source.taxes);
    expect(shares[0]! + shares[1]!).toBe(25_33);
    expect(shares[2]).toBe(70);
  });

  it('sends net lines with our tax, mapped tax types, the sales account and a rounding line', () => {
    const { kind, body } = xeroDocument(source, { name: 'Anna Berg', email: '' }, settings);
    expect(kind.path).toBe('/Invoices');
    expect(body).toMatchObject({
      Type: 'ACCREC',
      InvoiceNumber: '2027-00007',
      Reference: '2027-00012',
      Contact: { Name: 'Anna Berg' },
      LineAmountTypes: 'Exclusive',
      Status: 'AUTHORISED',
      DueDate: '2027-01-29',
    });
    expect(body.Contact).not.toHaveProperty('EmailAddress');
    expect(body.LineItems).toEqual([
      expect.objectContaining({ Quantity: 2, UnitAmount: 50, AccountCode: '200', TaxType: 'OUTPUT' }),
      expect.objectContaining({ Quantity: 1, UnitAmount: 33.33, TaxType: 'OUTPUT' }),
      // 10.00 over 3 is no whole cent: one line of the full amount.
      expect.objectContaining({ Quantity: 1, UnitAmount: 10, TaxType: 'OUTPUT2', TaxAmount: 0.7 }),
      {
        Description: 'Rounding',
        Quantity: 1,
        UnitAmount: 0.01,
        AccountCode: '860',
        TaxType: 'NONE',
        TaxAmount: 0,
      },
    ]);
  });

  it('sends a credit note as ACCRECCREDIT naming the invoice it cancels', () => {
    const { kind, body } = xeroDocument(
      { ...source, kind: 'creditNote', number: '2027-00008', refersToNumber: '2027-00007', rounding: 0 },
      { name: 'Anna Berg', email: 'anna@example.com' },
      settings,
    );
    expect(kind.path).toBe('/CreditNotes');
    expect(body).toMatchObject({
      Type: 'ACCRECCREDIT',
      CreditNoteNumber: '2027-00008',
      Reference: '2027-00007 / 2027-00012',
    });
    expect(body).not.toHaveProperty('DueDate');
  });

  it('writes minor units as decimals without floats', () => {
    expect(decimalText(123456, 2)).toBe('1234.56');
    expect(decimalText(-5, 2)).toBe('-0.05');
    expect(decimalText(1500, 0)).toBe('1500');
    expect(decimalText(1234, 3, ',')).toBe('1,234');
  });
});
