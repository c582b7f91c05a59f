import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';

/** A resort priced like the first worked example of docs/pricing.md, built through the API. */
export async function pricingWorld(ctx: TestContext, token: string) {
  const create = async (path: string, payload: Record<string, unknown>) => {
    const res = await ctx.request({ method: 'POST', url: `/api/${path}`, token, payload });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
    return res.json();
  };
  const resort = await create('resort', { name: 'Reef Lodge' });
  const standard = await create('roomtypes', { name: 'Standard', resort: resort.id });
  const deluxe = await create('roomtypes', { name: 'Deluxe', resort: resort.id });
  const room = await create('rooms', { name: 'R1', resort: resort.id, roomType: standard.id });
  const terms = await create('terms', {
    name: '30 % deposit',
    deposit: 30,
    depositDueDays: 7,
    restDueDays: 30,
  });
  const group = await create('specialsgroup', { name: 'Seasonal' });
  const entry = (
    roomType: string,
    season: string,
    noOfPax: number | null,
    amount: number,
    childAmount?: number,
  ) => ({
    roomType,
    season,
    noOfPax,
    amount,
    childAmount: childAmount ?? null,
  });
  const list = await create('price', {
    name: 'Resort 2027',
    resort: resort.id,
    status: 'active',
    periods: [
      { season: 'Low', from: '2027-01-07', to: '2027-06-30' },
      { season: 'High', from: '2027-07-01', to: '2027-08-31' },
      { season: 'Low', from: '2027-09-01', to: '2027-12-19' },
    ],
    entries: [
      entry(standard.id, 'Low', 2, 8000, 4000),
      entry(standard.id, 'High', 2, 10000, 5000),
      entry(standard.id, 'Low', 1, 12000),
      entry(standard.id, 'High', 1, 15000),
      entry(deluxe.id, 'Low', null, 11000),
      entry(deluxe.id, 'High', null, 14000),
    ],
    tax: { status: 'active', value: 12, name: 'VAT', inclusive: true },
    defaultTermsOfPayment: terms.id,
    includedServices: ['Breakfast'],
  });
  const special = (name: string, extra: Record<string, unknown>) =>
    create('specials', { name, status: 'active', autoAdd: true, ...extra });
  const earlyBird = await special('Early bird', {
    discount: 'PerCent',
    discountValue: 10,
    rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [90] }],
    group: group.id,
  });
  await special('Last minute', {
    discount: 'PerCent',
    discountValue: 5,
    rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'LessThanEquals', values: [14] }],
  });
  await special('10+1 group', {
    discount: 'FOC',
    discountValue: 1,
    scope: 'Person',
    rule: [{ criterion: 'NoOfPax', operator: 'GreaterThanEquals', values: [11] }],
  });
  const nitrox = await create('supplements', {
    name: 'Nitrox',
    resort: resort.id,
    amount: 1000,
    addRule: 'PerDiveDay',
  });
  return { create, resort, standard, deluxe, room, terms, group, list, earlyBird, nitrox };
}

export const guest = (n: number) => ({ id: `guest-${n}`, name: `Guest ${n}` });
