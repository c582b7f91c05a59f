export * from './xero.ts';
export * from './datev.ts';
