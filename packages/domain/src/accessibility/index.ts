export * from './accessibility-checks.ts';
