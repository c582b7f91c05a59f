export * from './geo.ts';
