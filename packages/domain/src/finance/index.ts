export * from './bank.ts';
export * from './ledger.ts';
export * from './pay-provider.ts';
export * from './payment-writes.ts';
export * from './bank-entry-writes.ts';
