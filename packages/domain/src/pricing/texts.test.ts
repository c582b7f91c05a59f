import { describe, expect, it } from 'vitest';
import { dueText, pricingTexts } from './texts.ts';

describe('the engine’s own words', () => {
  it('writes due lines with the date as documents do, in English by default and in German', () => {
    expect(dueText(undefined, 'deposit', '2027-01-17')).toBe('Deposit due 17.01.2027');
    expect(dueText('de', 'rest', '2027-05-29')).toBe('Restzahlung fällig am 29.05.2027');
  });
  it('names included and excluded services in each language', () => {
    expect(pricingTexts('de')).toMatchObject({ included: 'Inklusive', excluded: 'Nicht inklusive' });
    expect(pricingTexts('en')).toMatchObject({ included: 'Included', excluded: 'Not included' });
  });
});
