export * from './config-overview.routes.ts';
