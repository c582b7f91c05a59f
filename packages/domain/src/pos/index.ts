export * from './pos.ts';
