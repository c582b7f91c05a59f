export * from './customer.ts';
export * from './customer-credits.ts';
export * from './diver-data.ts';
export * from './customer-language.ts';
