export * from './stock.ts';
export * from './rental-gear.ts';
