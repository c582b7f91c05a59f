export * from './backup.routes.ts';
