export {
  type CurrencyRate,
  convert,
  convertExact,
  Dec,
  DECIMAL_PATTERN,
  type ExchangeRates,
  FxError,
  formatMoney,
  type Money,
  decimalsOf,
  money,
  roundMinor,
} from './money.ts';
export * from './price-list.ts';
export * from './price-variant.ts';
export * from './supplement.ts';
export * from './special.ts';
export * from './terms.ts';
export * from './commission.ts';
export * from './draft.ts';
export * from './calculation.ts';
export * from './manual-lines.ts';
export { CRITERION_LEVEL } from './criteria.ts';
export { CHANNEL_OF_SOURCE, KIND_ORDER } from './specials.ts';
export { timesPerGuest } from './extras.ts';
export { dueAmounts } from './due-dates.ts';
export { netOf, vatOf } from './vat.ts';
export { quote, recalculated } from './quote.ts';
export { mergedCalculation } from './merge.ts';
export { entryOfNight } from './room-prices.ts';
export * from './quote-draft-schema.ts';
export { countryCode, inRange, minorAmount, PRICING_READ_SCOPES } from './pricing-fields.ts';
export * from './percent.ts';
export * from './price-answers.ts';
export * from './pricing-fixtures.ts';
export * from './room-price-writes.ts';
