import { describe, expect, it } from 'vitest';
import { reportCsv } from '../reports/index.ts';
import {
  topBookingsReport,
  topItems,
  topProductCategoriesReport,
  topProductsReport,
  topRoomsReport,
  topSalesAgentsReport,
  topSupplementsReport,
  topUsersReport,
} from './index.ts';

const item = (key: string, currency: string, quantity: number, sales: number, revenue: number) => ({
  key,
  name: key,
  currency,
  quantity,
  sales,
  revenue,
});

describe('topItems', () => {
  it('ranks entries by quantity over all currencies, then sales, keeping each entry’s currencies together', () => {
    const ranked = topItems(
      [
        item('Nitrox', 'EUR', 3, 3, 4_500),
        item('Nitrox', 'USD', 2, 1, 3_000),
        item('Bintang', 'EUR', 5, 2, 2_250),
        item('Cola', 'EUR', 5, 1, 1_500),
        item('T-shirt', 'EUR', 1, 1, 2_500),
      ],
      2,
    );
    expect(ranked.map((r) => [r.rank, r.key, r.currency])).toEqual([
      [1, 'Nitrox', 'EUR'],
      [1, 'Nitrox', 'USD'],
      [2, 'Bintang', 'EUR'],
    ]);
  });

  it('orders ties by key so the list does not shuffle between calls', () => {
    expect(topItems([item('b', 'EUR', 1, 1, 1), item('a', 'EUR', 1, 1, 1)], 10).map((r) => r.key)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('the further top lists', () => {
  it('each state their definition in both languages and count by stay or booking date', () => {
    for (const report of [
      topBookingsReport,
      topUsersReport,
      topSalesAgentsReport,
      topRoomsReport,
      topProductsReport,
      topSupplementsReport,
      topProductCategoriesReport,
    ]) {
      expect(report.definition.en.length, report.name).toBeGreaterThan(100);
      expect(report.definition.de.length, report.name).toBeGreaterThan(100);
      expect(report.basis).toEqual(['stay', 'booking']);
    }
    expect(topBookingsReport.definition.en).toContain('each currency has its own ranking');
    expect(topRoomsReport.definition.en).toContain('guest-nights');
    expect(topSalesAgentsReport.definition.en).toContain('type employee');
    expect(topProductsReport.definition.en).toContain('point of sale');
  });

  it('write a product’s lines as CSV in German', () => {
    const csv = reportCsv(
      topProductsReport,
      [
        {
          rank: 1,
          product: 'Nitrox',
          productName: 'Nitrox',
          currency: 'EUR',
          sales: 3,
          quantity: 4,
          revenue: 6_000,
        },
      ],
      { language: 'de', decimalsOf: () => 2 },
    );
    expect(csv.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'Rang;Produkt;Menge;Verkäufe;Umsatz;Währung',
      '1;Nitrox;4;3;60,00;EUR',
    ]);
  });
});
