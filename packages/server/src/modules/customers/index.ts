export * from './customer-bindings.ts';
export * from './customer-credit-rules.ts';
export * from './customer-credits.repository.ts';
export * from './customer-credits.routes.ts';
export * from './customer-credits.service.ts';
export * from './customer-stays.routes.ts';
