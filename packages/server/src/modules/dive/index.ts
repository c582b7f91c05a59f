export * from './dive-bindings.ts';
export * from './dive.routes.ts';
export * from './dive-log-bindings.ts';
export * from './dive-log.routes.ts';
export * from './dive-log.service.ts';
export * from './uddf.ts';
export * from './dive-plan.routes.ts';
export * from './dive-plan.service.ts';
