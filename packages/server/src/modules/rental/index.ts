export * from './rental-bindings.ts';
export * from './rental.routes.ts';
export * from './rental.service.ts';
