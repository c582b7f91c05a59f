import { describe, expect, it } from 'vitest';
import { customerLanguage, defaultBookingLanguage } from './customer-language.ts';

describe("a customer's language", () => {
  it('is German for a guest living in a German-speaking country, English for any other', () => {
    expect(customerLanguage({ address: { country: 'AT' } })).toBe('de');
    expect(customerLanguage({ address: { country: 'GB' } })).toBe('en');
    expect(customerLanguage({ address: { country: 'FR' } })).toBe('en');
  });

  it('follows the address before the nationality, and the passport last', () => {
    expect(customerLanguage({ address: { country: 'GB' }, masterData: { nationality: 'DE' } })).toBe('en');
    expect(customerLanguage({ address: { country: '' }, masterData: { nationality: 'DE' } })).toBe('de');
    expect(customerLanguage({ passport: { nationality: 'CH' } })).toBe('de');
  });

  it('is unknown without any country', () => {
    expect(customerLanguage({ address: { country: '' } })).toBeNull();
    expect(customerLanguage(null)).toBeNull();
  });
});

describe("a new booking's language", () => {
  it("is the customer's, else the booking user's, else German", () => {
    expect(defaultBookingLanguage({ address: { country: 'US' } }, 'de')).toBe('en');
    expect(defaultBookingLanguage({ address: { country: '' } }, 'en')).toBe('en');
    expect(defaultBookingLanguage(null, null)).toBe('de');
  });
});
