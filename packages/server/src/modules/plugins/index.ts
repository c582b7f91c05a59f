export * from './datev.routes.ts';
export * from './datev.service.ts';
export * from './xero.routes.ts';
export * from './xero.service.ts';
