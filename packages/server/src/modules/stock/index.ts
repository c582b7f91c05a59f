export * from './stock-bindings.ts';
export * from './stock-ledger.ts';
export * from './stock.routes.ts';
export * from './stock.service.ts';
