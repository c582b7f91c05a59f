export * from './bank.ts';
export * from './ledger.ts';
export * from './pay-provider.ts';
