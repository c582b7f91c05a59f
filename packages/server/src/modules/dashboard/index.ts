export * from './today.routes.ts';
