export * from './reference.repository.ts';
export * from './settings.repository.ts';
export * from './settings.routes.ts';
export * from './settings.service.ts';
