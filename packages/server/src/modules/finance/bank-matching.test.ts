import { describe, expect, it } from 'vitest';
import { bookingNumbersIn, namesResemble } from './bank-matching.ts';

describe('bookingNumbersIn', () => {
  it('finds booking numbers written with a dash, a slash, a space or none', () => {
    expect(bookingNumbersIn('Buchung 2027-00042 und 2027/00043, Rest 2027 00044 202700045')).toEqual([
      '2027-00042',
      '2027-00043',
      '2027-00044',
      '2027-00045',
    ]);
    expect(bookingNumbersIn('IBAN DE89370400440532013000 Rechnung 12')).toEqual([]);
  });
});

describe('namesResemble', () => {
  it('compares words of three letters or more, without accents and legal forms', () => {
    expect(namesResemble('MÜLLER, ANNA', 'Anna Müller')).toBe(true);
    expect(namesResemble('Tauchreisen Nord GmbH', 'Tauchreisen Nord')).toBe(true);
    expect(namesResemble('Nord GmbH', 'Süd GmbH')).toBe(false);
    expect(namesResemble('Anna Li', null)).toBe(false);
  });
});
