export * from './statistics.routes.ts';
