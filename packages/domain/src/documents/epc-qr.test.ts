import { describe, expect, it } from 'vitest';
import { epcPayload } from './epc-qr.ts';

const transfer = {
  name: 'Blue Reef Diving GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  amount: 135_050,
  currency: 'EUR',
  remittance: '2027-00042',
};

describe('EPC QR payload (GiroCode)', () => {
  it('writes the eleven lines of EPC069-12 version 002', () => {
    expect(epcPayload(transfer)?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Blue Reef Diving GmbH',
      'DE89370400440532013000',
      'EUR1350.50',
      '',
      '',
      '2027-00042',
    ]);
  });

  it('carries nothing it cannot: another currency, no amount, too much, no account', () => {
    expect(epcPayload({ ...transfer, currency: 'USD' })).toBeNull();
    expect(epcPayload({ ...transfer, amount: 0 })).toBeNull();
    expect(epcPayload({ ...transfer, amount: 100_000_000_000 })).toBeNull();
    expect(epcPayload({ ...transfer, iban: '' })).toBeNull();
  });

  it('keeps names and remittance to their limits on one line', () => {
    const lines = epcPayload({ ...transfer, name: 'x'.repeat(80), remittance: 'a\nb' })!.split('\n');
    expect(lines[5]).toHaveLength(70);
    expect(lines[10]).toBe('a b');
    expect(epcPayload({ ...transfer, bic: undefined })!.split('\n')[4]).toBe('');
  });
});
