export * from './pos-bindings.ts';
export * from './pos.routes.ts';
export * from './pos.service.ts';
