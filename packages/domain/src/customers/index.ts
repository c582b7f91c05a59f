export * from './customer.ts';
