export * from './product.ts';
