export * from './tax-rate.ts';
export * from './invoice-amounts.ts';
export * from './invoice-lines.ts';
export * from './invoice.ts';
export * from './invoice-texts.ts';
