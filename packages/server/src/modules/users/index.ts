export * from './users.routes.ts';
