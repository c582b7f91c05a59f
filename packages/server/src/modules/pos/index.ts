export * from './pos-bindings.ts';
export * from './pos-closing.routes.ts';
export * from './pos-closing.service.ts';
export * from './pos.routes.ts';
export * from './pos.service.ts';
export * from './pos-dsfinvk.routes.ts';
export * from './pos-settlement.routes.ts';
