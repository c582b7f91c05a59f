import { Decimal } from 'decimal.js';
import type { ErrorCode } from '../errors/index.ts';

/** A decimal written as text so no float ever touches a rate: digits, one optional dot. */
export const DECIMAL_PATTERN = /^\d{1,12}(\.\d{1,10})?$/;

/**
 * The one rounding rule of the pricing engine: half away from zero ("kaufmännisch", what an
 * operator's accountant expects: 0.005 becomes 0.01 and -0.005 becomes -0.01) to the currency's
 * minor unit. A private Decimal clone keeps this and a generous precision without touching the
 * global Decimal configuration other code may rely on.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

export const ZERO = new Dec(0);

/** An amount of money: integer minor units (cents) of a currency. Never a float. */
export interface Money {
  amount: number;
  currency: string;
}

/** What the engine needs to know of a currency record (settings/currency resource). */
export interface CurrencyRate {
  code: string;
  /** Minor units per major unit as a power of ten: 2 for EUR, 0 for JPY. */
  decimals: number;
  /** How many units of this currency one unit of the base currency buys, as a decimal string. */
  exchangeRate: string;
}

export interface ExchangeRates {
  base: string;
  currencies: readonly CurrencyRate[];
}

/**
 * SPEC §8 "Invalid exchange rate | 'fx error'": the message is the spec's text to the letter, the
 * code is the machine code the error body carries in `description` (errors.FX_ERROR in the web app).
 */
export class FxError extends Error {
  readonly code: ErrorCode = 'FX_ERROR';
  constructor(readonly currency: string) {
    super('fx error');
    this.name = 'FxError';
  }
}

export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be whole minor units: ${amount}`);
  return { amount, currency };
}

/** Rounds an exact amount of minor units to a whole one by the engine's rule. */
export function roundMinor(value: Dec): number {
  const rounded = value.toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();
  return rounded === 0 ? 0 : rounded; // no -0 in amounts
}

interface RateInfo {
  rate: Dec;
  decimals: number;
}

/**
 * The rate and decimals of a currency. The base currency's rate is 1 by definition; any other
 * currency must be listed with a positive decimal rate, else the conversion is an fx error rather
 * than a silently wrong price.
 */
export function rateOf(rates: ExchangeRates, code: string): RateInfo {
  const record = rates.currencies.find((c) => c.code === code);
  if (code === rates.base) return { rate: new Dec(1), decimals: record?.decimals ?? 2 };
  if (!record || !DECIMAL_PATTERN.test(record.exchangeRate)) throw new FxError(code);
  const rate = new Dec(record.exchangeRate);
  if (rate.lte(0) || !Number.isInteger(record.decimals) || record.decimals < 0) throw new FxError(code);
  return { rate, decimals: record.decimals };
}

/** Exact (unrounded) minor units of `to` for minor units of `from`, through the base currency. */
export function convertExact(minor: Dec, from: string, to: string, rates: ExchangeRates): Dec {
  if (from === to) return minor;
  const source = rateOf(rates, from);
  const target = rateOf(rates, to);
  return minor
    .div(new Dec(10).pow(source.decimals))
    .div(source.rate)
    .mul(target.rate)
    .mul(new Dec(10).pow(target.decimals));
}

/** Converts and rounds once, by the engine's rule. */
export function convert(value: Money, to: string, rates: ExchangeRates): Money {
  return money(roundMinor(convertExact(new Dec(value.amount), value.currency, to, rates)), to);
}

/** For display and explanations only: "1234.50 EUR". */
export function formatMoney(value: Money, decimals = 2): string {
  return `${new Dec(value.amount).div(new Dec(10).pow(decimals)).toFixed(decimals)} ${value.currency}`;
}

/** The decimals of a currency for display; unknown currencies show two. */
export function decimalsOf(rates: ExchangeRates, code: string): number {
  return rates.currencies.find((c) => c.code === code)?.decimals ?? 2;
}
