export * from './bootstrap.routes.ts';
