export * from './today.ts';
