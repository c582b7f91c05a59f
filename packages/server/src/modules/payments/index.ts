export * from './pay-provider.routes.ts';
export * from './payments.routes.ts';
export * from './payments.service.ts';
