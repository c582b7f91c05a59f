import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { FiscalSignature } from '../fiscal-signer.ts';
import { type DsfinvkClosing, type DsfinvkTransaction, dsfinvkRows } from './dsfinvk-build.ts';
import { dsfinvkCsv, dsfinvkValue, dsfinvkZip } from './dsfinvk-files.ts';
import { DSFINVK_TABLES } from './dsfinvk-tables.ts';

/**
 * The DSFinV-K 2.4 export as an auditor's software reads it: index.xml and the 20 CSV files with
 * the published columns, decimal commas, CR LF; the sums per VAT key and payment type, cash per
 * currency, TSE data and the reference of a void add up to the transactions.
 */
const signature = (n: number): FiscalSignature => ({
  transactionNumber: n,
  signatureCounter: 10 + n,
  signature: `SIG${n}==`,
  algorithm: 'ecdsa-plain-SHA256',
  publicKey: 'PUBKEY==',
  timeStart: '2031-03-02T19:00:00.000Z',
  timeEnd: '2031-03-02T19:00:01.000Z',
  tssSerialNumber: 'a1b2c3',
  clientSerialNumber: 'bar-1',
  timestampFormat: 'unixTime',
  qrCodeData: 'V0;...',
});
const at = (minutes: number) => new Date(Date.UTC(2031, 2, 2, 19, minutes));
const tx = (id: string, number: number, extra: Partial<DsfinvkTransaction>): DsfinvkTransaction => ({
  id,
  number,
  kind: 'sale',
  start: at(number),
  end: at(number + 1),
  userId: 'u1',
  userName: 'Mia',
  total: 0,
  customerId: null,
  customerName: '',
  note: '',
  voids: null,
  lines: [],
  payments: [],
  signature: null,
  signatureError: null,
  ...extra,
});
const beer = { product: 'p-beer', barcode: '8991234', category: 'c1', categoryName: 'Bier', taxRate: 19 };
const sunscreen = { product: 'p-sun', barcode: '', category: null, categoryName: '', taxRate: 7 };

const closing: DsfinvkClosing = {
  till: { id: 'till-bar', name: 'Bar', kind: 'bar' },
  currency: 'EUR',
  number: 4,
  createdAt: new Date('2031-03-02T23:10:00.000Z'),
  day: '2031-03-02',
  company: {
    name: 'Tauchbasis Ostsee GmbH',
    street: 'Strandweg 1',
    zip: '18119',
    city: 'Rostock',
    country: 'DE',
    taxNumber: '079/123/45678',
    vatId: 'DE123456789',
  },
  location: {
    name: 'Tauchbasis Warnemünde',
    street: 'Strandweg 1',
    zip: '18119',
    city: 'Rostock',
    country: 'DE',
  },
  transactions: [
    // Two beers and a sunscreen: 10.00 EUR and 15.00 USD (12.00 EUR) handed over, 0.50 EUR back.
    tx('t1', 1, {
      total: 2150,
      lines: [
        { ...beer, sort: 0, name: 'Bier; 0,5 l', quantity: 2, unitPrice: 450, amount: 900 },
        { ...sunscreen, sort: 1, name: 'Sonnencreme "SPF 50"', quantity: 1, unitPrice: 1250, amount: 1250 },
      ],
      payments: [
        { kind: 'cash', amount: 1000, currency: 'EUR', baseAmount: 1000, change: 0 },
        { kind: 'cash', amount: 1500, currency: 'USD', baseAmount: 1150, change: 50 },
      ],
      signature: signature(1),
    }),
    tx('t2', 2, {
      total: 450,
      lines: [{ ...beer, sort: 0, name: 'Bier', quantity: 1, unitPrice: 450, amount: 450 }],
      payments: [{ kind: 'card', amount: 450, currency: 'EUR', baseAmount: 450, change: 0 }],
      signature: signature(2),
    }),
    tx('t3', 3, {
      total: 1250,
      customerId: 'c-anna',
      customerName: 'Anna Berg',
      note: 'Zimmer 4',
      lines: [{ ...sunscreen, sort: 0, name: 'Sonnencreme', quantity: 1, unitPrice: 1250, amount: 1250 }],
      payments: [{ kind: 'folio', amount: 1250, currency: 'EUR', baseAmount: 1250, change: 0 }],
      signatureError: 'E_UNREACHABLE: The TSE could not be reached',
    }),
    tx('t4', 4, {
      kind: 'void',
      total: -450,
      voids: { id: 't2', zNumber: null, zCreatedAt: null },
      lines: [{ ...beer, sort: 0, name: 'Bier', quantity: -1, unitPrice: 450, amount: -450 }],
      payments: [{ kind: 'card', amount: -450, currency: 'EUR', baseAmount: -450, change: 0 }],
      signature: signature(3),
    }),
  ],
};

const rows = dsfinvkRows([closing]);
const files = unzipSync(dsfinvkZip(rows, { name: 'Seaberth', location: 'Rostock', comment: 'DSFinV-K 2.4' }));
const csv = (file: string) => strFromU8(files[file]!).split('\r\n').filter(Boolean);
const column = (file: string, name: string) => {
  const [head, ...body] = csv(file);
  const index = head!.split(';').indexOf(name);
  return body.map((line) => line.split(';')[index]);
};

describe('the DSFinV-K export', () => {
  it('holds index.xml and the 20 tables with the published columns, even empty ones', () => {
    expect(Object.keys(files).sort()).toEqual(['index.xml', ...DSFINVK_TABLES.map((t) => t.file)].sort());
    expect(DSFINVK_TABLES).toHaveLength(20);
    expect(DSFINVK_TABLES.reduce((n, t) => n + t.columns.length, 0)).toBe(219);
    for (const table of DSFINVK_TABLES)
      expect(csv(table.file)[0]).toBe(table.columns.map((c) => c.name).join(';'));
    expect(csv('slaves.csv')).toHaveLength(1);
    const index = strFromU8(files['index.xml']!);
    expect(index).toContain('<URL>lines_vat.csv</URL>');
    expect(index).toContain('<DecimalSymbol>,</DecimalSymbol>');
    expect(index).toContain(
      '<Name>STK_BR</Name>\r\n          <Numeric>\r\n            <Accuracy>5</Accuracy>',
    );
    expect(index.match(/<Table>/g)).toHaveLength(20);
  });

  it('writes numbers with a decimal comma and quotes text with a delimiter or a quote', () => {
    const [header, line] = csv('lines.csv');
    expect(header!.startsWith('Z_KASSE_ID;Z_ERSTELLUNG;Z_NR;BON_ID;POS_ZEILE;')).toBe(true);
    expect(line).toBe(
      'till-bar;2031-03-02T23:10:00Z;4;t1;1;;"Bier; 0,5 l";;Umsatz;;0;0;;p-beer;8991234;c1;Bier;2,000;1,000;Stück;4,50',
    );
    expect(column('lines.csv', 'ARTIKELTEXT')[1]).toBe('"Sonnencreme ""SPF 50"""');
    const numeric = DSFINVK_TABLES[0]!.columns.find((c) => c.name === 'Z_NR')!;
    expect(dsfinvkValue(numeric, 12)).toBe('12');
    expect(() => dsfinvkValue(numeric, 'x')).toThrow(/no number/);
    expect(dsfinvkCsv(DSFINVK_TABLES[3]!, []).endsWith('\r\n')).toBe(true);
  });

  it('sums sales and the void per VAT key, net and tax from the gross', () => {
    expect(csv('vat.csv').slice(1)).toEqual([
      'till-bar;2031-03-02T23:10:00Z;4;1;19,00;Allgemeiner Steuersatz (§ 12 Abs. 1 UStG)',
      'till-bar;2031-03-02T23:10:00Z;4;2;7,00;Ermäßigter Steuersatz (§ 12 Abs. 2 UStG)',
      'till-bar;2031-03-02T23:10:00Z;4;5;0,00;Nicht steuerbar',
    ]);
    // 19 %: 9.00 + 4.50 − 4.50 = 9.00 gross; 7 %: 12.50 + 12.50.
    expect(csv('businesscases.csv').slice(1)).toEqual([
      'till-bar;2031-03-02T23:10:00Z;4;Umsatz;;;1;9,00;7,56;1,44',
      'till-bar;2031-03-02T23:10:00Z;4;Umsatz;;;2;25,00;23,36;1,64',
      // The sale on a room: a claim arises for what no one paid at the till.
      'till-bar;2031-03-02T23:10:00Z;4;Forderungsentstehung;;;5;-12,50;-12,50;0,00',
    ]);
    expect(column('transactions_vat.csv', 'BON_BRUTTO')).toEqual([
      '9,00',
      '12,50',
      '4,50',
      '12,50',
      '-12,50',
      '-4,50',
    ]);
    expect(csv('lines.csv').find((l) => l.includes('Forderungsentstehung'))).toBe(
      'till-bar;2031-03-02T23:10:00Z;4;t3;2;;Zimmerrechnung Zimmer 4;;Forderungsentstehung;;0;0;;;;;;1,000;1,000;Stück;-12,50',
    );
    expect(column('transactions.csv', 'UMS_BRUTTO')).toEqual(['21,50', '4,50', '12,50', '-4,50']);
    expect(column('transactions.csv', 'BON_STORNO')).toEqual(['0', '0', '0', '1']);
  });

  it('lists the payments: foreign cash with its value, the change back, the card; the room pays nothing', () => {
    expect(
      csv('datapayment.csv')
        .slice(1)
        .map((l) => l.split(';').slice(3).join(';')),
    ).toEqual([
      't1;Bar;Bar;;;10,00',
      't1;Bar;Bar;USD;15,00;12,00',
      't1;Bar;Bar;;;-0,50',
      't2;Unbar;Karte;;;4,50',
      't4;Unbar;Karte;;;-4,50',
    ]);
    expect(
      csv('payment.csv')
        .slice(1)
        .map((l) => l.split(';').slice(3).join(';')),
    ).toEqual(['Bar;Bar;21,50', 'Unbar;Karte;0,00']);
    expect(
      csv('cash_per_currency.csv')
        .slice(1)
        .map((l) => l.split(';').slice(3).join(';')),
    ).toEqual(['EUR;9,50', 'USD;15,00']);
    expect(column('cashpointclosing.csv', 'Z_SE_ZAHLUNGEN')).toEqual(['21,50']);
    expect(column('cashpointclosing.csv', 'Z_SE_BARZAHLUNGEN')).toEqual(['21,50']);
    expect(column('cashpointclosing.csv', 'LAND')).toEqual(['DEU']);
    expect(column('cashpointclosing.csv', 'Z_START_ID')).toEqual(['t1']);
    expect(column('cashpointclosing.csv', 'Z_ENDE_ID')).toEqual(['t4']);
  });

  it('carries the TSE data of each signed transaction, the failure of an unsigned one, and the voided receipt', () => {
    const tse = csv('transactions_tse.csv').slice(1);
    expect(tse[0]).toBe(
      'till-bar;2031-03-02T23:10:00Z;4;t1;1;1;2031-03-02T19:00:00.000Z;2031-03-02T19:00:01.000Z;Kassenbeleg-V1;11;SIG1==;;Beleg^9.00_12.50_0.00_0.00_0.00^9.50:Bar_15.00:Bar:USD',
    );
    expect(tse[2]).toBe(
      'till-bar;2031-03-02T23:10:00Z;4;t3;;;;;;;;E_UNREACHABLE: The TSE could not be reached;',
    );
    expect(csv('tse.csv').slice(1)).toEqual([
      'till-bar;2031-03-02T23:10:00Z;4;1;a1b2c3;ecdsa-plain-SHA256;unixTime;UTF-8;PUBKEY==;;',
    ]);
    expect(csv('references.csv').slice(1)).toEqual([
      'till-bar;2031-03-02T23:10:00Z;4;t4;;Transaktion;;;;;t2',
    ]);
  });
});
