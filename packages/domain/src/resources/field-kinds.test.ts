import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDateRange } from '../dates/index.ts';
import { resourceDefinitions } from '../platform-resources.ts';
import { fieldUi, type ResourceDefinition } from './define-resource.ts';
import { describeField, describeResourceFields, findField } from './field-introspection.ts';
import { currencyDrawnBy, customerReference, localizedText, moneyAmount } from './field-kinds.ts';

const field = (name: keyof typeof resourceDefinitions, path: string) =>
  findField(describeResourceFields(resourceDefinitions[name]), path);

describe('money', () => {
  const amount = moneyAmount('currency').default(0);

  it('is whole minor units, never negative, of the currency the field beside it names', () => {
    expect(amount.parse(1250)).toBe(1250);
    expect(amount.safeParse(12.5).success).toBe(false);
    expect(amount.safeParse(-1).success).toBe(false);
    expect(describeField('amount', amount).ui).toEqual({ widget: 'money', currency: 'currency' });
  });

  it('draws a single currency code beside it, but not a list of codes', () => {
    const products = describeResourceFields(resourceDefinitions.product);
    const price = findField(products, 'amount');
    expect(price?.ui.widget).toBe('money');
    expect(price && currencyDrawnBy(price, products)).toBe('currency');

    const lists = describeResourceFields(resourceDefinitions.price);
    const base = findField(lists, 'basePrice');
    expect(base?.ui).toMatchObject({ widget: 'money', currency: 'currencies' });
    expect(base && currencyDrawnBy(base, lists)).toBeUndefined();
  });

  it('keeps the wire of products and supplements: amount and currency side by side', () => {
    expect(resourceDefinitions.supplements.schema.parse({ name: 'Nitrox', amount: 900 })).toMatchObject({
      amount: 900,
      currency: 'EUR',
    });
    expect(field('supplements', 'amount')?.ui.widget).toBe('money');
  });
});

describe('localized text', () => {
  it('is one field of both languages, prose when long and a line when short', () => {
    expect(localizedText().parse(undefined)).toEqual({ de: '', en: '' });
    expect(field('resort', 'description')?.ui).toEqual({
      widget: 'localized',
      multiline: true,
      hideInList: true,
    });
    expect(field('roomtypes', 'publicName')?.ui).toMatchObject({ widget: 'localized', multiline: false });
  });

  it('holds each language to its length', () => {
    const name = localizedText(100);
    expect(name.safeParse({ de: 'x'.repeat(101), en: '' }).success).toBe(false);
    expect(name.parse({ en: 'Sea view' })).toEqual({ de: '', en: 'Sea view' });
  });
});

describe('date range', () => {
  const range = openDateRange().prefault({});

  it('may stay open on either side and names the end when it lies before the start', () => {
    expect(range.parse({})).toEqual({ from: null, to: null });
    expect(range.parse({ from: '2027-05-01' })).toEqual({ from: '2027-05-01', to: null });
    const wrong = range.safeParse({ from: '2027-05-02', to: '2027-05-01' });
    expect(wrong.error?.issues.map((issue) => issue.path)).toEqual([['to']]);
    expect(range.safeParse({ from: '2027-02-30' }).success).toBe(false);
  });

  it("is the price list's validity and the special's arrival days", () => {
    expect(field('price', 'valid')?.ui.widget).toBe('dateRange');
    expect(field('specials', 'dateRange')?.ui.widget).toBe('dateRange');
  });
});

describe('customer', () => {
  it("is a customer's id, found among the customers", () => {
    const customer = customerReference().nullable();
    expect(customer.parse(null)).toBeNull();
    expect(customer.safeParse('Anna Berg').success).toBe(false);
    expect(field('users', 'customer')?.ui).toEqual({ widget: 'customer', ref: 'customer', hideInList: true });
  });
});

describe('fieldUi', () => {
  it('adds hints given on a wrapper to those inside, the outer ones winning', () => {
    const inner = z.string().meta({ ui: { widget: 'textarea', hideInList: true } });
    const outer = inner
      .nullable()
      .meta({ ui: { hideInList: false } })
      .default(null);
    expect(fieldUi(outer)).toEqual({ widget: 'textarea', hideInList: false });
  });
});

describe('related records of a definition', () => {
  it('name a field of the related resource that refers to the record', () => {
    const definitions: ResourceDefinition[] = Object.values(resourceDefinitions);
    for (const definition of definitions) {
      for (const tab of definition.tabs ?? []) {
        const link = describeResourceFields(tab.resource).find((f) => f.name === tab.field);
        expect(link?.ui.ref, `${definition.name} → ${tab.resource.name}.${tab.field}`).toBe(definition.name);
      }
    }
  });
});
