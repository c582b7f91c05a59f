import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../platform-resources.ts';
import { commissionResource } from './commission.ts';
import { ids } from './pricing-fixtures.ts';
import { priceListResource } from './price-list.ts';
import { priceVariantResource } from './price-variant.ts';
import { INCLUDE_IN_CHANNELS, specialResource, specialsGroupResource } from './special.ts';
import { supplementResource } from './supplement.ts';
import { termsResource } from './terms.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('pricing resources', () => {
  it('are served under the API names of SPEC §7, with scope price, for resorts or vessels', () => {
    const definitions = [
      priceListResource,
      priceVariantResource,
      supplementResource,
      specialResource,
      specialsGroupResource,
      termsResource,
      commissionResource,
    ];
    expect(definitions.map((d) => d.name)).toEqual([
      'price',
      'pricevariant',
      'supplements',
      'specials',
      'specialsgroup',
      'terms',
      'commission',
    ]);
    for (const d of definitions) {
      expect(d.scope).toBe('price');
      expect(d.features).toEqual(['resort', 'vessel']);
      expect(resourceDefinitions[d.name as keyof typeof resourceDefinitions]).toBe(d);
    }
  });

  it('start price lists as drafts with tax aborted and percent surcharges (SPEC §4, §9)', () => {
    const list = priceListResource.schema.parse({ name: 'Low season', resort: ids.resort });
    expect(list).toMatchObject({
      status: 'draft',
      calculationType: 'unit',
      surchargeType: 'percent',
      discountType: 'percent',
      currencies: ['EUR'],
      valid: { from: null, to: null },
      tax: { status: 'aborted', value: 0, name: '', inclusive: true },
    });
  });

  it('tie a price list to exactly one resort or vessel', () => {
    const both = priceListResource.schema.safeParse({ name: 'x', resort: ids.resort, vessel: ids.vessel });
    expect(messages(both)).toEqual(['A price list belongs to exactly one resort or one vessel']);
  });

  it('refuse periods and ranges that end before they start', () => {
    const result = priceListResource.schema.safeParse({
      name: 'x',
      resort: ids.resort,
      valid: { from: '2027-02-01', to: '2027-01-01' },
      periods: [{ season: 'Low', from: '2027-02-01', to: '2027-01-31' }],
    });
    expect(messages(result)).toEqual([
      'The end must be on or after the start',
      'The end must be on or after the start',
    ]);
  });

  it('start specials as drafts offered in every channel, added by hand, lowering the room price', () => {
    expect(specialResource.schema.parse({ name: 'Early bird' })).toMatchObject({
      type: 'special',
      status: 'draft',
      discount: 'PerCent',
      target: 'room',
      scope: 'Booking',
      autoAdd: false,
      reduce: true,
      includeIn: [...INCLUDE_IN_CHANNELS],
      rule: [],
    });
  });

  it('accept rules of criteria, operators and values, and refuse unknown criteria', () => {
    const rule = [{ criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [90] }];
    expect(specialResource.schema.safeParse({ name: 'x', rule }).success).toBe(true);
    const unknown = [{ criterion: 'Weather', operator: 'Equals', values: ['sunny'] }];
    expect(specialResource.schema.safeParse({ name: 'x', rule: unknown }).success).toBe(false);
  });

  it('default terms to a deposit due in 7 days and the rest 30 days before arrival', () => {
    expect(termsResource.schema.parse({ name: 'Standard' })).toMatchObject({
      depositType: 'percent',
      depositDueDays: 7,
      restDueDays: 30,
    });
  });

  it('default supplements to per person, paid with the booking', () => {
    expect(supplementResource.schema.parse({ name: 'Nitrox', currency: 'usd' })).toMatchObject({
      addRule: 'PerPerson',
      customerType: 'Direct',
      currency: 'USD',
      amount: 0,
    });
  });
});
