export * from './price-lookup.ts';
export * from './price.routes.ts';
export * from './pricing-bindings.ts';
export * from './quote.routes.ts';
export * from './quote.service.ts';
export * from './schedule-price.routes.ts';
