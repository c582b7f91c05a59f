import { describe, expect, it } from 'vitest';
import {
  chosenPayment,
  effectiveOnlinePayment,
  offeredPayments,
  transferDue,
  transferOptionUntil,
} from '../assets/index.ts';

describe('online payment', () => {
  it('offers what the operator chose among what can take money, transfer first when both', () => {
    expect(offeredPayments('both', ['card', 'transfer'])).toEqual(['transfer', 'card']);
    expect(offeredPayments('card', ['card', 'transfer'])).toEqual(['card']);
    expect(offeredPayments('transfer', ['card', 'transfer'])).toEqual(['transfer']);
    expect(offeredPayments('both', ['card'])).toEqual(['card']);
  });

  it('falls back to what can take money when the chosen way cannot, and to nothing when none can', () => {
    // Card chosen, no payment provider: the booking still ends in a payment, by transfer.
    expect(offeredPayments('card', ['transfer'])).toEqual(['transfer']);
    expect(offeredPayments('transfer', ['card'])).toEqual(['card']);
    expect(offeredPayments('both', [])).toEqual([]);
  });

  it("takes the widget's own setting over its asset's", () => {
    expect(effectiveOnlinePayment('card', 'asset')).toBe('card');
    expect(effectiveOnlinePayment('card', null)).toBe('card');
    expect(effectiveOnlinePayment('card', 'transfer')).toBe('transfer');
  });

  it("books with the guest's choice when offered, else the first offered", () => {
    expect(chosenPayment(['transfer', 'card'], 'card')).toBe('card');
    expect(chosenPayment(['transfer'], 'card')).toBe('transfer');
    expect(chosenPayment(['card'], undefined)).toBe('card');
    expect(chosenPayment([], 'card')).toBeNull();
  });

  it('holds a transfer reservation for its days, never past the day before arrival', () => {
    expect(transferOptionUntil('2027-03-01', '2027-05-01', 7)).toBe('2027-03-08');
    expect(transferOptionUntil('2027-03-01', '2027-03-05', 7)).toBe('2027-03-04');
    expect(transferOptionUntil('2027-03-01', '2027-03-02', 7)).toBe('2027-03-01');
    expect(transferOptionUntil('2027-03-01', '2027-05-01', 0)).toBe('2027-03-02');
  });

  it('asks for the next due amount by its day, or by the option date when that comes first', () => {
    expect(transferDue({ date: '2027-03-05', amount: 30000 }, 100000, '2027-03-08')).toEqual({
      amount: 30000,
      due: '2027-03-05',
    });
    expect(transferDue({ date: '2027-03-20', amount: 30000 }, 100000, '2027-03-08')).toEqual({
      amount: 30000,
      due: '2027-03-08',
    });
    expect(transferDue(null, 100000, '2027-03-08')).toEqual({ amount: 100000, due: '2027-03-08' });
    expect(transferDue({ date: '2027-03-05', amount: 30000 }, 20000, null)).toEqual({
      amount: 20000,
      due: '2027-03-05',
    });
  });
});
