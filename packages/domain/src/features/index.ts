export * from './features.ts';
