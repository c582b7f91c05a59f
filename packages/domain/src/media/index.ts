export * from './media.ts';
