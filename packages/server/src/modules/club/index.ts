export * from './club.routes.ts';
export * from './club.service.ts';
